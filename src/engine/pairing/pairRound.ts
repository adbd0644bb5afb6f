import { InputError, PairingError } from '../errors';
import { buildHistories, currentScore, requestedByePoints, type PlayerHistory } from '../history';
import { maxCardinalityMatching } from '../matching';
import type { Player, Round } from '../types';
import { allowedPairs, blockCause, isolatedPlayers } from './blockCause';
import { forcedByeCandidates, requestsBye, secondByeCandidates, wonByForfeit } from './bye';
import { BYE_CANDIDATES_WEIGHED, byeCost, byeCostLeast, lowestGroupWhole } from './byeChoice';
import { blockedPairs, manualPairs } from './constraints';
import { buildContext, type RoundBasis } from './field';
import { blockingNeverRows, isolatingNeverRows, oddFieldNeverRows } from './neverRows';
import { buildGames, type ChosenPair } from './games';
import { lastRoundApplies, lookAhead } from './lastRound';
import { roundsLeftNote } from './notes';
import { compareTiers, pairField, type FieldPairing } from './pairField';
import {
  noByeLeavesPairingMessage,
  noByeTakerMessage,
  noValidPairingMessage,
  TooManyDecimals,
  WeightOverflow,
} from './refusals';
import {
  keepMostRounds,
  mustKeepRounds,
  playerPairs,
  roundsKept,
  roundsLeftFor,
} from './roundsLeft';
import { fineScores, overflowCause, ScoreLimitError } from './scoreLimits';
import {
  pairKey,
  type CandidateGraph,
  type MatchingRules,
  type PairedBye,
  type PairedRound,
  type PairingInput,
  type PairingOptions,
} from './types';

/**
 * Pairs one round by the AGA Swiss McMahon standard (2009, with the 2008 draft's options):
 * voluntary byes out, at most one forced bye, then a minimum-penalty perfect matching (see
 * params.ts), colours, handicaps and boards. Swiss events use the same engine with every
 * initial score 0; `rules` are the system's choices where the two differ. Throws InputError
 * for bad input and PairingError when no valid pairing exists (naming the players concerned).
 */
export function pairMatchingRound(
  input: PairingInput,
  rules: MatchingRules,
  options: PairingOptions = {},
): PairedRound {
  const { settings, players, roundNumber, constraints } = input;
  const graph = options.candidateGraph ?? 'restricted';
  checkPairingInput(input);
  const earlier = input.rounds
    .filter((r) => r.number < roundNumber)
    .sort((x, y) => x.number - y.number);
  const histories = buildHistories(players, earlier, requestedByePoints(settings));
  const basis: RoundBasis = {
    settings,
    roundNumber,
    histories,
    previousRoundIndex: earlier.findIndex((r) => r.number === roundNumber - 1),
    blocked: blockedPairs(histories, constraints, players, roundNumber),
    constraints,
    topInitialScore: rules.topBand && input.topBand !== null ? topBandScore(players) : null,
    ...(rules.topBand && input.topBand ? { topBandName: input.topBand } : {}),
    rules,
  };

  const playing = players.filter((p) => p.status === 'active' && !requestsBye(p, roundNumber));
  try {
    return pairPlaying(input, rules, graph, basis, playing);
  } catch (error) {
    throw scoreProblem(error, basis, playing, earlier) ?? error;
  }
}

/** The round for the players who play it (basis: the histories and rules of pairMatchingRound). */
function pairPlaying(
  input: PairingInput,
  rules: MatchingRules,
  graph: CandidateGraph,
  basis: RoundBasis,
  playing: readonly Player[],
): PairedRound {
  const { settings, players, roundNumber, constraints } = input;
  const { histories } = basis;
  const active = players.filter((p) => p.status === 'active');
  const manual = manualPairs(constraints, players, roundNumber, new Set(playing.map((p) => p.id)));
  const manualIds = new Set(manual.flat().map((p) => p.id));
  const free = playing.filter((p) => !manualIds.has(p.id));

  const byes: PairedBye[] = [];
  let field: FieldPairing | null = null;
  let forcedBye: Player | null = null;
  if (free.length % 2 === 1) {
    const chosen = chooseForcedBye(basis, free, graph);
    field = chosen.field;
    forcedBye = chosen.player;
  } else if (free.length > 0) {
    field = pairField(basis, free, graph);
    if (!field) throw unpairable(basis, free);
  }
  let lookedAhead = new Set<number>();
  if (field && lastRoundApplies(rules, settings, roundNumber)) {
    const outlook = { basis, roster: players, fixed: manual, forcedBye };
    const paired = free.filter((p) => p !== forcedBye);
    ({ field, changed: lookedAhead } = lookAhead(outlook, paired, field, graph));
  }
  let scheduled = new Set<number>();
  let byeMoved = false;
  let note = '';
  const left = field && roundsLeftFor(basis, players, manual, free, constraints);
  if (field && left && mustKeepRounds(left, playerPairs(field), forcedBye)) {
    const kept = keepMostRounds(left, free, { field, forcedBye }, graph);
    note = roundsLeftNote(roundsKept(left));
    if (kept) {
      byeMoved = kept.forcedBye !== forcedBye;
      ({ field, forcedBye, changed: scheduled } = kept);
      lookedAhead = new Set();
    }
  }
  if (forcedBye) {
    const row = forcedByeRow(forcedBye, histories);
    if (byeMoved) row.notes.push(note);
    byes.push(row);
  }
  for (const p of active) {
    if (requestsBye(p, roundNumber)) {
      byes.push({ player: p.id, kind: 'voluntary', notes: ['requested bye'] });
    }
  }

  const chosen: ChosenPair[] = [];
  const penalties = { floaters: field?.floaterPenalty ?? 0, groups: 0 };
  for (const { a, b, cost } of field?.pairs ?? []) {
    const key = pairKey(a.id, b.id);
    chosen.push({
      a,
      b,
      ctx: field!.ctx,
      notes: scheduled.has(key) ? [note] : [],
      lookedAhead: lookedAhead.has(key),
      // A float the look-ahead to the rounds left chose is not called unavoidable.
      unchecked:
        scheduled.has(key) ||
        !field!.checked ||
        field!.partlyWeighed.has(a.group) ||
        field!.partlyWeighed.has(b.group),
    });
    penalties.groups += cost;
  }
  const totalPenalty = penalties.floaters + penalties.groups;
  if (manual.length > 0) {
    const ctx = buildContext(basis, manual.flat());
    const entrant = new Map(ctx.entrants.map((e) => [e.id, e]));
    for (const [a, b] of manual) {
      const repeat = histories[a.id].opponents.has(b.id);
      chosen.push({
        a: entrant.get(a.id)!,
        b: entrant.get(b.id)!,
        ctx,
        notes: [repeat ? 'repeat game (paired by the TD)' : 'paired by the TD'],
        byTD: true,
      });
    }
  }
  if (!Number.isSafeInteger(totalPenalty)) {
    throw new WeightOverflow();
  }
  return {
    number: roundNumber,
    games: buildGames(settings, roundNumber, chosen),
    byes,
    totalPenalty,
    penalties,
  };
}

/**
 * Scores the weights cannot hold, said as the players' scores that cause it: their initial
 * scores or results (scoreLimits.ts). Null: another error, or the field itself is too large.
 */
function scoreProblem(
  error: unknown,
  basis: RoundBasis,
  playing: readonly Player[],
  earlier: readonly Round[],
): ScoreLimitError | null {
  if (error instanceof TooManyDecimals) {
    const scores = fineScores(playing, basis.histories, earlier, 1000);
    return new ScoreLimitError(basis.roundNumber, { kind: 'decimals', scores });
  }
  if (!(error instanceof WeightOverflow)) return null;
  const cause = overflowCause(basis, playing, earlier);
  return cause ? new ScoreLimitError(basis.roundNumber, cause) : null;
}

/**
 * The top band's initial score, or null when there is no top band to keep even: every player
 * starts on the same score (AGA 2009 "Handicaps" speaks of the top band of a McMahon field).
 */
function topBandScore(players: readonly Player[]): number | null {
  const scores = new Set(players.map((p) => p.initialScore).filter((s) => s !== null));
  return scores.size > 1 ? Math.max(...scores) : null;
}

export function checkPairingInput(input: PairingInput): void {
  const { players, roundNumber } = input;
  if (!Number.isInteger(roundNumber) || roundNumber < 1) {
    throw new InputError(`${roundNumber} is not a round number: rounds are numbered from 1.`);
  }
  if (players.length > 65535)
    throw new InputError(
      `Pairsheet pairs at most 65,535 players; this event has ${players.length.toLocaleString('en-US')}. Nothing was changed.`,
    );
  players.forEach((p, i) => {
    // The sheet numbers the players in list order; any other numbering is a program error.
    if (p.id !== i) throw new InputError(`${p.name} is out of place in the list of players.`);
  });
  for (const p of players) {
    if (p.status === 'active' && p.initialScore === null) {
      throw new InputError(
        `${p.name} has no initial McMahon score yet. Run "Build bands" first. Nothing was changed.`,
      );
    }
  }
}

/**
 * AGA 2009: a volunteer, else a player of the lowest score group, the lowest-rated of those
 * whose bye lets the rest pair best (byeChoice.ts).
 */
function chooseForcedBye(
  basis: RoundBasis,
  free: readonly Player[],
  graph: CandidateGraph,
): { player: Player; field: FieldPairing } {
  const candidates = forcedByeCandidates(free, basis.histories, basis.settings.boardGame);
  const score = (p: Player): number => currentScore(basis.histories[p.id]);
  const chess = basis.settings.boardGame === 'chess';
  const lowest = Math.min(...free.map(score));
  const lowestCount = free.filter((p) => score(p) === lowest).length;
  const groupWhole = (player: Player, field: FieldPairing): boolean =>
    score(player) === lowest && lowestGroupWhole(field, lowest, lowestCount);
  let best: { player: Player; field: FieldPairing; cost: number[] } | null = null;
  let weighed = 0;
  for (const player of candidates) {
    // A volunteer takes it at once (volunteers come first, so none follows a player weighed);
    // otherwise the lowest score group's players who leave a valid pairing are weighed against
    // each other (byeChoice.ts), the weakest first.
    if (best && score(player) !== score(best.player)) break;
    if (best && chess && wonByForfeit(basis.histories[player.id])) break;
    if (weighed >= BYE_CANDIDATES_WEIGHED) break;
    const field = pairField(
      basis,
      free.filter((p) => p.id !== player.id),
      graph,
    );
    if (!field) continue;
    weighed++;
    const cost = byeCost(field);
    if (!best || compareTiers(cost, best.cost) < 0) best = { player, field, cost };
    if (player.byeVolunteer || byeCostLeast(field, cost) || groupWhole(player, field)) break;
  }
  if (best) return { player: best.player, field: best.field };
  if (candidates.length === 0) {
    throw new PairingError(
      noByeTakerMessage(
        basis.roundNumber,
        free.map((p) => p.name),
      ),
    );
  }
  throw new PairingError(
    noByeLeavesPairingMessage(
      basis.roundNumber,
      candidates.map((p) => p.name),
      blockCause(basis, free),
      secondByeTaker(basis, free, graph)?.name,
      oddFieldNeverRows(basis, free, basis.constraints ?? []),
    ),
  );
}

/** Tries this many players for a second forced bye, so a large field's refusal stays quick. */
const SECOND_BYES_TRIED = 5;

/** The first player who has had a forced bye and, on a second, leaves the rest a pairing. */
function secondByeTaker(
  basis: RoundBasis,
  free: readonly Player[],
  graph: CandidateGraph,
): Player | undefined {
  return secondByeCandidates(free, basis.histories)
    .slice(0, SECOND_BYES_TRIED)
    .find(
      (player) =>
        pairField(
          basis,
          free.filter((p) => p.id !== player.id),
          graph,
        ) !== null,
    );
}

function forcedByeRow(player: Player, histories: readonly PlayerHistory[]): PairedBye {
  const notes = ['forced bye'];
  if (player.byeVolunteer) notes.push('bye volunteer');
  const before = histories[player.id].forcedByes;
  if (before > 0) notes.push(`forced bye number ${before + 1} (volunteer)`);
  return { player: player.id, kind: 'forced', notes };
}

/**
 * Names the players no one may meet, or else those a maximum matching leaves over, and what
 * keeps them apart.
 */
function unpairable(basis: RoundBasis, free: readonly Player[]): PairingError {
  const isolated = isolatedPlayers(basis, free);
  if (isolated.length > 0) {
    return new PairingError(
      noValidPairingMessage(
        basis.roundNumber,
        isolated.map((p) => p.name),
        blockCause(basis, isolated, free),
        isolatingNeverRows(basis, isolated, free, basis.constraints ?? []),
      ),
    );
  }
  const pairs = allowedPairs(basis, free);
  const mate = maxCardinalityMatching(free.length, pairs);
  const left = free.filter((_, i) => mate[i] < 0);
  return new PairingError(
    noValidPairingMessage(
      basis.roundNumber,
      (left.length > 0 ? left : free).map((p) => p.name),
      blockCause(basis, free),
      blockingNeverRows(basis, free, basis.constraints ?? []),
    ),
  );
}
