import { handicapStones, komiFor, takesBlack } from '../handicap';
import { buildHistories, requestedByePoints, type Colour, type PlayerHistory } from '../history';
import { seededRandom } from '../random';
import { requestsBye } from '../pairing/bye';
import { roundsLeftNote } from '../pairing/notes';
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
import type { Level } from './lists';
import type { PreferenceWeights } from './preferences';
import { stableRoundsLeft } from './roundsLeft';
import type { StableChoice } from './solve';
import { stablePairing, type StablePairing, type StableSearch } from './stablePairing';
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
  const blocked = blockedPairs(histories, constraints, players, roundNumber);
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
  const search: StableSearch = {
    histories,
    weights,
    barred,
    choice,
    boardGame: settings.boardGame,
    round: roundNumber,
    roundsLeft: null,
  };
  let paired = stablePairing(free, search);
  if (typeof paired === 'string') return fallback(input, paired);
  const roundsLeft = stableRoundsLeft(input, histories, blocked, manual, free);
  let scheduled = new Set<number>();
  let byeMoved = false;
  let note = '';
  if (roundsLeft?.needed(paired.field, paired.bye, paired.solution.mate)) {
    note = roundsLeftNote(roundsLeft.kept());
    const kept = stablePairing(free, { ...search, roundsLeft });
    if (typeof kept !== 'string') {
      scheduled = newPairs(kept, paired);
      byeMoved = kept.bye !== paired.bye;
      paired = kept;
    } else {
      // With a pair the TD fixed (or the search at its limit), the weighted Swiss may not keep
      // them either: then no pairing does, and the stable one stands.
      const weighted = fallback(input, noStableKeeps(roundsLeft.kept()), roundsLeft.kept());
      if (roundsLeft.keepsRound(weighted)) return weighted;
    }
  }
  const { field, solution, miss } = paired;
  if (paired.bye) {
    const row = byeRow(paired.bye, histories);
    if (byeMoved) row.notes.push(note);
    byes.push(row);
  }

  const all = stableEntrants(playing, histories);
  const entrant = new Map(all.map((e) => [e.player.id, e]));
  const pairs: BoardPair[] = [];
  solution.mate.forEach((j, i) => {
    const [a, b] = [field[i].player.id, field[j].player.id];
    if (i < j) {
      const notes = scheduled.has(pairKey(a, b)) ? [note] : [];
      pairs.push({ a: entrant.get(a)!, b: entrant.get(b)!, notes, byTD: false });
    }
  });
  for (const [a, b] of manual) {
    const repeat = histories[a.id].opponents.has(b.id);
    pairs.push({
      a: entrant.get(a.id)!,
      b: entrant.get(b.id)!,
      notes: [repeat ? 'repeat game (paired by the TD)' : 'paired by the TD'],
      byTD: true,
    });
  }
  return {
    number: roundNumber,
    games: boards(settings, roundNumber, pairs, solution.level),
    byes,
    messages: wideningMessage(field, solution.level, miss, roundsLeft?.kept()),
    level: solution.level,
  };
}

/** The pairs of `kept` (pairKey of player ids) that `plain` does not have. */
function newPairs(kept: StablePairing, plain: StablePairing): Set<number> {
  const keys = ({ field, solution }: StablePairing): number[] =>
    solution.mate.flatMap((j, i) =>
      i < j ? [pairKey(field[i].player.id, field[j].player.id)] : [],
    );
  const before = new Set(keys(plain));
  return new Set(keys(kept).filter((key) => !before.has(key)));
}

interface BoardPair {
  a: StableEntrant;
  b: StableEntrant;
  notes: string[];
  byTD: boolean;
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
  pairs: BoardPair[],
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
    const weaker = takesBlack(pair.a, pair.b);
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
    if (sd > 0 && !pair.byTD) {
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

/** The fallback's reason when stable pairings exist but none keeps the rounds `kept` pairable. */
function noStableKeeps(kept: string): string {
  return `no stable pairing leaves ${kept} pairable without a repeat`;
}

/**
 * No stable pairing (or, `kept` given, none that keeps those rounds pairable): the
 * weighted-matching Swiss pairs the round, and every note says so.
 */
function fallback(input: PairingInput, why: string, kept?: string): StableRound {
  const paired = pairMatchingRound(input, FALLBACK_RULES);
  const note = `weighted-matching pairing: ${why}`;
  return {
    number: paired.number,
    games: paired.games.map((g) => ({ ...g, notes: [note, ...g.notes] })),
    byes: paired.byes,
    messages: [
      kept === undefined
        ? `This round has no stable pairing (${why}), so it was paired by the weighted-matching Swiss.`
        : `No stable pairing of this round leaves ${kept} pairable without a repeat, so it was paired by the weighted-matching Swiss.`,
    ],
    level: null,
  };
}
