import { describe, expect, it } from 'vitest';
import { chessClub } from '../support/chessClub';
import { pairings, playerRow, register, typeResults } from '../support/event';

describe('a late entry on Standings where byes asked for score points', () => {
  it('reads bye- for the round missed before entering, and the legend says so', () => {
    const event = chessClub({ 'Requested bye points': '½' });
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    register(event, [playerRow({ Name: 'Greta', Rating: 1700 })]);
    event.click('Pair next round');
    expect(pairings(event, 2)).toHaveLength(3);
    typeResults(event, 2, () => '1-0');
    event.click('Update standings');
    const rows = event.values('Standings');
    const greta = rows.find((r) => r[1] === 'Greta')!;
    expect(greta[rows[0].indexOf('R1')]).toBe('bye-');
    const note = event.ss
      .getSheetByName('Standings')!
      .getRange(event.headerRow('Standings'), rows[0].indexOf('R1') + 1)
      .getNote();
    expect(note).toBe(
      "Opponent's place, then + win, - loss, = draw, ? result missing, ! forfeit, then w/b colour. bye+ forced bye, bye= a bye asked for (½), bye- absent, withdrawn or not yet entered (no point).",
    );
    const sheet = event.ss.getSheetByName('Standings')!;
    expect(sheet.getDataRange().getValues().flat()).toContain(`Rounds: ${note}`);
  });
});
