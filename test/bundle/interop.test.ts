import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha, type ImportedEvent } from '../../src/interop';
import { snapshot } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import { readAga, readH9 } from '../interop/readers';
import {
  newEvent,
  playerRow,
  typeResults,
  type Event,
  dialogCall,
  type DialogAnswer,
} from '../support/event';

const importFile = (event: Event, fileName: string, text: string, replace = false): DialogAnswer =>
  dialogCall(event, 'importEventFile', { fileName, text, replace });

const golden = (name: string): string =>
  readFileSync(new URL(`../interop/golden/${name}`, import.meta.url), 'utf8');

const playersAndRounds = (e: ImportedEvent) => ({ players: e.players, rounds: e.rounds });

function imported(): Event {
  const event = newEvent();
  const answer = importFile(event, 'lakeside.xml', exportOpenGotha(lakeside()));
  expect(answer).toEqual({
    ok: true,
    message:
      'Imported 6 players and 3 rounds from the OpenGotha file. 4 notes on the "Import report" tab.',
  });
  return event;
}

describe('Import event', () => {
  it('writes Settings, Players with absences as Byes and ids, and every round with byes', () => {
    const event = imported();
    const players = event.values('Players');
    expect(players[0]).toEqual([
      'Name',
      'Rank',
      'Rating',
      'Club',
      'City',
      'State',
      'Country',
      'Family',
      'Band',
      'Initial score',
      'Byes',
      'Bye volunteer',
      'Status',
      'Division',
      'AGA ID',
      'EGF PIN',
    ]);
    expect(
      players.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[6], r[10], r[14], r[15]]),
    ).toEqual([
      ['de Vries, Jan', '2d', 2150, 'Utre', 'NL', '', '1234', '12345678'],
      ["O'Brien, Séan", '3k', 1750, 'Dubl', 'IE', '', '2345', ''],
      ['Kowalska-Nowak, Ewa', '1k', 1950, 'Wars', 'PL', '', '', '13579246'],
      ['李, 明', '5k', 1550, '', 'CN', '', '7', ''],
      ['=Smith, Jr, Bob', '10k', 1050, 'Bost', 'US', '', '99', ''],
      ['Øster, Lars', '5k', 1560, 'Cope', 'DK', '3', '4567', ''],
    ]);
    // Ids stay text, as imported (a leading zero would survive); a name that looks like a
    // formula stays text.
    const cell = event.ss.getSheetByName('Players')!.getRange(6, 1);
    expect(cell.getFormula()).toBe('');
    const settings = Object.fromEntries(
      event
        .values('Settings')
        .slice(1)
        .map((r) => [r[0], r[1]]),
    );
    expect(settings).toMatchObject({
      'Tournament name': 'Lakeside Spring Open',
      'Pairing system': 'McMahon',
      Rounds: 3,
      Bar: '3d',
      Floor: '20k',
      Handicap: 'Minus 1',
      'Komi (even games)': 7,
      Location: 'Madison, WI',
    });
    expect(event.values('Round 1')).toEqual([
      ['Board', 'White', 'Black', 'Handicap', 'Komi', 'Result', 'Notes'],
      [1, 'de Vries, Jan', 'Kowalska-Nowak, Ewa', 0, 7, 'W+', ''],
      [2, "O'Brien, Séan", '李, 明', 2, 0.5, 'B+', ''],
      [3, 'Øster, Lars', '=Smith, Jr, Bob', 0, 7, 'Jigo', ''],
    ]);
    expect(
      event
        .values('Round 2')
        .slice(1)
        .map((r) => r[5]),
    ).toEqual(['W+F', '', 'B+']);
    expect(event.values('Round 3').slice(1)).toEqual([
      [1, "O'Brien, Séan", 'de Vries, Jan', 1, 0.5, 'B+', ''],
      [2, '李, 明', 'Kowalska-Nowak, Ewa', 0, 7, 'W+', ''],
      ['Bye', '=Smith, Jr, Bob', '', '', '', 'Forced bye', ''],
      ['Bye', 'Øster, Lars', '', '', '', 'Voluntary bye', 'Imported: not paired'],
    ]);
    expect(
      event
        .values('Import report')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([
      'Time system SUDDENDEATH (basic time 45 min): Pairsheet keeps the basic time only (Settings, "Basic time (minutes)").',
      'Placement criteria MMS, SOSM: Pairsheet uses its own tiebreaks.',
      "Settings the OpenGotha file has no place for were set to Pairsheet's defaults: Band factor D: 0.75; Bar separation: Computed; Score origin: Top band 0; Top band always even: Yes; Komi (handicap games): 0.5; Colour rule: Yes; Pairing style: Split and shift; Avoid same family: Yes; Avoid same club: Yes; Avoid same city: No; Avoid same state: No; Avoid same country: No; Avoid handicap games: No; Colour balance in McMahon: No; Drawing of lots: Yes; Random seed: 1. If the event used other values, set them on the Settings tab before pairing the next round.",
      'Bands and initial scores were built from the ranks, bar and floor (AGA 2009 rule); the McMahon scores of the source program may differ.',
    ]);
  });

  it('the imported event goes on in Pairsheet: round 4 is paired from the imported rounds', () => {
    const event = newEvent();
    const four = lakeside();
    four.settings.rounds = 4;
    expect(importFile(event, 'lakeside.xml', exportOpenGotha(four)).ok).toBe(true);
    // The result missing in the file is typed in first, as Pair next round asks.
    event.edit('Round 2', 1, 'Result', 'B+');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 3 looks right: 2 boards, 2 bye rows.',
    );
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    const round4 = event.values('Round 4');
    expect(round4).toHaveLength(4);
    // Six players, three boards, and no pair that met before.
    const met = new Set(
      [1, 2, 3].flatMap((r) =>
        event
          .values(`Round ${r}`)
          .slice(1)
          .filter((row) => row[0] !== 'Bye')
          .map((row) => [row[1], row[2]].sort().join(' / ')),
      ),
    );
    for (const row of round4.slice(1))
      expect(met.has([row[1], row[2]].sort().join(' / '))).toBe(false);
  });

  it('writes an imported Settings tab like Set up does: Help column, notes, dropdowns, event details', () => {
    const event = imported();
    const settings = event.values('Settings');
    const fresh = newEvent().values('Settings');
    expect(settings[0]).toEqual(['Setting', 'Value', 'Help']);
    expect(settings.map((r) => r[0])).toEqual(fresh.map((r) => r[0]));
    expect(settings.map((r) => r[2])).toEqual(fresh.map((r) => r[2]));
    const sheet = event.ss.getSheetByName('Settings')!;
    const system = settings.findIndex((r) => r[0] === 'Pairing system') + 1;
    expect(sheet.getRange(system, 2).getNote()).toBe(settings[system - 1][2]);
    expect(sheet.getRange(system, 2).getDataValidation()?.getCriteriaValues()[0]).toContain(
      'Stable Swiss',
    );
    expect(settings.find((r) => r[0] === 'Basic time (minutes)')?.[1]).toBe(
      lakeside().settings.basicMinutes,
    );
  });

  it('round trip through the sheet: import, then export OpenGotha gives the same players and games', () => {
    const event = imported();
    event.click('Build bands');
    const answer = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
    expect(answer.ok).toBe(true);
    expect(answer.fileName).toBe('lakeside-spring-open.xml');
    const back = parseOpenGotha(answer.text!);
    // With the initial scores of the bands built (2d top band at 0, then one a rank), carried
    // by each player's smmsCorrection (formats.md §4 Player).
    const scores = [0, -2, -1, -3, -4, -3];
    const expected = lakeside();
    expected.players.forEach((p, i) => (p.initialScore = scores[i]));
    expect(playersAndRounds(back)).toEqual(playersAndRounds(expected));
    expect(back.settings).toEqual({ ...lakeside().settings, shortName: 'LakesideSpringOp' });
  });

  it('exports the AGA file field by field as the golden file, after asking about missing ids', () => {
    const event = imported();
    event.click('Build bands');
    const refused = dialogCall(event, 'exportEventFile', { format: 'aga' });
    expect(refused).toEqual({
      ok: false,
      needsIds: true,
      message:
        '1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. Fill them in, or tick "Continue with temporary ids".',
    });
    const answer = dialogCall(event, 'exportEventFile', { format: 'aga', temporaryIds: true });
    expect(answer.fileName).toBe('lakeside-spring-open-aga.txt');
    expect(readAga(answer.text!)).toEqual(readAga(golden('lakeside-aga.txt')));
  });

  it('exports the EGF table in the order of the Standings', () => {
    const event = imported();
    event.click('Build bands');
    event.click('Update standings');
    const standings = event
      .values('Standings')
      .slice(1)
      .map((r) => r[1]);
    const answer = dialogCall(event, 'exportEventFile', { format: 'h9' });
    expect(answer.fileName).toBe('lakeside-spring-open.h1');
    const table = readH9(answer.text!);
    const egfName = (n: unknown): string =>
      String(n)
        .replace(/^(.*), (.*)$/, '$1 $2')
        .replace('李 明', 'Unknown Unknown')
        .replace('=Smith, Jr', '=Smith,_Jr')
        .replace('de Vries', 'de_Vries')
        .replace('Øster', 'Oster')
        .replace('Séan', 'Sean');
    expect(table.players.map((p) => p.name)).toEqual(standings.map(egfName));
    expect(table.header.HA).toBe('h1');
  });

  it('asks before replacing a single round tab too', () => {
    const event = newEvent({
      players: ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': 'Swiss', 'Avoid same club': 'No' },
    });
    event.click('Pair next round');
    const before = snapshot(event.ss);
    expect(importFile(event, 'again.tour', '{"name":"x","rounds":1,"players":[]}')).toEqual({
      ok: false,
      confirm: true,
      message:
        'This spreadsheet already has 1 round tab. Importing replaces Settings, Players and removes Round 1. Nothing has been changed yet. Replace everything?',
    });
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('refuses to replace rounds unless confirmed, and leaves the sheet unchanged', () => {
    const event = imported();
    const before = snapshot(event.ss);
    const answer = importFile(event, 'again.tour', '{"name":"x","rounds":1,"players":[]}');
    expect(answer).toEqual({
      ok: false,
      confirm: true,
      message:
        'This spreadsheet already has 3 round tabs. Importing replaces Settings, Players, Import report and removes Bands, Round 1, Round 2, Round 3. Nothing has been changed yet. Replace everything?',
    });
    expect(snapshot(event.ss)).toEqual(before);
    const replaced = importFile(
      event,
      'again.tour',
      '{"name":"Club night","rounds":2,"players":[{"id":1,"name":"Ng","firstname":"Li","rating":1150,"rank":-10,"country":"SG","club":""}],"games":[]}',
      true,
    );
    expect(replaced.ok).toBe(true);
    expect(event.ss.getSheetByName('Round 1')).toBeNull();
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Ng, Li']);
  });

  it('a truncated file gets a message naming the line, and nothing changes', () => {
    const event = imported();
    const before = snapshot(event.ss);
    const xml = exportOpenGotha(lakeside());
    const answer = importFile(event, 'cut.xml', xml.slice(0, xml.indexOf('</Games>')), true);
    expect(answer).toEqual({
      ok: false,
      message: 'OpenGotha file, line 11: the file ends before </Games> (the file is cut short).',
    });
    const tour = importFile(
      event,
      'bad.tour',
      '{"name":"x","rounds":1,"players":[],"games":[[{"id":1,"w":5,"b":6}]]}',
      true,
    );
    expect(tour).toEqual({
      ok: false,
      message: 'pairgoth file, line 1, round 1, game id 1: player id 5 is not among the players.',
    });
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('a 20 MB file is refused before it is read; nothing changes', () => {
    const event = imported();
    const before = snapshot(event.ss);
    const answer = importFile(
      event,
      'huge.xml',
      `<Tournament>${' '.repeat(20 * 1024 * 1024)}</Tournament>`,
      true,
    );
    expect(answer).toEqual({
      ok: false,
      message:
        'The OpenGotha file is 20.0 MB; files over 5 MB are refused (no event or rating list is that large). Check that the right file was chosen.',
    });
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('a CSV roster fills Players only and keeps the Settings', () => {
    const event = newEvent({ settings: { 'Tournament name': 'Club night' } });
    const answer = importFile(
      event,
      'roster.csv',
      'Name,Rank,Club,AGA ID\n"Okafor, Ada",3k,MADG,1234\n@home,2d,,\n',
    );
    expect(answer.ok).toBe(true);
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => [r[0], r[1], r[3], r[14]]),
    ).toEqual([
      ['Okafor, Ada', '3k', 'MADG', '1234'],
      ['@home', '2d', '', ''],
    ]);
    expect(event.values('Settings').find((r) => r[0] === 'Tournament name')![1]).toBe('Club night');
  });
});

describe('Look up ratings', () => {
  const TDLIST = [
    'de Vries, Jan\t1234\tFull\t2.31\t12/31/2026\tUTRE\t\t0.52\t4/6/2025',
    'Kowalska-Nowak, Ewa\t5555\tFull\t-1.5\t\t\t\t\t',
    'Chen, Wei\t301\tFull\t2.5\t\t\t\t\t',
  ].join('\r\n');

  it('lists every change on a review tab, then writes only those marked Yes', () => {
    const event = newEvent();
    importFile(
      event,
      'roster.csv',
      'Name,Rank,Club,AGA ID\n"de Vries, Jan",2d,Utre,1234\n"Kowalska-Nowak, Ewa",1k,Wars,\nSomeone,5k,,\n',
    );
    const before = event.values('Players');
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: TDLIST,
    });
    expect(answer).toEqual({
      source: 'TDList',
      named: { unmatched: ['Someone: missing: no line with this name'], unrated: [], swapped: [] },
      ok: true,
      changes: 4,
      unmatched: '1 player not matched (see the tab).',
      message:
        '4 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. 1 player not matched (see the tab).',
    });
    expect(event.values('Players')).toEqual(before);
    expect(event.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['de Vries, Jan', 'by id (TDList, line 1)', 'Rating', '', 2.31, 'Yes'],
      ['de Vries, Jan', 'by id (TDList, line 1)', 'Club', 'Utre', 'UTRE', 'Yes'],
      ['Kowalska-Nowak, Ewa', 'by name (TDList, line 2)', 'Rating', '', -1.5, 'Yes'],
      ['Kowalska-Nowak, Ewa', 'by name (TDList, line 2)', 'AGA ID', '', '5555', 'Yes'],
      ['Someone', 'missing: no line with this name', '', '', '', ''],
    ]);
    // The TD keeps the club as written.
    event.edit('Rating review', 1, 'Apply', 'No');
    expect(dialogCall(event, 'applyRatingReview')).toEqual({
      ok: true,
      message: '3 changes written to the Players tab.',
    });
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => [r[0], r[1], r[2], r[3], r[14]]),
    ).toEqual([
      ['de Vries, Jan', '2d', 2.31, 'Utre', '1234'],
      ['Kowalska-Nowak, Ewa', '1k', -1.5, 'Wars', '5555'],
      ['Someone', '5k', '', '', ''],
    ]);
    expect(event.ss.getSheetByName('Rating review')).toBeNull();
  });

  it('a TDList saved in Windows-1252 is read as such, and the message says so', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank\n"Müller, Jörg",2d\n');
    const latin = Buffer.from('Müller, Jörg\t77\tFull\t2.31\t\t\t\t\t\r\n', 'latin1');
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      base64: latin.toString('base64'),
    });
    expect(answer).toEqual({
      source: 'TDList',
      named: { unmatched: [], unrated: [], swapped: [] },
      ok: true,
      changes: 2,
      unmatched: '',
      message:
        '2 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. The file is not UTF-8: it was read as Windows-1252. Check accented names.',
    });
    expect(event.values('Rating review').map((r) => r[0])).toEqual([
      'Player',
      'Müller, Jörg',
      'Müller, Jörg',
    ]);
  });

  it('a list that changes nothing says so and leaves no review tab, an earlier one removed', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank\n"de Vries, Jan",2d\n"Chen, Wei",2d\n');
    const look = (): DialogAnswer =>
      dialogCall(event, 'lookUpRatingsFile', { fileName: 'tdlista.txt', text: TDLIST });
    expect(look()).toMatchObject({ ok: true, changes: 5 });
    expect(dialogCall(event, 'applyRatingReview').ok).toBe(true);
    // A review written while a club was typed otherwise, then the club put back by hand.
    event.edit('Players', 0, 'Club', 'Utre');
    expect(look()).toMatchObject({ ok: true, changes: 1 });
    event.edit('Players', 0, 'Club', 'UTRE');
    expect(look()).toEqual({
      ok: true,
      changes: 0,
      unmatched: '',
      message:
        'Every player was found in the TDList and already has its rating, rank, club and id; nothing to change, so no "Rating review" tab was written.',
    });
    expect(event.ss.getSheetByName('Rating review')).toBeNull();
  });

  it('skips a header line, as a spreadsheet export writes one, in a TDList and an EGD list', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank,AGA ID\n"de Vries, Jan",2d,1234\n');
    const header = 'Name\tAGA ID\tMember Type\tRating\tExpires\tChapter\tState\tSigma\tJoined';
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: `${header}\r\n${TDLIST}`,
    });
    expect(answer).toMatchObject({ ok: true, changes: 2 });
    expect(answer).not.toHaveProperty('unread');
    expect(event.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['de Vries, Jan', 'by id (TDList, line 2)', 'Rating', '', 2.31, 'Yes'],
      ['de Vries, Jan', 'by id (TDList, line 2)', 'Club', '', 'UTRE', 'Yes'],
    ]);
    const egd = 'PIN\tName\tCountry\tClub\tGrade\tGoR\n12345678 de Vries Jan NL Utre 2d 2180\n';
    expect(
      dialogCall(event, 'lookUpRatingsFile', { fileName: 'egd.txt', text: egd }),
    ).toMatchObject({ ok: true, changes: 3 });
    expect(event.values('Rating review').slice(1)).toEqual([
      ['de Vries, Jan', 'by name (EGD list, line 2)', 'Rating', '', 2180, 'Yes'],
      ['de Vries, Jan', 'by name (EGD list, line 2)', 'Club', '', 'Utre', 'Yes'],
      ['de Vries, Jan', 'by name (EGD list, line 2)', 'EGF PIN', '', '12345678', 'Yes'],
    ]);
  });

  it('writes the review tab for an unrated member even when nothing else changes', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank,AGA ID\n"Lee, Ann",5k,77\n');
    expect(
      dialogCall(event, 'lookUpRatingsFile', {
        fileName: 'tdlista.txt',
        text: 'Lee, Ann\t77\tFull\t0\t\t\t\t\t\r\n',
      }),
    ).toMatchObject({
      ok: true,
      changes: 0,
      message:
        '0 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. The TDList has no rating for 1 player (see the tab).',
    });
    expect(event.values('Rating review').slice(1)).toEqual([
      [
        'Lee, Ann',
        'by id (TDList, line 1); the TDList has no rating for this player',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('reads an unrated member (rating 0 or blank) as no rating, and leaves out a line it cannot read', () => {
    const event = newEvent();
    importFile(
      event,
      'roster.csv',
      'Name,Rank,AGA ID\n"de Vries, Jan",2d,1234\n"Tran, Minh",3k,99\n"Lee, Ann",5k,77\n"Park, Di",1k,78\n',
    );
    const lines = [
      'Tran, Minh\t99\tYouth\t0.5\t\t\t\t\t',
      'Lee, Ann\t77\tFull\t0\t\tBOST\t\t\t',
      'Park, Di\t78\tFull\t\t\t\t\t\t',
      'Okafor Ada 1234 Full -3.41',
    ];
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: [TDLIST, ...lines].join('\r\n'),
    });
    const unread =
      '2 lines of the TDList could not be read and were left out: line 4 (Tran, Minh): rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank; line 7: expected 9 fields separated by tabs (name, AGA id, member type, rating, …), found 1.';
    expect(answer).toEqual({
      source: 'TDList',
      named: {
        unmatched: [
          'Tran, Minh: missing: id 99 is on line 4 of the list, which could not be read: rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank',
        ],
        unrated: ['Lee, Ann: by id (TDList, line 5)', 'Park, Di: by id (TDList, line 6)'],
        swapped: [],
      },
      ok: true,
      changes: 3,
      unmatched:
        '1 player not matched (see the tab). The TDList has no rating for 2 players (see the tab).',
      unread,
      message: `3 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. 1 player not matched (see the tab). The TDList has no rating for 2 players (see the tab). ${unread}`,
    });
    const none = 'the TDList has no rating for this player';
    expect(event.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['de Vries, Jan', 'by id (TDList, line 1)', 'Rating', '', 2.31, 'Yes'],
      ['de Vries, Jan', 'by id (TDList, line 1)', 'Club', '', 'UTRE', 'Yes'],
      [
        'Tran, Minh',
        'missing: id 99 is on line 4 of the list, which could not be read: rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank',
        '',
        '',
        '',
        '',
      ],
      ['Lee, Ann', `by id (TDList, line 5); ${none}`, 'Club', '', 'BOST', 'Yes'],
      ['Park, Di', `by id (TDList, line 6); ${none}`, '', '', '', ''],
    ]);
  });

  it('takes an EGD list copied with tabs for an EGD list, by the shape of its lines', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank\n"de Vries, Jan",5k\n"Aaltonen, Jouni",2k\n');
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'egd.txt',
      text: '12345678\tde Vries Jan\tNL\tUtre\t5k\t1560\r\n10306236\tAaltonen Jouni\tFI\t\t2k\t\r\n',
    });
    expect(answer).toEqual({
      source: 'EGD list',
      named: {
        unmatched: [],
        unrated: ['Aaltonen, Jouni: by name (EGD list, line 2)'],
        swapped: [],
      },
      ok: true,
      changes: 4,
      unmatched: 'The EGD list has no rating for 1 player (see the tab).',
      message:
        '4 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. The EGD list has no rating for 1 player (see the tab).',
    });
    expect(event.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['de Vries, Jan', 'by name (EGD list, line 1)', 'Rating', '', 1560, 'Yes'],
      ['de Vries, Jan', 'by name (EGD list, line 1)', 'Club', '', 'Utre', 'Yes'],
      ['de Vries, Jan', 'by name (EGD list, line 1)', 'EGF PIN', '', '12345678', 'Yes'],
      [
        'Aaltonen, Jouni',
        'by name (EGD list, line 2); the EGD list has no rating for this player',
        'EGF PIN',
        '',
        '10306236',
        'Yes',
      ],
    ]);
  });

  it('matches "First Last" to "Last, First" as a change to confirm, marked Apply = No', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank\nJan de Vries,2d\nWei Chen,2d\n');
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: `${TDLIST}\r\nChen, Wei\t302\tYouth\t-12.7\t\t\t\t\t`,
    });
    expect(answer).toEqual({
      source: 'TDList',
      named: {
        unmatched: ['Wei Chen: ambiguous: 301 (line 3), 302 (line 4); put the right id in AGA ID'],
        unrated: [],
        swapped: ['Jan de Vries: by name, order swapped (TDList, line 1)'],
      },
      ok: true,
      changes: 3,
      unmatched:
        '1 player not matched (see the tab). 1 player found by name with the words in the other order, marked Apply = No: check it is the same player (see the tab).',
      message:
        '3 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. 1 player not matched (see the tab). 1 player found by name with the words in the other order, marked Apply = No: check it is the same player (see the tab).',
    });
    const match =
      'by name, order swapped (TDList, line 1); check it is the same player, then set Apply to Yes';
    expect(event.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['Jan de Vries', match, 'Rating', '', 2.31, 'No'],
      ['Jan de Vries', match, 'Club', '', 'UTRE', 'No'],
      ['Jan de Vries', match, 'AGA ID', '', '1234', 'No'],
      [
        'Wei Chen',
        'ambiguous: 301 (line 3), 302 (line 4); put the right id in AGA ID',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('refuses a TDList none of whose lines reads, naming the first; nothing changes', () => {
    const event = newEvent();
    importFile(event, 'roster.csv', 'Name,Rank\n"de Vries, Jan",2d\n');
    const before = snapshot(event.ss);
    const answer = dialogCall(event, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: 'Tran, Minh\t99\tYouth\tabc\t\t\t\t\t\r\nLee, Ann\t77\tFull\t3k\t\t\t\t\t',
    });
    expect(answer).toEqual({
      ok: false,
      message:
        'TDList, line 1 (Tran, Minh): rating "abc" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank.',
    });
    expect(snapshot(event.ss)).toEqual(before);
  });
});

describe('Export results of a chess event', () => {
  it('refuses the go formats and writes the CSV of rounds and standings', () => {
    const event = newEvent({
      players: ['Ann Lee', 'Bo Chen', 'Cy Ortiz', 'Di Park'].map((Name, i) =>
        playerRow({ Name, Rating: 1900 - 100 * i }),
      ),
      settings: { 'Pairing system': 'Swiss', 'Board game': 'chess' },
    });
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    expect(dialogCall(event, 'exportEventFile', { format: 'h9' })).toEqual({
      ok: false,
      message:
        'Settings say Board game = chess; the AGA, EGF, OpenGotha and pairgoth formats are for go. Export the CSV of rounds and standings instead.',
    });
    const rounds = dialogCall(event, 'exportEventFile', { format: 'rounds' });
    expect(rounds.fileName).toBe('club-tournament-rounds.csv');
    const lines = rounds.text!.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRound,Board,White,Black,Result,Notes');
    expect(lines.slice(1, 3).map((l) => l.split(',').slice(0, 2))).toEqual([
      ['1', '1'],
      ['1', '2'],
    ]);
    const standings = dialogCall(event, 'exportEventFile', { format: 'standings' });
    expect(standings.text!.split('\r\n')[0]).toMatch(/^\uFEFFPlace,Name,/);
    expect(standings.text!.split('\r\n')).toHaveLength(6);
  });
});

describe('Export an AGA file after Board game changed from Chess to Go', () => {
  it('gives games on a tab without komi the Settings komi, and says so', () => {
    const event = newEvent({
      players: ['Ann Lee', 'Bo Chen', 'Cy Ortiz', 'Di Park'].map((Name, i) =>
        playerRow({ Name, Rank: `${i + 1}k` }),
      ),
      settings: { 'Board game': 'chess' },
    });
    event.click('Build bands');
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    event.setSetting('Board game', 'Go');
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+R');
    event.edit('Round 2', 1, 'Komi', '');
    event.edit('Round 2', 0, 'Komi', 6.5);
    const answer = dialogCall(event, 'exportEventFile', { format: 'aga', temporaryIds: true });
    expect(answer.text!.split('\n').slice(-10)).toEqual([
      'GAMES 1',
      '99999\t99998\tw\t0\t7.5',
      '99997\t99996\tw\t0\t7.5',
      '',
      'GAMES 2',
      '99999\t99997\tw\t0\t6.5',
      '99996\t99998\tw\t0\t7.5',
      '',
      'END',
      '',
    ]);
    expect(answer.notes!.filter((n) => n.includes('komi'))).toEqual([
      "Round 1 has no Komi column, so the AGA results file gives its games the Settings komi (7.5 for even games, 0.5 for handicap games). If they were played with another komi, add a Komi column to Round 1, type each board's komi and export again.",
      'Round 2, board 2: the Komi cell is blank, so the AGA results file gives that game the Settings komi (7.5 for even games, 0.5 for handicap games). If the komi was another, type it in and export again.',
    ]);
  });
});
