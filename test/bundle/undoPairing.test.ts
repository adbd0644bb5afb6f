import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const RANKS = ['5d', '3d', '1d', '1k', '3k', '5k', '8k', '12k', '15k', '20k'];

function event(count: number, system = 'McMahon'): Event {
  const e = newEvent({
    players: RANKS.slice(0, count).map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': system, Rounds: 4, 'Avoid same club': 'No' },
  });
  e.click(system === 'Round robin' ? 'Seat players (round robin)' : 'Build bands');
  e.ss.ui.alerts.length = 0;
  return e;
}

const roundTabsOf = (e: Event): string[] =>
  e.ss
    .getSheets()
    .map((s) => s.getName())
    .filter((n) => n.startsWith('Round'));

/** A late arrival: a row typed in after Build bands, Band and Initial score blank. */
function arrive(e: Event, name: string, rank: string): void {
  const sheet = e.ss.getSheetByName('Players')!;
  const row = e.values('Players').length + 1;
  sheet.getRange(row, 1, 1, 2).setValues([[name, rank]]);
}

/** Six players' McMahon with Round 1 paired and won by White, then the late arrivals registered. */
function round1Played(...late: Array<[name: string, rank: string]>): Event {
  const e = event(6);
  e.click('Pair next round');
  typeResults(e, 1, () => 'W+');
  for (const [name, rank] of late) arrive(e, name, rank);
  return e;
}

describe('Undo last pairing', () => {
  it('removes a round just paired and leaves the workbook exactly as before', () => {
    const e = event(6);
    const before = snapshot(e.ss);
    e.click('Pair next round');
    e.click('Print pairings');
    e.click('Print result slips');
    e.click('Undo last pairing');
    expect(e.ss.ui.alerts.filter((a) => a.buttons === 'OK')).toEqual([]);
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('names the printouts it removes with the round, in the question and the report', () => {
    const e = event(6);
    e.click('Pair next round');
    e.click('Print pairings');
    e.click('Print result slips');
    e.click('Undo last pairing');
    const question = e.ss.ui.alerts.find((a) => a.buttons !== 'OK')!;
    expect(question.prompt).toBe(
      'Remove Round 1, Round 1 by name and Slips? Nothing else changes.',
    );
    expect(e.ss.toasts.at(-1)?.msg).toBe('Round 1, Round 1 by name and Slips removed.');
  });

  it('keeps the slips of an earlier round', () => {
    const e = event(6);
    e.click('Pair next round');
    e.click('Print result slips');
    typeResults(e, 1, () => 'W+');
    e.click('Pair next round');
    e.click('Undo last pairing');
    expect(e.ss.getSheetByName('Round 2')).toBeNull();
    expect(e.ss.getSheetByName('Slips')!.getRange('A2').getValue()).toBe('Round 1');
  });

  it('finds the round of the slips below a tournament name that starts "Round 1"', () => {
    const e = event(6);
    e.setSetting('Tournament name', 'Round 1 of the Club League');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.click('Pair next round');
    e.click('Print result slips');
    e.click('Undo last pairing');
    expect(e.ss.ui.alerts.find((a) => a.buttons !== 'OK')!.prompt).toBe(
      'Remove Round 2 and Slips? Nothing else changes.',
    );
    expect(e.ss.getSheetByName('Slips')).toBeNull();
  });

  it('keeps the slips of round 1 under a tournament name that starts "Round 2"', () => {
    const e = event(6);
    e.setSetting('Tournament name', 'Round 2 of the Club League');
    e.click('Pair next round');
    e.click('Print result slips');
    typeResults(e, 1, () => 'W+');
    e.click('Pair next round');
    e.click('Undo last pairing');
    expect(e.ss.getSheetByName('Slips')!.getRange('A1:A2').getValues()).toEqual([
      ['Round 2 of the Club League'],
      ['Round 1'],
    ]);
  });

  it('gives late arrivals back their blank Band and Initial score', () => {
    const e = round1Played(['Late Lu', '2k'], ['Late Mo', '30k']);
    const before = snapshot(e.ss);
    e.click('Pair next round');
    const players = e.values('Players');
    const band = players[0].indexOf('Band');
    expect(players.slice(-2).map((r) => r[band] !== '')).toEqual([true, true]);
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
    expect(e.ss.getSheetByName('Round 2')).toBeNull();
  });

  it('keeps its record within 9 kB a property when late arrivals have names in other scripts', () => {
    // Apps Script counts a property value's UTF-8 bytes; the sandbox refuses a longer one.
    const e = event(6);
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const kana = (i: number): string =>
      String.fromCharCode(0x30a2 + (i % 40), 0x30a2 + Math.floor(i / 40));
    for (let i = 0; i < 120; i++) arrive(e, `山田花子之助${kana(i)} Ярославна Σοφία`, '10k');
    const before = snapshot(e.ss);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    expect(e.values('Round 2').length).toBe(64);
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('keeps a late arrival’s band the TD edited after the pairing, and says so', () => {
    const e = round1Played(['Late Lu', '2k']);
    e.click('Pair next round');
    e.edit('Players', 6, 'Initial score', -7);
    e.click('Undo last pairing');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nRound 2 removed. Kept, as they were edited after the pairing: Late Lu.',
    );
    expect(e.values('Players')[7][e.values('Players')[0].indexOf('Initial score')]).toBe(-7);
  });

  it('keeps a late arrival whose Band alone the TD cleared after the pairing, and says so', () => {
    const e = round1Played(['Late Lu', '2k']);
    e.click('Pair next round');
    const header = e.values('Players')[0];
    const score = e.values('Players')[7][header.indexOf('Initial score')];
    expect(score).not.toBe('');
    e.edit('Players', 6, 'Band', '');
    e.click('Undo last pairing');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nRound 2 removed. Kept, as they were edited after the pairing: Late Lu.',
    );
    const lu = e.values('Players')[7];
    expect([lu[header.indexOf('Band')], lu[header.indexOf('Initial score')]]).toEqual(['', score]);
  });

  it('says nothing of late arrivals whose cells Edit › Undo in Sheets already put back', () => {
    const e = round1Played(['Late Lu', '2k'], ['Late Mo', '30k']);
    const players = e.ss.getSheetByName('Players')!;
    const cells = players.getDataRange().getValues();
    e.click('Pair next round');
    // Ctrl+Z in Sheets takes back the pairing's Players writes; Round 2 stays.
    players.getRange(1, 1, cells.length, cells[0].length).setValues(cells);
    e.click('Undo last pairing');
    // Asked and told as for a round whose late arrivals are given back nothing.
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nRemove Round 2? Nothing else changes.',
    );
    expect(e.ss.toasts[e.ss.toasts.length - 1].msg).toBe('Round 2 removed.');
    expect(players.getDataRange().getValues()).toEqual(cells);
  });

  it('leaves Players alone when the record kept is of another tab of that name', () => {
    const e = round1Played(['Late Lu', '2k']);
    e.click('Pair next round');
    // Round 2 is not the tab that was paired (deleted, and another put in its place).
    const store = e.ss.properties.document;
    const record = JSON.parse(store.get('pairsheet.undo.r2.0')!) as { sheetId: number };
    store.set('pairsheet.undo.r2.0', JSON.stringify({ ...record, sheetId: 999 }));
    const players = e.values('Players');
    e.click('Undo last pairing');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nRound 2 removed. No record of the pairing was found (none comes with a workbook downloaded from Google Sheets as .xlsx, say), so the Players tab was left as it is: the Band and Initial score of Late Lu, who joined in Round 2, stay. To have the next pairing place them afresh (a rank corrected, say), clear those cells first.',
    );
    expect(e.values('Players')).toEqual(players);
  });

  it('shows again the tab that was in view when the round was paired', () => {
    const e = event(6);
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.ss.setActiveSheet(e.ss.getSheetByName('Players')!);
    e.click('Pair next round');
    expect(e.ss.getActiveSheet().getName()).toBe('Round 2');
    e.click('Undo last pairing');
    expect(e.ss.getActiveSheet().getName()).toBe('Players');
  });

  it('gives the other late arrivals back their cells when one of them was renamed since', () => {
    const e = round1Played(['Late Lu', '2k'], ['Late Mo', '4k']);
    e.click('Pair next round');
    // The name corrected on Players and on the round tab: the record still says Late Lu.
    for (const tab of ['Players', 'Round 2']) {
      const sheet = e.ss.getSheetByName(tab)!;
      const values = sheet.getDataRange().getValues();
      values.forEach((row, r) =>
        row.forEach((v, c) => {
          if (v === 'Late Lu') sheet.getRange(r + 1, c + 1).setValue('Late Lou');
        }),
      );
    }
    const alerts = e.ss.ui.alerts.length;
    e.click('Undo last pairing');
    expect(e.ss.ui.alerts.slice(alerts).map((a) => a.prompt)).toEqual([
      'Remove Round 2 and give back the Band and Initial score of 1 late arrival? Nothing else changes.',
      'Round 2 removed. Band and Initial score given back to 1 late arrival. No Players row is named Late Lu any more (renamed since the pairing?), so that late arrival keeps their Band and Initial score.',
    ]);
    const players = e.values('Players');
    const band = players[0].indexOf('Band');
    expect(players.slice(-1).map((r) => [r[0], r[band], r[band + 1]])).toEqual([
      ['Late Mo', '', ''],
    ]);
  });

  it('after pairing a round again, still restores what the first pairing overwrote', () => {
    const e = round1Played(['Late Lu', '2k']);
    const before = snapshot(e.ss);
    e.click('Pair next round');
    e.click('Pair next round');
    expect(e.lastAlert()).toMatch(/Round 2 has no results yet\. Pair it again/);
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('undoes rounds one after the other, each giving back its own late arrivals', () => {
    const e = event(6);
    arrive(e, 'Late Lu', '2k');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    arrive(e, 'Late Mo', '4k');
    const before = snapshot(e.ss);
    e.click('Pair next round');
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
    typeResults(e, 1, () => '');
    e.click('Undo last pairing');
    expect(e.lastAlert()).toMatch(
      /Remove Round 1 and give back the Band and Initial score of 1 late arrival\?/,
    );
    const players = e.values('Players');
    const at = (h: string): number => players[0].indexOf(h);
    expect(players.slice(-2).map((r) => [r[0], r[at('Band')], r[at('Initial score')]])).toEqual([
      ['Late Lu', '', ''],
      ['Late Mo', '', ''],
    ]);
    expect(roundTabsOf(e)).toEqual([]);
  });

  it('refuses while results are typed in, naming how many and where', () => {
    const e = event(6);
    e.click('Pair next round');
    typeResults(e, 1, (w, b, board) => (board === 2 ? '' : 'B+'));
    const before = snapshot(e.ss);
    e.click('Undo last pairing');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nRound 1 has 2 results typed in (boards 1, 3), so it was not removed. "Undo last pairing" removes a round only before any result is in; clear those Result cells first if the round must really go.',
    );
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('does nothing when the TD answers No', () => {
    const e = event(4);
    e.click('Pair next round');
    const before = snapshot(e.ss);
    e.ss.ui.answers.push('NO');
    e.click('Undo last pairing');
    expect(e.lastAlert()).toMatch(/Remove Round 1\? Nothing else changes\./);
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('says there is nothing to undo before round 1', () => {
    const e = event(4);
    const before = snapshot(e.ss);
    e.click('Undo last pairing');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Undo last pairing\nNo round has been paired yet; there is nothing to undo.',
    );
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('removes a hand-made round without a record, leaving Players alone', () => {
    const e = event(4);
    e.click('Pair next round');
    e.ss.getSheetByName('Settings')!.activate();
    e.addon.context.PropertiesService.getDocumentProperties().deleteAllProperties();
    e.click('Undo last pairing');
    expect(e.ss.getSheetByName('Round 1')).toBeNull();
  });
});

describe('pair → undo leaves the workbook exactly as it was', () => {
  it('holds for any field, system, rounds played and late arrivals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom('McMahon', 'Swiss', 'Stable Swiss', 'Round robin'),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.constantFrom(...RANKS), { maxLength: 3 }),
        fc.boolean(),
        (count, system, played, late, print) => {
          const e = event(count, system);
          for (let r = 1; r <= played; r++) {
            e.click('Pair next round');
            typeResults(e, r, (w, b, board) => (board % 2 ? 'W+' : 'B+'));
          }
          if (system !== 'Round robin') late.forEach((rank, i) => arrive(e, `Late ${i}`, rank));
          e.ss.ui.alerts.length = 0;
          const before = snapshot(e.ss);
          e.click('Pair next round');
          if (e.lastAlert()) return; // refused (nothing written): nothing to undo
          if (print) e.click('Print pairings');
          e.click('Undo last pairing');
          expect(e.ss.ui.alerts.filter((a) => a.buttons === 'OK')).toEqual([]);
          expect(snapshot(e.ss)).toEqual(before);
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  });
});
