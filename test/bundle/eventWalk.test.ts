/**
 * Seeded random walks through whole events in every pairing system (test/support/eventWalk.ts).
 * After every command: no internal error reaches the TD; a refusal leaves the workbook exactly
 * as it was; a round just paired has each player once, no withdrawn player on a board (but a
 * round robin's forfeit, noted) and no repeat game without a note; the standings' round cells
 * say the results typed and each score is the initial score plus the points of those cells.
 * Multi-game (test/support/multiGameWalk.ts): no player on more boards than Games per player per
 * round or on one game twice, a game played before only replayed between its winners (never with
 * Replay a game between its winners at No, never by the same pair), and Points and Wins on
 * Standings say the results typed.
 */
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import type { Row } from '../support/event';
import {
  RESULT_POINTS,
  WALK_SYSTEMS,
  roundTabs,
  sides,
  walkEvent,
  type Click,
  type Walk,
} from '../support/eventWalk';
import { checkMultiGameRound, checkMultiGameStandings } from '../support/multiGameWalk';

const INTERNALS = /undefined|TypeError|Cannot read|NaN|\[object Object\]|\n\s+at \S+ \(|\.js:\d+/;

/** A dialog that refuses: it starts with the cell at fault, or says nothing was changed. */
const refusal = (text: string): boolean =>
  /^[^\n]*\n(?:'?[\w ]+'?!\$?[A-Z]+\$?\d+\b)/.test(text) || /nothing was changed/i.test(text);

function checkMessages(walk: Walk, click: Click): void {
  for (const text of click.shown) {
    expect(text, click.caption).not.toMatch(INTERNALS);
    expect(text, click.caption).not.toMatch(/ failed\n|Something unexpected/);
  }
  const last = click.shown[click.shown.length - 1] ?? '';
  if (refusal(last))
    expect(snapshot(walk.event.ss), `${click.caption}: ${last}`).toEqual(click.before);
}

function checkRound(walk: Walk, round: number, earlier: Set<string>): void {
  const { event, system } = walk;
  const [whiteHeader, blackHeader] = sides(system);
  const players = event.values('Players');
  const status = new Map(
    players.slice(1).map((r) => [String(r[0]), String(r[players[0].indexOf('Status')])]),
  );
  const [header, ...rows] = event.values(`Round ${round}`);
  const at = (r: Row, h: string): string => String(r[header.indexOf(h)]);
  const seen: string[] = [];
  const pairs = new Set<string>();
  for (const r of rows.filter((x) => at(x, 'Board') !== 'Short')) {
    const board = at(r, 'Board') !== 'Bye';
    const names = board ? [at(r, whiteHeader), at(r, blackHeader)] : [at(r, whiteHeader)];
    for (const name of names) {
      expect(status.has(name), `Round ${round}: ${name}`).toBe(true);
      if (board && !/withdr/.test(at(r, 'Notes')))
        expect(status.get(name), `Round ${round}: ${name}`).not.toMatch(/withdrawn/i);
    }
    seen.push(...names);
    const key = [...names].sort().join(' | ');
    if (!board) continue;
    expect(pairs.has(key), `Round ${round}: ${key} twice`).toBe(false);
    pairs.add(key);
    if (system !== 'Multi-game' && earlier.has(key))
      expect(at(r, 'Notes'), `Round ${round}: ${key} again`).not.toBe('');
  }
  if (system !== 'Multi-game') expect(new Set(seen).size, `Round ${round}`).toBe(seen.length);
  else checkMultiGameRound(event, round);
}

/** Points of a standings round cell ("7+w", "bye=", "(6+w)" annulled: null), or null. */
function cellPoints(cell: string, byePoints: number): number | null {
  if (cell.startsWith('(') || cell === '') return null;
  if (cell === 'bye=') return byePoints;
  return cell.includes('+') ? 1 : cell.includes('=') ? 0.5 : 0;
}

function checkStandings(walk: Walk): void {
  const { event, system } = walk;
  if (system === 'Multi-game') return checkMultiGameStandings(event);
  const [header, ...rows] = event.values('Standings');
  const byName = new Map(rows.map((r) => [String(r[1]).replace(/ \(withdrawn\)$/, ''), r]));
  const [whiteHeader, blackHeader] = sides(system);
  for (const k of roundTabs(event)) {
    const column = header.indexOf(`R${k}`);
    const [roundHeader, ...games] = event.values(`Round ${k}`);
    const at = (r: Row, h: string): string => String(r[roundHeader.indexOf(h)]).trim();
    for (const game of games.filter((g) => at(g, 'Board') !== 'Bye')) {
      const points = RESULT_POINTS[at(game, 'Result')] ?? RESULT_POINTS[`'${at(game, 'Result')}`];
      if (column < 0 || !points) continue;
      [at(game, whiteHeader), at(game, blackHeader)].forEach((name, side) => {
        const cell = String(byName.get(name)?.[column] ?? '');
        if (cell && !cell.startsWith('('))
          expect(cellPoints(cell, 0), `R${k} ${name}`).toBe(points[side]);
      });
    }
  }
  const players = event.values('Players');
  const initial = new Map(
    players.slice(1).map((r) => [String(r[0]), r[players[0].indexOf('Initial score')]]),
  );
  const rounds = header.flatMap((h, i) => (/^R\d+$/.test(String(h)) ? [i] : []));
  for (const row of rows) {
    const name = String(row[1]).replace(/ \(withdrawn\)$/, '');
    const base = system === 'McMahon' ? initial.get(name) : 0;
    if (base === '' || base === undefined) continue;
    const score = Number(row[header.indexOf('Score')]);
    const sums = [0, 0.5, 1].map((bye) =>
      rounds.reduce((sum, i) => sum + (cellPoints(String(row[i]), bye) ?? 0), Number(base)),
    );
    expect(sums, `${name}: ${rounds.map((i) => row[i]).join(' ')}`).toContain(score);
  }
}

function check(walk: Walk, click: Click): void {
  checkMessages(walk, click);
  const paired = walk.paired[walk.paired.length - 1];
  if (click.caption === 'Pair next round' && click.changed && paired)
    checkRound(walk, paired.round, paired.earlier);
  if (click.caption === 'Update standings' && click.changed) checkStandings(walk);
}

describe('seeded walks through whole events keep every command whole and every table true', () => {
  for (const system of WALK_SYSTEMS) {
    it.each([1, 2, 3, 4])(`${system}, seed %i`, (seed) => {
      const walk = walkEvent(seed, system, 40, check);
      // The walk got somewhere: at least one round was paired.
      expect(walk.paired.length, system).toBeGreaterThan(0);
    });
  }
});
