import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, playerRow } from '../support/event';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

/** The README's multi-game example, round 1: Fay wins Chess against Ada by forfeit. */
function standings() {
  const e = newEvent({
    players: PREFERENCES.slice(1).map((row) => playerRow({ Name: String(row[0]) })),
    settings: { 'Pairing system': 'Multi-game', Rounds: 3 },
  });
  e.click('Set up tournament sheet');
  setSheet(e.ss, 'Games', GAMES);
  setSheet(e.ss, 'Preferences', PREFERENCES);
  e.click('Pair next round');
  const [header, ...rows] = e.values('Round 1');
  rows.forEach((row, i) => {
    e.edit('Round 1', i, 'Result', row[header.indexOf('Game')] === 'Chess' ? "'+-" : '½-½');
  });
  e.click('Update standings');
  return e.values('Standings');
}

describe('Multi-game standings, a game won only by forfeit', () => {
  it('shows its point in the game column, with no game played: 1 / 0', () => {
    const [header, ...rows] = standings();
    const row = (name: string) => rows.find((r) => r[header.indexOf('Name')] === name)!;
    const columns = ['Points', 'Games', 'Wins', 'Chess', 'Checkers', 'R1'];
    const cells = (name: string) => columns.map((c) => row(name)[header.indexOf(c)]);
    expect(cells('Fay')).toEqual([1.5, 1, 1, '1 / 0', '½ / 1', 'Chess 8+!, Checkers 2=']);
    expect(cells('Ada')).toEqual([0.5, 1, 0, '', '', 'Chess 1-!, Shogi 7=']);
  });
});
