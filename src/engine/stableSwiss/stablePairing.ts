import { PairingError } from '../errors';
import type { PlayerHistory } from '../history';
import { forcedByeCandidates } from '../pairing/bye';
import { noByeTakerMessage } from '../pairing/refusals';
import type { PairingInput } from '../pairing/types';
import type { Player } from '../types';
import { stableEntrants, type StableEntrant } from './entrants';
import { scoreLevels, type Level } from './lists';
import type { PreferenceWeights } from './preferences';
import type { StableRoundsLeft } from './roundsLeft';
import { solveStable, type LevelMiss, type StableChoice, type StableSolution } from './solve';

/** What a round's stable pairing is searched with. */
export interface StableSearch {
  histories: readonly PlayerHistory[];
  weights: PreferenceWeights;
  barred: (a: StableEntrant, b: StableEntrant) => boolean;
  choice: StableChoice;
  boardGame: PairingInput['settings']['boardGame'];
  round: number;
  /** A small field's look-ahead: only pairings that keep the rounds left pairable. */
  roundsLeft: StableRoundsLeft | null;
}

/** A stable pairing of the free players: the forced bye (odd field), the others and their pairs. */
export interface StablePairing {
  bye: Player | null;
  field: StableEntrant[];
  solution: StableSolution;
  miss: LevelMiss | null;
}

/** The free players' stable pairing, or why there is none (the fallback's reason). */
export function stablePairing(
  free: readonly Player[],
  search: StableSearch,
): StablePairing | string {
  const field = stableEntrants(free, search.histories);
  if (field.length % 2 === 1) {
    return chooseBye(field, free, search) ?? 'no forced bye leaves a stable pairing';
  }
  let miss: LevelMiss | null = null;
  const { weights, barred, choice, roundsLeft } = search;
  const keeps = roundsLeft?.keeps(field, null);
  const onMiss = (m: LevelMiss) => (miss = m);
  const solution = solveStable(field, weights, barred, scoreLevels(field), choice, onMiss, keeps);
  if (!solution) return 'no stable pairing exists, even with every unplayed opponent allowed';
  return { bye: null, field, solution, miss };
}

/**
 * Forced-bye candidates tried at each allowed score difference (lowest-rated first): 8 up to
 * 200 players, fewer in larger fields, where each try costs more (at least 1); all of them
 * when the look-ahead searches a small field.
 */
function byeCandidates(players: number, search: StableSearch): number {
  if (search.roundsLeft) return players;
  return Math.min(8, Math.max(1, Math.round(8 * (200 / Math.max(players, 1)) ** 2)));
}

/**
 * Swiss forced bye (the weighted-matching engine's rule: a volunteer, else the lowest-rated
 * player of the lowest score group who has not had one), chosen so that the rest has a stable
 * pairing at the smallest allowed score difference of the whole field: at each difference, the
 * first of the byeCandidates whose removal leaves one (that keeps the rounds left pairable,
 * with the look-ahead). The players left are then paired from their own allowed differences
 * (settle), so the round tries, and its message names, the differences of the players it pairs.
 */
function chooseBye(
  field: readonly StableEntrant[],
  free: readonly Player[],
  search: StableSearch,
): StablePairing | null {
  const { histories, boardGame, round } = search;
  const candidates = forcedByeCandidates(free, histories, boardGame).slice(
    0,
    byeCandidates(free.length, search),
  );
  if (candidates.length === 0) {
    throw new PairingError(
      noByeTakerMessage(
        round,
        free.map((p) => p.name),
      ),
    );
  }
  const rest = candidates.map((player) => {
    const others = free.filter((p) => p.id !== player.id);
    const entrants = stableEntrants(others, histories);
    return { player, field: entrants, at: levelSolver(entrants, player, search) };
  });
  for (const level of scoreLevels(field)) {
    for (const { player, field: others, at } of rest) {
      const found = at(level);
      if (found.solution)
        return { bye: player, field: others, ...settle(others, at, found.solution) };
    }
  }
  return null;
}

type LevelTry = { solution: StableSolution | null; miss: LevelMiss | null };

/** One field's stable pairing at a level (with `bye` out), each level solved once. */
function levelSolver(
  field: readonly StableEntrant[],
  bye: Player,
  search: StableSearch,
): (level: Level) => LevelTry {
  const { weights, barred, choice, roundsLeft } = search;
  const keeps = roundsLeft?.keeps(field, bye);
  const tried = new Map<string, LevelTry>();
  return (level) => {
    const key = `${level.ms}/${level.everyone}`;
    let found = tried.get(key);
    if (!found) {
      let miss: LevelMiss | null = null;
      const onMiss = (m: LevelMiss) => (miss = m);
      const solution = solveStable(field, weights, barred, [level], choice, onMiss, keeps);
      found = { solution, miss };
      tried.set(key, found);
    }
    return found;
  };
}

/**
 * The players left after the bye, paired from their own allowed differences (scoreLevels of
 * them, not of the whole field) up to `found`, the level that chose the bye: the first that
 * pairs them, else `found`. The miss is the last of their differences tried before it.
 */
function settle(
  field: readonly StableEntrant[],
  at: (level: Level) => LevelTry,
  found: StableSolution,
): { solution: StableSolution; miss: LevelMiss | null } {
  const beyond = (l: Level): boolean =>
    l.everyone === found.level.everyone ? l.ms > found.level.ms + 1e-9 : l.everyone;
  let miss: LevelMiss | null = null;
  for (const level of scoreLevels(field)) {
    if (beyond(level)) break;
    const tried = at(level);
    if (tried.solution) return { solution: tried.solution, miss };
    miss = tried.miss;
  }
  return { solution: found, miss };
}
