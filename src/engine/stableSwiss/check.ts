import { buildHistories } from '../history';
import { blockedPairs } from '../pairing/constraints';
import { pairKey } from '../pairing/types';
import type { Constraint, Player, Round, Settings } from '../types';
import { stableEntrants, type StableEntrant } from './entrants';
import { pairPreference } from './lists';
import type { PreferenceWeights } from './preferences';
import { stableRoundsLeft } from './roundsLeft';
import { solveStable } from './solve';

/** f values closer than this are equal (the lists order them either way). */
const EPSILON = 1e-9;

/**
 * Check round for a Stable Swiss round edited by hand: the pairs of players who would both
 * strictly rather play each other than their opponents (by f, so whatever order the lists give
 * equally preferred opponents), at the smallest allowed score difference that admits a stable
 * pairing (Kujansuu et al.). A pair the lists do not allow counts as no opponent. Pairs the TD
 * fixed on the Constraints tab are left out; a round with no stable pairing at all is not checked.
 * With `settings`, a small field's stable pairings must keep the rounds left pairable, as when
 * the round is paired.
 */
export function blockingPairProblems(
  players: readonly Player[],
  earlier: readonly Round[],
  round: Round,
  constraints: readonly Constraint[],
  weights: PreferenceWeights,
  /** Points of a round the player asked to miss (Settings › Requested bye points). */
  byePoints = 0,
  /** The event's settings: a small field's look-ahead to the rounds left applies, as in pairing. */
  settings?: Settings,
): string[] {
  const fixed = new Set(
    constraints.filter((c) => c.rule === round.number).map((c) => pairKey(c.a, c.b)),
  );
  const games = round.games.filter(
    (g) => g.white !== g.black && !fixed.has(pairKey(g.white, g.black)),
  );
  const ids = [...new Set(games.flatMap((g) => [g.white, g.black]))];
  if (ids.length < 4 || ids.length !== 2 * games.length) return [];
  const histories = buildHistories(players, earlier, byePoints);
  const blocked = blockedPairs(histories, constraints, players, round.number);
  const barred = (a: StableEntrant, b: StableEntrant): boolean =>
    blocked.has(pairKey(a.player.id, b.player.id));
  const field = stableEntrants(
    ids.map((id) => players[id]),
    histories,
  );
  let solution = solveStable(field, weights, barred);
  if (solution && settings) {
    const input = { settings, players, roundNumber: round.number, constraints };
    const fixedPairs = round.games
      .filter((g) => fixed.has(pairKey(g.white, g.black)))
      .map((g): [Player, Player] => [players[g.white], players[g.black]]);
    const forced = round.byes.find((b) => b.kind === 'forced');
    const bye = forced ? players[forced.player] : null;
    const free = [...field.map((e) => e.player), ...(bye ? [bye] : [])];
    const left = stableRoundsLeft(input, histories, blocked, fixedPairs, free);
    // The pairing engine widens past stable pairings that leave a later round unpairable.
    if (left?.needed(field, bye, solution.mate)) {
      const keeps = left.keeps(field, bye);
      solution = solveStable(field, weights, barred, undefined, 'best', undefined, keeps);
    }
  }
  if (!solution) return [];
  const f = (a: StableEntrant, b: StableEntrant): number | null =>
    barred(a, b) ? null : pairPreference(a, b, solution.level, weights);
  const at = new Map(field.map((e, i) => [e.player.id, i]));
  const partner = new Array<number>(field.length).fill(-1);
  const boardOf = new Map<number, number>();
  for (const g of games) {
    const [i, j] = [at.get(g.white)!, at.get(g.black)!];
    partner[i] = j;
    partner[j] = i;
    boardOf.set(i, g.board).set(j, g.board);
  }
  const current = field.map((e, i) => f(e, field[partner[i]]) ?? Infinity);
  const problems: string[] = [];
  const describe = (i: number): string => `${field[i].player.name} (board ${boardOf.get(i)})`;
  for (let i = 0; i < field.length; i++) {
    for (let j = i + 1; j < field.length; j++) {
      if (partner[i] === j) continue;
      const fij = f(field[i], field[j]);
      if (fij === null) continue;
      if (fij < current[i] - EPSILON && fij < current[j] - EPSILON) {
        problems.push(
          `${describe(i)} and ${describe(j)} would both rather play each other than their opponents: the pairing is not stable.`,
        );
      }
    }
  }
  return problems;
}
