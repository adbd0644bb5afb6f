/**
 * Export results… on a sheet the result files cannot take as it is: players without a rank
 * (an Elo-rated Swiss), dates typed as text, non-Latin names, three-letter countries. Each is
 * converted as formats.md allows and named in the Export report, or refused naming the cell.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

interface Answer {
  ok: boolean;
  message: string;
  text?: string;
  notes?: string[];
}

const exportFile = (event: Event, format: string): Answer =>
  JSON.parse(
    JSON.stringify(event.addon.call('exportEventFile', { format, temporaryIds: true })),
  ) as Answer;

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
