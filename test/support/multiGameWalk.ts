/**
 * What a multi-game walk (eventWalk.ts) checks: README › Pairing systems › Multi-game and
 * Standings › Multi-game, after the Game Courier proposal (a player plays each game once; a
 * replay only between two players who each won it against others before, never the same pair).
 */
import { expect } from 'vitest';
import { sheetValues } from '../../src/workbook';
import type { Event, Row } from './event';
import { roundTabs } from './eventWalk';

/** Points to Player 1 and Player 2 of each result (lower case), and if played over the board. */
const RESULTS: Readonly<Record<string, readonly [number, number, boolean]>> = {
  '1-0': [1, 0, true],
  '0-1': [0, 1, true],
  '½-½': [0.5, 0.5, true],
  '+-': [1, 0, false],
  '-+': [0, 1, false],
  'double forfeit': [0, 0, false],
  // README › Round N: every notation is accepted in any event (the walk types `w+ `).
  'w+': [1, 0, true],
};

export interface Board {
  round: number;
  game: string;
  players: [string, string];
  /** Points to each player, null while the result is missing. */
  points: [number, number] | null;
  overBoard: boolean;
}

/** The boards of a multi-game round tab (Short and Bye rows left out). */
export function boardsOf(event: Event, round: number): Board[] {
  const [header, ...rows] = event.values(`Round ${round}`);
  const at = (r: Row, h: string): string => String(r[header.indexOf(h)]).trim();
  return rows
    .filter((r) => !['Short', 'Bye'].includes(at(r, 'Board')))
    .map((r) => {
      const result = RESULTS[at(r, 'Result').replace(/^'/, '').toLowerCase()];
      return {
        round,
        game: at(r, 'Game'),
        players: [at(r, 'Player 1'), at(r, 'Player 2')],
        points: result ? [result[0], result[1]] : null,
        // A missing result counts as played, as the pairing reads it.
        overBoard: result ? result[2] : true,
      };
    });
}

const setting = (event: Event, name: string): string =>
  String(sheetValues(event.ss, 'Settings').find((r) => r[0] === name)?.[1] ?? '');

/**
 * A round just paired: nobody on more boards than Games per player per round, nobody on one game
 * twice, and a game a player played before over the board only as a replay between its winners
 * (each won it once before, the setting at Yes), never by the same two players again.
 */
export function checkMultiGameRound(event: Event, round: number): void {
  const limit = Number(setting(event, 'Games per player per round'));
  const replay = /^y/i.test(setting(event, 'Replay a game between its winners'));
  const earlier = roundTabs(event)
    .filter((k) => k < round)
    .flatMap((k) => boardsOf(event, k))
    .filter((b) => b.overBoard);
  const boards = boardsOf(event, round);
  const games = new Map<string, string[]>();
  for (const b of boards)
    for (const p of b.players) games.set(p, [...(games.get(p) ?? []), b.game]);
  for (const [player, list] of games) {
    expect(list.length, `Round ${round}: ${player}'s games`).toBeLessThanOrEqual(limit);
    expect(new Set(list).size, `Round ${round}: ${player} plays ${list.join(', ')}`).toBe(
      list.length,
    );
  }
  for (const b of boards) {
    const before = b.players.map((p) =>
      earlier.filter((e) => e.game === b.game && e.players.includes(p)),
    );
    const what = `Round ${round}: ${b.game} ${b.players.join(' v ')}`;
    expect(
      before[0].some((e) => e.players.includes(b.players[1])),
      `${what} again`,
    ).toBe(false);
    if (!before[0].length && !before[1].length) continue;
    expect(replay, `${what} replayed with the setting at No`).toBe(true);
    b.players.forEach((p, i) => {
      const won = before[i].map((e) => e.points?.[e.players.indexOf(p)] === 1);
      expect(won, `${what}: ${p}'s earlier ${b.game}`).toEqual([true]);
    });
  }
}

/** Standings › Multi-game: Points and Wins say the results typed on every round tab. */
export function checkMultiGameStandings(event: Event): void {
  const [header, ...rows] = event.values('Standings');
  const points = new Map<string, number>();
  const wins = new Map<string, number>();
  for (const k of roundTabs(event))
    for (const b of boardsOf(event, k))
      b.players.forEach((p, i) => {
        const mine = b.points?.[i] ?? 0;
        points.set(p, (points.get(p) ?? 0) + mine);
        if (b.points && mine > b.points[1 - i]) wins.set(p, (wins.get(p) ?? 0) + 1);
      });
  const number = (cell: unknown): number =>
    Number(String(cell).replace('½', '.5').replace(/^\./, '0.'));
  for (const row of rows) {
    const name = String(row[header.indexOf('Name')]).replace(/ \(withdrawn\)$/, '');
    const said = `${name}: ${row.join(' | ')}`;
    expect(number(row[header.indexOf('Points')]), said).toBe(points.get(name) ?? 0);
    expect(number(row[header.indexOf('Wins')]), said).toBe(wins.get(name) ?? 0);
  }
}
