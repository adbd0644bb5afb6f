import { InputError } from '../errors';
import { handicapStones, komiFor } from '../handicap';
import { strength } from '../rank';
import { roundCount, roundRobinRound, type SeatPlan } from '../roundRobin';
import { seatedRoundProblems } from './repeats';
import { scoredPlayers } from './scoredPlayers';
import { ROUND_ROBIN_COLUMNS, scoreTable } from './standingsTables';
import type { EventState, PairedBye, PairedGame, PairingSystemRules } from './types';
import { withdrawalNote, withdrawalResult } from './withdrawals';

function seatsOf(event: EventState): SeatPlan {
  if (!event.seats) {
    throw new InputError(
      'There is no "Seats" tab. Run "Seat players" before pairing a round robin.',
    );
  }
  return event.seats;
}

/** Round robin by seat rotation ("Easy Round Robin Pairing"), in the same round layout as McMahon. */
export const roundRobinSystem: PairingSystemRules = {
  name: 'Round robin',
  needs: { constraints: false, seats: true, bands: false, catalogue: false, avoidance: false },
  layout: 'colours',
  usesBands: false,
  strength: 'rank or rating',
  fileSystem: 'Swiss',
  lastRound: (event) => roundCount(seatsOf(event)),
  pairRound(event, number) {
    const { players, settings } = event;
    const rr = roundRobinRound(seatsOf(event), number, {
      strongerTakesWhite: settings.handicap !== 'none',
      strength: (id) => strength(players[id]),
    });
    const withdrawn = (id: number): boolean => players[id].status === 'withdrawn';
    const voidGames = settings.withdrawnGames === 'no point';
    const games: PairedGame[] = [];
    const byes: PairedBye[] = [];
    if (rr.resting !== null) {
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
      games.push({ ...g, handicap, komi: komiFor(settings, handicap), result, notes });
    }
    return { number, games, byes, placed: [], messages: [] };
  },
  checkRound: seatedRoundProblems,
  standings: (event) =>
    scoreTable(
      event,
      scoredPlayers(event.players, false),
      ROUND_ROBIN_COLUMNS,
      'Sonneborn-Berger',
      true,
    ),
};
