import { InputError } from '../errors';
import { annulledWithdrawals, annulmentText } from './annulment';
import { handicapStones, handicapStrength, komiFor } from '../handicap';
import {
  cyclesFor,
  roundCount,
  roundRobinRound,
  rotationRoundOf,
  rotationRounds,
  type SeatPlan,
} from '../roundRobin';
import { firstMeetings, pairKey, roundsBefore, seatedRoundProblems } from './repeats';
import { scoredPlayers } from './scoredPlayers';
import { ROUND_ROBIN_COLUMNS, scoreTable } from './standingsTables';
import type { Round, Settings } from '../types';
import type { EventState, PairedBye, PairedGame, PairingSystemRules } from './types';
import { withdrawalNote, withdrawalResult } from './withdrawals';

/** Settings › Withdrawn player's games: no point voids a withdrawn player's games. */
const voidsWithdrawnGames = (settings: Settings): boolean => settings.withdrawnGames === 'no point';

function seatsOf(event: EventState): SeatPlan {
  if (!event.seats) {
    throw new InputError(
      'There is no "Seats" tab. Run "Seat players (round robin)" before pairing a round robin.',
    );
  }
  return event.seats;
}

/** Rotations played: two in a double round robin (Settings › Rounds = 2 × one rotation). */
const cyclesOf = (event: EventState): 1 | 2 =>
  cyclesFor(roundCount(seatsOf(event)), event.settings.rounds);

/** Seat colours only: which pairs a rotation round holds. */
const seatColours = { strongerTakesWhite: false, strength: () => 0 };

/**
 * Whether the first rotation's last two rounds are played in reverse order (rotationRoundOf): in
 * a double round robin of an even field, whose players would otherwise have one colour three
 * times in a row where the second rotation begins (an odd field's rests already prevent it). Once
 * round N − 2 is on its tab (N − 1 rounds a rotation) the order it was paired in holds, whatever
 * Rounds says since, unless that round is the one being paired again (`pairing`).
 */
function lastTwoReversed(event: EventState, pairing?: number): boolean {
  const plan = event.seats;
  if (!plan || plan.seats[0] === null) return false;
  const perCycle = roundCount(plan);
  if (perCycle < 3) return false;
  const played =
    pairing === perCycle - 1 ? undefined : event.rounds.find((r) => r.number === perCycle - 1);
  if (played) {
    const keys = new Set(played.games.map((g) => pairKey(g.white, g.black)));
    const held = (r: number): number =>
      roundRobinRound(plan, r, seatColours).games.filter((g) => keys.has(pairKey(g.white, g.black)))
        .length;
    const [last, beforeLast] = [held(perCycle), held(perCycle - 1)];
    if (last !== beforeLast) return last > beforeLast;
  }
  return cyclesOf(event) === 2;
}

/**
 * The rounds before `number` in its own rotation: a game is a repeat only when the pair already
 * met in the same rotation (a double round robin's second rotation meets everyone again).
 * Check round may have no seat plan (the Seats tab gone or unreadable).
 */
function cycleRoundsBefore(event: EventState, number: number): Round[] {
  const perCycle = rotationRounds(event.seats, event.players.length);
  const start = Math.floor((number - 1) / perCycle) * perCycle;
  return roundsBefore(event.rounds, number).filter((r) => r.number > start);
}

/**
 * Check round: the games of a round that the Seats plan does not pair in that round (a hand edit,
 * or Seats changed after the round was paired). The rotation still pairs them in their own
 * round, so a game moved earlier is played twice and the plan's own game of this round never.
 * A game already played before is left to the repeated-games check.
 */
function offPlanGames(event: EventState, round: Round): string[] {
  if (!event.seats) return [];
  const plan = event.seats;
  const perCycle = roundCount(plan);
  if (round.number > perCycle * cyclesOf(event)) return [];
  // The plan of this round's rotation: in a double round robin the second repeats the first.
  const offset = round.number > perCycle ? perCycle : 0;
  const reversed = offset === 0 && lastTwoReversed(event);
  const planned = new Map<string, number>();
  for (let r = 1; r <= perCycle; r++) {
    // Reversing two rounds swaps them both ways: rotation round r is played in this round.
    const playedIn = rotationRoundOf(r, perCycle, reversed) + offset;
    for (const g of roundRobinRound(plan, r, seatColours).games) {
      planned.set(pairKey(g.white, g.black), playedIn);
    }
  }
  const met = firstMeetings(cycleRoundsBefore(event, round.number));
  const name = (id: number): string => event.players[id].name;
  // The Seats tab lists one rotation (R1…): a second-rotation round is named as it shows there.
  const onSeats = (r: number): string =>
    r > perCycle
      ? `round ${r} (round ${r - perCycle} of the second rotation, R${r - perCycle} on the Seats tab)`
      : `round ${r} on the Seats tab`;
  const problems: string[] = [];
  for (const g of round.games) {
    const key = pairKey(g.white, g.black);
    const due = planned.get(key);
    if (g.white === g.black || due === undefined || due === round.number || met.has(key)) continue;
    // A game the plan puts in a later round would be played twice: say so, naming that round once.
    const then = due > round.number ? ', and the rotation will pair them again in that round' : '';
    problems.push(
      `Board ${g.board}: ${name(g.white)} and ${name(g.black)} play each other in ${onSeats(due)}, not in round ${round.number}${then}.`,
    );
  }
  return problems;
}

/** Round robin by seat rotation ("Easy Round Robin Pairing"), in the same round layout as McMahon. */
export const roundRobinSystem: PairingSystemRules = {
  name: 'Round robin',
  commonNoun: true,
  needs: { constraints: false, seats: true, bands: false, catalogue: false, avoidance: false },
  layout: 'colours',
  usesBands: false,
  strength: 'rank or rating',
  fileSystem: 'Swiss',
  ranking: 'Sonneborn-Berger',
  voidsWithdrawnGames,
  lastRound: (event) => roundCount(seatsOf(event)) * cyclesOf(event),
  pairRound(event, number) {
    const { players, settings } = event;
    const rr = roundRobinRound(
      seatsOf(event),
      number,
      {
        strongerTakesWhite: settings.handicap !== 'none',
        // The weaker rank takes Black, as it takes the stones (handicapStones).
        strength: (id) => handicapStrength(players[id]),
      },
      cyclesOf(event),
      lastTwoReversed(event, number),
    );
    const withdrawn = (id: number): boolean => players[id].status === 'withdrawn';
    const voidGames = voidsWithdrawnGames(settings);
    const games: PairedGame[] = [];
    const byes: PairedBye[] = [];
    const repeats: string[] = [];
    const forfeits: string[] = [];
    const met = firstMeetings(cycleRoundsBefore(event, number));
    const forfeitSentence = (board: number, a: number, b: number, out: number[]): string =>
      out.length === 2
        ? `Board ${board}: ${players[a].name} and ${players[b].name} both withdrew (double forfeit).`
        : `Board ${board}: ${players[out[0] === a ? b : a].name} wins by forfeit (${players[out[0]].name} withdrew).`;
    // A withdrawn player's rest needs no row: they are out of every round anyway.
    if (rr.resting !== null && !withdrawn(rr.resting)) {
      byes.push({
        player: rr.resting,
        kind: 'voluntary',
        notes: ['rests this round (round robin)'],
        rests: true,
      });
    }
    for (const g of rr.games) {
      const out = [g.white, g.black].filter(withdrawn);
      if (voidGames && out.length) {
        // Settings: the opponent of a withdrawn player rests with no point; the rotation goes on.
        for (const id of [g.white, g.black].filter((id) => !withdrawn(id))) {
          byes.push({
            player: id,
            kind: 'voluntary',
            notes: [`${players[out[0]].name} withdrew: no game`],
            rests: true,
          });
        }
        continue;
      }
      const handicap = handicapStones(
        settings.handicap,
        players[g.white].rank,
        players[g.black].rank,
      );
      const result = withdrawalResult(withdrawn(g.white), withdrawn(g.black));
      const notes = out.map((id) => withdrawalNote(players[id].name));
      if (out.length) forfeits.push(forfeitSentence(g.board, g.white, g.black, out));
      // A rotation pairs everyone once, so a repeat means Seats or a round was edited by hand.
      const before = met.get(pairKey(g.white, g.black));
      if (before !== undefined) {
        notes.push(`repeat game (already played in round ${before})`);
        repeats.push(
          `Board ${g.board}: ${players[g.white].name} and ${players[g.black].name} already played in round ${before}.`,
        );
      }
      games.push({ ...g, handicap, komi: komiFor(settings, handicap), result, notes });
    }
    if (repeats.length) {
      repeats.push(
        'The Seats tab or an earlier round was changed by hand, so the rotation pairs them again: ' +
          `put the Seats tab back as it was, or change Round ${number} by hand and run "Check round".`,
      );
    }
    // The repeats and what to do about them: one warning.
    const warnings = repeats.length ? [repeats.join(' ')] : [];
    return { number, games, byes, placed: [], messages: forfeits, warnings };
  },
  checkRound: (event, round) => [
    ...seatedRoundProblems(event, round, cycleRoundsBefore(event, round.number)),
    ...offPlanGames(event, round),
  ],
  standings: (event) => {
    const annulled = annulledWithdrawals(event);
    const annulment = annulled.length
      ? { players: new Set(annulled.map((a) => a.player)), text: annulmentText(event, annulled) }
      : null;
    return scoreTable(
      event,
      scoredPlayers(event.players, false),
      ROUND_ROBIN_COLUMNS,
      'Sonneborn-Berger',
      true,
      annulment,
    );
  },
};
