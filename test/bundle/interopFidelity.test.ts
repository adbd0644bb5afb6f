/**
 * What an import or export keeps: who plays which round (withdrawals, late arrivals, requested
 * byes) through OpenGotha, every Players column of a CSV roster, and a word in the Import report
 * for what the file has no place for.
 */
import { describe, expect, it } from 'vitest';
import { exportPairgoth } from '../../src/interop';
import { snapshot } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import {
  newEvent,
  playerRow,
  typeResults,
  type Event,
  dialogCall,
  type DialogAnswer,
} from '../support/event';

const importFile = (event: Event, fileName: string, text: string): DialogAnswer =>
  dialogCall(event, 'importEventFile', { fileName, text });

const exportOpenGotha = (event: Event): string => {
  const answer = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
  expect(answer.ok).toBe(true);
  return answer.text!;
};

/** participating of each player of an OpenGotha file, by name. */
const participating = (xml: string): Record<string, string> =>
  Object.fromEntries(
    [...xml.matchAll(/<Player name="([^"]+)".*? participating="([01]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

const report = (event: Event): string[] =>
  event
    .values('Import report')
    .slice(1)
    .map((r) => String(r[0]));

const names = (event: Event, round: number): string[] =>
  event
    .values(`Round ${round}`)
    .slice(1)
    .flatMap((r) => [r[1], r[2]])
    .filter((n): n is string => typeof n === 'string' && n !== '');

/**
 * A 5-round McMahon event with 3 rounds played: Player C asked to miss round 1, Player J
 * withdrew after round 1, Player K arrived for round 2, Player E asks to miss round 4.
 */
function played(): Event {
  const event = newEvent({
    players: 'ABCDEFGHIJ'
      .split('')
      .map((c, i) =>
        playerRow({ Name: `Player ${c}`, Rank: `${i + 1}k`, Byes: c === 'C' ? 1 : '' }),
      ),
    settings: { Rounds: 5, 'Random seed': 2026 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.edit('Players', 9, 'Status', 'withdrawn');
  event.edit('Players', 10, 'Name', 'Player K');
  event.edit('Players', 10, 'Rank', '4k');
  event.edit('Players', 4, 'Byes', 4);
  for (const round of [2, 3]) {
    event.click('Pair next round');
    typeResults(event, round, () => 'B+');
  }
  expect(names(event, 2)).not.toContain('Player J');
  expect(names(event, 1)).not.toContain('Player K');
  return event;
}

describe('OpenGotha round trip: who plays which round', () => {
  it('a withdrawn player stays withdrawn and is not paired; absences stay absences', () => {
    const source = played();
    const xml = exportOpenGotha(source);
    const ones = (n: number): string => '1'.repeat(n);
    expect(participating(xml)).toMatchObject({
      'Player A': ones(20),
      'Player C': '0' + ones(19),
      'Player E': '1110' + ones(16),
      // Out of every round after the first, to OpenGotha's 20th.
      'Player J': '1' + '0'.repeat(19),
      'Player K': '0' + ones(19),
    });

    const event = newEvent();
    expect(importFile(event, 'rt5.xml', xml)).toEqual({
      ok: true,
      message:
        'Imported 11 players and 3 rounds from the OpenGotha file. The file says 1 player has withdrawn, playing none of the rounds left: Player J. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active. 4 notes on the "Import report" tab.',
    });
    const players = event.values('Players');
    const column = (h: string): number => players[0].indexOf(h);
    const row = (name: string) => players.find((r) => r[0] === name)!;
    expect(
      ['Player C', 'Player E', 'Player J', 'Player K'].map((n) => [
        n,
        row(n)[column('Byes')],
        row(n)[column('Status')],
      ]),
    ).toEqual([
      ['Player C', '1', 'active'],
      ['Player E', '4', 'active'],
      ['Player J', '', 'withdrawn'],
      ['Player K', '1', 'active'],
    ]);
    // As Pairsheet pairs them: a withdrawn player has no row after withdrawing.
    expect(names(event, 2)).not.toContain('Player J');
    expect(names(event, 3)).not.toContain('Player J');
    expect(event.values('Round 1').find((r) => r[1] === 'Player K')?.[5]).toBe('Voluntary bye');
    expect(report(event).some((n) => n.includes('not marked absent'))).toBe(false);
    // Out from round 2 on with no game there: with no points for a requested bye, a round missed
    // before leaving scores as the withdrawal does, so nothing is said.
    expect(report(event).some((n) => n.includes('Player J'))).toBe(false);

    event.click('Pair next round');
    const round4 = event.values('Round 4').slice(1);
    expect(names(event, 4)).not.toContain('Player J');
    expect(round4.filter((r) => r[0] !== 'Bye')).toHaveLength(4);
    expect(round4.filter((r) => r[0] === 'Bye').map((r) => [r[1], r[5]])).toEqual([
      [expect.not.stringMatching(/^Player J$/), 'Forced bye'],
      ['Player E', 'Voluntary bye'],
    ]);

    // The imported workbook exports the same participation again.
    event.click('Undo last pairing');
    expect(participating(exportOpenGotha(event))).toEqual(participating(xml));
  });
});

describe('Import report: Settings the file has no place for', () => {
  it('an OpenGotha round trip names the random seed it reset', () => {
    const source = played();
    const event = newEvent();
    importFile(event, 'rt5.xml', exportOpenGotha(source));
    const settings = Object.fromEntries(event.values('Settings').map((r) => [r[0], r[1]]));
    expect(settings['Random seed']).toBe(1);
    const note = report(event).find((n) => n.startsWith('Settings the OpenGotha file'));
    expect(note).toMatch(
      /^Settings the OpenGotha file has no place for were set to Pairsheet's defaults: .*Random seed: 1\. If the event used other values, set them on the Settings tab before pairing the next round\.$/,
    );
    // What the file carries is not listed, nor the settings of other pairing systems.
    for (const name of ['Rounds', 'Komi (even games)', 'Handicap', 'Stable Swiss c', 'Multi-game'])
      expect(note).not.toContain(`${name}:`);
    expect(note).toContain('Avoid same club: Yes');
  });

  it('so does a pairgoth import', () => {
    const event = newEvent();
    expect(importFile(event, 'lakeside.tour', exportPairgoth(lakeside())).ok).toBe(true);
    expect(report(event)).toContainEqual(
      expect.stringMatching(/^Settings the pairgoth file has no place for .*Random seed: 1\./),
    );
  });
});

describe('Import event names the players the file has withdrawn', () => {
  it('from a pairgoth file, as from OpenGotha', () => {
    const source = played();
    source.edit('Players', 2, 'Status', 'withdrawn');
    const answer = dialogCall(source, 'exportEventFile', { format: 'pairgoth' });
    expect(answer.ok).toBe(true);
    expect(importFile(newEvent(), 'rt5.tour', answer.text!)).toEqual({
      ok: true,
      message:
        'Imported 11 players and 3 rounds from the pairgoth file. The file says 2 players have withdrawn, playing none of the rounds left: Player C; Player J. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active. 4 notes on the "Import report" tab.',
    });
  });
});

describe('CSV roster', () => {
  const FULL =
    'Name,Rank,Club,City,Byes,Status,Bye volunteer,Paid\r\n' +
    '"Lee, Ann",3k,MADG,Madison,"2, 3",withdrawn,Yes,Yes\r\n' +
    'Bo Chen,1d,MADG,Verona,,,,No\r\n';

  it('carries every Players column and names the one left out', () => {
    const event = newEvent();
    expect(importFile(event, 'full.csv', FULL)).toEqual({
      ok: true,
      message: `Imported 2 players and 0 rounds from the CSV roster. The file's Status column says 1 player has withdrawn: Lee, Ann. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active. 1 note on the "Import report" tab.`,
    });
    const players = event.values('Players');
    const pick = (r: unknown[]) =>
      ['Name', 'Rank', 'Club', 'City', 'Byes', 'Bye volunteer', 'Status'].map(
        (h) => r[players[0].indexOf(h)],
      );
    expect(players.slice(1).map(pick)).toEqual([
      ['Lee, Ann', '3k', 'MADG', 'Madison', '2, 3', 'Yes', 'withdrawn'],
      ['Bo Chen', '1d', 'MADG', 'Verona', '', 'No', 'active'],
    ]);
    expect(report(event)).toEqual([
      'Column H "Paid" was left out: the Players tab has no such column.',
    ]);
    // The Players tab reads back what was written.
    event.click('Build bands');
    expect(event.lastAlert()).toBeUndefined();
  });

  it('says everything was carried over only when it was', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'name,RANK,city\r\nBo Chen,1d,Verona\r\n');
    expect(report(event)).toEqual(['Everything in the file was carried over.']);
    expect(event.values('Players')[1].slice(0, 5)).toEqual(['Bo Chen', '1d', '', '', 'Verona']);
  });

  it('refuses a cell the Players tab would refuse, and changes nothing', () => {
    const event = newEvent();
    const before = snapshot(event.ss);
    expect(importFile(event, 'bad.csv', FULL.replace('"2, 3"', 'two'))).toEqual({
      ok: false,
      message:
        'CSV roster, line 2, column E (Lee, Ann): Byes "two" is not a list of rounds such as "3, 5".',
    });
    expect(snapshot(event.ss)).toEqual(before);
  });
});
