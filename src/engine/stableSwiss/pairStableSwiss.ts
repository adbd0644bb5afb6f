import { PairingError } from '../errors';
import { handicapStones, komiFor } from '../handicap';
import { buildHistories, requestedByePoints, type Colour, type PlayerHistory } from '../history';
import { seededRandom } from '../random';
import { forcedByeCandidates, requestsBye } from '../pairing/bye';
import { noByeTakerMessage } from '../pairing/refusals';
import { blockedPairs, manualPairs } from '../pairing/constraints';
import { checkPairingInput, pairMatchingRound } from '../pairing/pairRound';
import {
  pairKey,
  type MatchingRules,
  type PairedBye,
  type PairedGame,
  type PairingInput,
} from '../pairing/types';
import type { Player } from '../types';
import { allocateColours, runAfter } from '../colourBalance';
import { stableEntrants, type StableEntrant } from './entrants';
import { scoreLevels, type Level } from './lists';
import type { PreferenceWeights } from './preferences';
import { solveStable, type LevelMiss, type StableChoice, type StableSolution } from './solve';
import { formatScore, wideningMessage } from './widening';

export interface StableRound {
  number: number;
  games: PairedGame[];
  byes: PairedBye[];
  /** For the TD: widening, fallback. */
  messages: string[];
  /** The level at which the stable pairing was found; null when the weighted matching was used. */
  level: Level | null;
}

/**
 * Forced-bye candidates tried at each allowed score difference (lowest-rated first): 8 up to
 * 200 players, fewer in larger fields, where each try costs more (at least 1).
 */
function byeCandidates(players: number): number {
  return Math.min(8, Math.max(1, Math.round(8 * (200 / Math.max(players, 1)) ** 2)));
}

/**
 * Pairs one Stable Swiss round (Kujansuu, Lindberg, Mäkinen 1995): voluntary byes and the TD's
 * fixed pairs out, a forced bye when the field is odd, then a stable pairing of preference
 * lists built from colour differences and score differences, widening the allowed score
 * difference until one exists; if none exists at all, the weighted-matching Swiss pairs the
 * round and the notes say so. `players` start at 0 (their initial scores are ignored).
 */
export function pairStableSwissRound(
  input: PairingInput,
  weights: PreferenceWeights,
  choice: StableChoice = 'best',
): StableRound {
  checkPairingInput(input);
  const { settings, players, roundNumber, constraints } = input;
  const earlier = input.rounds
    .filter((r) => r.number < roundNumber)
    .sort((a, b) => a.number - b.number);
  const histories = buildHistories(players, earlier, requestedByePoints(settings));
  const blocked = blockedPairs(histories, constraints, players);
  const barred = (a: StableEntrant, b: StableEntrant): boolean =>
    blocked.has(pairKey(a.player.id, b.player.id));

  const active = players.filter((p) => p.status === 'active');
  const playing = active.filter((p) => !requestsBye(p, roundNumber));
  const manual = manualPairs(constraints, players, roundNumber, new Set(playing.map((p) => p.id)));
  const manualIds = new Set(manual.flat().map((p) => p.id));
  const free = playing.filter((p) => !manualIds.has(p.id));

  const byes: PairedBye[] = active
    .filter((p) => requestsBye(p, roundNumber))
    .map((p) => ({ player: p.id, kind: 'voluntary', notes: ['requested bye'] }));
  let field = stableEntrants(free, histories);
  let solution: StableSolution | null;
  let miss: LevelMiss | null = null;
  if (field.length % 2 === 1) {
    const chosen = chooseBye(field, free, histories, {
      weights,
      barred,
      choice,
      boardGame: settings.boardGame,
      round: roundNumber,
    });
    if (!chosen) return fallback(input, 'no forced bye leaves a stable pairing');
    byes.push(byeRow(chosen.player, histories));
    field = chosen.field;
    solution = chosen.solution;
    miss = chosen.miss;
  } else {
    solution = solveStable(field, weights, barred, scoreLevels(field), choice, (m) => (miss = m));
  }
  if (!solution)
    return fallback(input, 'no stable pairing exists, even with every unplayed opponent allowed');

  const all = stableEntrants(playing, histories);
  const entrant = new Map(all.map((e) => [e.player.id, e]));
  const pairs: Array<{ a: StableEntrant; b: StableEntrant; notes: string[] }> = [];
  solution.mate.forEach((j, i) => {
    if (i < j)
      pairs.push({
        a: entrant.get(field[i].player.id)!,
        b: entrant.get(field[j].player.id)!,
        notes: [],
      });
  });
  for (const [a, b] of manual) {
    const repeat = histories[a.id].opponents.has(b.id);
    pairs.push({
      a: entrant.get(a.id)!,
      b: entrant.get(b.id)!,
      notes: [repeat ? 'repeat game (paired by the TD)' : 'paired by the TD'],
    });
  }
  return {
    number: roundNumber,
    games: boards(settings, roundNumber, pairs, solution.level),
    byes,
    messages: wideningMessage(field, solution.level, miss),
    level: solution.level,
  };
}

/**
 * Swiss forced bye (the weighted-matching engine's rule: a volunteer, else the lowest-rated
 * player of the lowest score group who has not had one), chosen so that the rest has a stable
 * pairing at the smallest allowed score difference of the whole field: at each difference, the
 * first of the BYE_CANDIDATES candidates whose removal leaves one. The players left are then
 * paired from their own allowed differences (settle), so the round tries, and its message
 * names, the differences of the players it pairs.
 */
function chooseBye(
  field: readonly StableEntrant[],
  free: readonly Player[],
  histories: readonly PlayerHistory[],
  search: {
    weights: PreferenceWeights;
    barred: (a: StableEntrant, b: StableEntrant) => boolean;
    choice: StableChoice;
    boardGame: PairingInput['settings']['boardGame'];
    round: number;
  },
): {
  player: Player;
  field: StableEntrant[];
  solution: StableSolution;
  miss: LevelMiss | null;
} | null {
  const { weights, barred, choice, boardGame, round } = search;
  const candidates = forcedByeCandidates(free, histories, boardGame).slice(
    0,
    byeCandidates(free.length),
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
    return { player, field: entrants, at: levelSolver(entrants, weights, barred, choice) };
  });
  for (const level of scoreLevels(field)) {
    for (const { player, field: others, at } of rest) {
      const found = at(level);
      if (found.solution) return { player, field: others, ...settle(others, at, found.solution) };
    }
  }
  return null;
}

type LevelTry = { solution: StableSolution | null; miss: LevelMiss | null };

/** One field's stable pairing at a level, each level solved once. */
function levelSolver(
  field: readonly StableEntrant[],
  weights: PreferenceWeights,
  barred: (a: StableEntrant, b: StableEntrant) => boolean,
  choice: StableChoice,
): (level: Level) => LevelTry {
  const tried = new Map<string, LevelTry>();
  return (level) => {
    const key = `${level.ms}/${level.everyone}`;
    let found = tried.get(key);
    if (!found) {
      let miss: LevelMiss | null = null;
      const solution = solveStable(field, weights, barred, [level], choice, (m) => (miss = m));
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

function byeRow(player: Player, histories: readonly PlayerHistory[]): PairedBye {
  const notes = ['forced bye'];
  if (player.byeVolunteer) notes.push('bye volunteer');
  const before = histories[player.id].forcedByes;
  if (before > 0) notes.push(`forced bye number ${before + 1} (volunteer)`);
  return { player: player.id, kind: 'forced', notes };
}

/** Boards: the pair with the higher score first, then the stronger; colours; notes. */
function boards(
  settings: PairingInput['settings'],
  roundNumber: number,
  pairs: Array<{ a: StableEntrant; b: StableEntrant; notes: string[] }>,
  level: Level,
): PairedGame[] {
  const top = (p: { a: StableEntrant; b: StableEntrant }): number => Math.max(p.a.score, p.b.score);
  const strongest = (p: { a: StableEntrant; b: StableEntrant }): number =>
    Math.max(p.a.strength, p.b.strength);
  const sorted = [...pairs].sort((x, y) => top(y) - top(x) || strongest(y) - strongest(x));
  // Players who have not played yet alternate colours down the boards; the seed draws the first.
  const first: Colour =
    seededRandom(settings.randomSeed + roundNumber).next() < 0.5 ? 'white' : 'black';
  return sorted.map((pair, k) => {
    const handicap = handicapStones(settings.handicap, pair.a.player.rank, pair.b.player.rank);
    const weaker = pair.a.strength < pair.b.strength ? pair.a : pair.b;
    const { white, black } =
      handicap > 0
        ? { white: weaker === pair.a ? pair.b : pair.a, black: weaker }
        : allocateColours(
            pair.a,
            pair.b,
            k % 2 === 0 ? first : first === 'white' ? 'black' : 'white',
          );
    const notes = [...pair.notes];
    const sd = Math.abs(pair.a.score - pair.b.score);
    if (sd > 0 && pair.notes.length === 0) {
      notes.push(
        `score difference ${formatScore(sd)} (allowed difference widened to ${formatScore(level.ms)})`,
      );
    }
    if (handicap === 0) notes.push(...colourNotes(white, 'white'), ...colourNotes(black, 'black'));
    return {
      board: k + 1,
      white: white.player.id,
      black: black.player.id,
      handicap,
      komi: komiFor(settings, handicap),
      result: null,
      notes,
    };
  });
}

function colourNotes(e: StableEntrant, colour: 'white' | 'black'): string[] {
  const run = runAfter(e.colours, colour);
  const difference = e.colours.difference + (colour === 'white' ? 1 : -1);
  const notes: string[] = [];
  if (run >= 3) notes.push(`${e.player.name}: ${colour} ${run} times in a row`);
  if (Math.abs(difference) >= 3)
    notes.push(`${e.player.name}: colour difference ${difference > 0 ? '+' : ''}${difference}`);
  return notes;
}

/**
 * What Stable Swiss asks of the weighted matching it falls back on: the Swiss's rules, without
 * the "Avoid same …" settings, which Stable Swiss does not apply.
 */
export const FALLBACK_RULES: MatchingRules = {
  floatersPairedFirst: true,
  colourBalance: true,
  lastRoundLookahead: true,
  topBand: false,
  avoidance: false,
};

/** No stable pairing: the weighted-matching Swiss pairs the round, and every note says so. */
function fallback(input: PairingInput, why: string): StableRound {
  const paired = pairMatchingRound(input, FALLBACK_RULES);
  const note = `weighted-matching pairing: ${why}`;
  return {
    number: paired.number,
    games: paired.games.map((g) => ({ ...g, notes: [note, ...g.notes] })),
    byes: paired.byes,
    messages: [
      `This round has no stable pairing (${why}), so it was paired by the weighted-matching Swiss.`,
    ],
    level: null,
  };
}
