/**
 * Export results… on a sheet the result files cannot take as it is: players without a rank
 * (an Elo-rated Swiss), dates typed as text, non-Latin names, countries typed as codes or names. Each is
 * converted as formats.md allows and named in the Export report, or refused naming the cell.
 */
import { tenAfterRound1 } from '../support/tenBands';
import { describe, expect, it } from 'vitest';
import { readH9 } from '../interop/readers';
import {
  newEvent,
  playerRow,
  typeResults,
  type Event,
  dialogCall,
  type DialogAnswer,
} from '../support/event';

const exportFile = (event: Event, format: string): DialogAnswer =>
  dialogCall(event, 'exportEventFile', { format, temporaryIds: true });

/** A Swiss go event rated Elo-style, ranks left blank as the README allows; round 1 played. */
function eloSwiss(players: Array<Record<string, string | number>>): Event {
  const event = newEvent({
    players: players.map((p) => playerRow(p)),
    settings: { 'Pairing system': 'Swiss', Rounds: 2, 'Tournament name': 'Club Elo' },
  });
  // The optional id column, after the Players columns.
  const sheet = event.ss.getSheetByName('Players')!;
  const column = sheet.getLastColumn() + 1;
  sheet
    .getRange(1, column, players.length + 1, 1)
    .setValues([['AGA ID'], ...players.map((p) => [p['AGA ID'] ?? ''])]);
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  return event;
}

const FOUR = [
  { Name: 'Smith, John', Rating: 1750, 'AGA ID': 1001 },
  { Name: 'Okafor,Ada', Rating: 1800, 'AGA ID': 1002 },
  { Name: 'Lee, Bo', Rating: 2150, 'AGA ID': 1003 },
  { Name: 'Ng, Li', Rating: 1450, 'AGA ID': 1004 },
];

describe('players without a rank', () => {
  it('the AGA file gets the rank each rating falls in, and the report says so', () => {
    const answer = exportFile(eloSwiss(FOUR), 'aga');
    expect(answer.ok).toBe(true);
    const players = answer.text!.split('\n').filter((l) => /^100\d\t\D/.test(l));
    expect(players).toEqual([
      '1001\tSmith, John\t3k',
      '1002\tOkafor, Ada\t3k',
      '1003\tLee, Bo\t2d',
      '1004\tNg, Li\t6k',
    ]);
    expect(answer.notes).toContain(
      'No rank on the Players tab, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): Smith, John 1750 → 3k; Okafor, Ada 1800 → 3k; Lee, Bo 2150 → 2d; Ng, Li 1450 → 6k.',
    );
  });

  it('an unrated player without a rank is refused by name', () => {
    const event = eloSwiss([...FOUR.slice(0, 3), { Name: 'Ng, Li', 'AGA ID': 1004 }]);
    expect(exportFile(event, 'h9')).toEqual({
      ok: false,
      message:
        'The EGF results table needs a rank on every player line, and 1 player has neither a rank nor a rating: Ng, Li. Give the player a rank (like 5k or 2d) on the Players tab.',
    });
  });
});

describe('event dates', () => {
  it('dates typed as text or shown as a serial number are written in each format’s form', () => {
    const event = eloSwiss(FOUR);
    event.setSetting('Start date', "'5 April 2025");
    event.setSetting('End date', "'6.4.2025");
    event.setSetting('Basic time (minutes)', 60);
    const og = exportFile(event, 'opengotha');
    expect(og.text).toMatch(/ beginDate="2025-04-05" endDate="2025-04-06" /);
    expect(exportFile(event, 'h9').text!.split('\n').slice(0, 4)).toEqual([
      '; CL[A]',
      '; EV[Club Elo]',
      '; DT[2025-04-05,2025-04-06]',
      '; HA[h9]',
    ]);
    // A date cell whose format was set to General shows the day's serial number.
    event.setSetting('Start date', 45752);
    event.setSetting('End date', '');
    const aga = exportFile(event, 'aga');
    expect(aga.text!.split('\n').slice(0, 3)).toEqual([
      'TOURNEY Club Elo, 4/5/2025',
      '\tstart=4/5/2025',
      '\tfinish=4/5/2025',
    ]);
    expect(aga.notes!.slice(1)).toEqual([
      'Settings: Location is blank, so the TOURNEY line has no place; the AGA needs it.',
      'Settings: End date is blank, so 2025-04-05 is written as both the first and the last day (start= and finish= lines).',
    ]);
  });

  it('an unreadable date is refused naming the Settings cell', () => {
    const event = eloSwiss(FOUR);
    event.setSetting('End date', "'6/4/2025");
    for (const format of ['aga', 'h9', 'opengotha']) {
      expect(exportFile(event, format)).toEqual({
        ok: false,
        message:
          'Settings!B38 (End date): "6/4/2025" could be 6 April or June 4. Type it as 2025-04-06 or 2025-06-04.',
      });
    }
    event.setSetting('End date', '');
    event.setSetting('Basic time (minutes)', "'an hour");
    expect(exportFile(event, 'h9')).toEqual({
      ok: false,
      message:
        'Settings!B39 (Basic time (minutes)): "an hour" is not a number of minutes, such as 60.',
    });
  });
});

describe('countries typed as codes or names', () => {
  it('are written as two letters; a country with no code is left out and named', () => {
    const event = eloSwiss([
      { ...FOUR[0], Country: 'GBR' },
      { ...FOUR[1], Country: '日本' },
      { ...FOUR[2], Country: 'Congo' },
      { ...FOUR[3], Country: 'the Netherlands' },
    ]);
    // The United Kingdom is UK in the EGF's files, GB (its ISO code) in pairgoth's.
    const og = exportFile(event, 'opengotha');
    expect([...og.text!.matchAll(/ country="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'UK',
      'JP',
      '',
      'NL',
    ]);
    const h9 = exportFile(event, 'h9');
    const countries = readH9(h9.text!).players.map((p) => p.country);
    expect(countries.sort()).toEqual(['JP', 'NL', 'UK', 'XX']);
    const tour = JSON.parse(exportFile(event, 'pairgoth').text!) as {
      players: { country: string }[];
    };
    expect(tour.players.map((p) => p.country)).toEqual(['GB', 'JP', '', 'NL']);
    expect(h9.notes).toContain(
      'Congo (Lee, Bo): type CG (Congo-Brazzaville) or CD (DR Congo) on Players; "Congo" fits two countries (the EGF table writes XX).',
    );
    expect(og.notes).toContain(
      'Congo (Lee, Bo): type CG (Congo-Brazzaville) or CD (DR Congo) on Players; "Congo" fits two countries (the OpenGotha file leaves it blank).',
    );
    // The AGA results file has no country field, so it has no such note.
    const aga = exportFile(event, 'aga');
    expect(aga.ok).toBe(true);
    expect(aga.notes?.join(' ')).not.toMatch(/Countries/);
  });
});

describe('reading the workbook for an export', () => {
  it('reads each tab once: Settings, Players and the round (the event details come with Settings)', () => {
    const event = eloSwiss(FOUR);
    event.ss.calls.reset();
    expect(exportFile(event, 'opengotha').ok).toBe(true);
    expect(event.ss.calls.count('getValues')).toBe(3);
  });

  it('McMahon with Bar blank: the Bands tab is read once too, and gives the bar', () => {
    const event = tenAfterRound1();
    event.setSetting('Bar', '');
    event.ss.calls.reset();
    const tour = exportFile(event, 'pairgoth');
    expect(tour.ok).toBe(true);
    // Settings, Players, Bands and Round 1.
    expect(event.ss.calls.count('getValues')).toBe(4);
    expect(JSON.parse(String(tour.text)).pairing.mmBar).toBe(4);
  });
});

describe('Players columns an event file has no place for', () => {
  it('Bye volunteer, City, Family and Division are named, with how many players, for OpenGotha and pairgoth', () => {
    const event = eloSwiss([
      { ...FOUR[0], 'Bye volunteer': 'Yes', City: 'Leeds', Family: 'Smith', Division: 'Open' },
      { ...FOUR[1], 'Bye volunteer': 'Yes', City: 'Lagos', Division: 'U1800' },
      { ...FOUR[2], City: 'Busan', Family: 'Lee' },
      { ...FOUR[3], 'Bye volunteer': 'No' },
    ]);
    const note =
      'has no place for Bye volunteer (2 players), City (3), Family (2) or Division (2); they are not in the file.';
    const og = exportFile(event, 'opengotha');
    expect(og.notes).toContain(`OpenGotha ${note}`);
    expect(exportFile(event, 'pairgoth').notes).toContain(`pairgoth ${note}`);
    // Indeed lost: the file imported into a new workbook has none of them.
    const copy = newEvent();
    expect(dialogCall(copy, 'importEventFile', { fileName: 'club.xml', text: og.text }).ok).toBe(
      true,
    );
    const rows = copy.values('Players');
    const columns = ['Bye volunteer', 'City', 'Family', 'Division'].map((h) => rows[0].indexOf(h));
    expect(rows.slice(1).map((r) => columns.map((c) => r[c]))).toEqual(
      rows.slice(1).map(() => ['No', '', '', '']),
    );
    // A sheet without such values gets no such note.
    expect(exportFile(eloSwiss(FOUR), 'opengotha').notes?.join(' ')).not.toMatch(/no place/);
  });
});
