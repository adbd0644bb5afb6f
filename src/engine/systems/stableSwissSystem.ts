import { requestedByePoints } from '../history';
import { blockingPairProblems, FALLBACK_RULES, pairStableSwissRound } from '../stableSwiss';
import type { Settings } from '../types';
import { pairKeepingLaterApart } from './laterPairs';
import { requireTwoPlaying } from './playing';
import { roundsBefore, seatedRoundProblems } from './repeats';
import { scoredPlayers } from './scoredPlayers';
import { swissTable } from './swissColumns';
import type { PairingSystemRules } from './types';

const weightsOf = (settings: Settings) => ({ c: settings.stableC, s: settings.stableS });

/**
 * Stable Swiss (Kujansuu, Lindberg, Mäkinen 1995): every round a stable pairing of preference
 * lists, so nobody can point at a better opponent who would also gain from the swap.
 */
export const stableSwissSystem: PairingSystemRules = {
  name: 'Stable Swiss',
  // No avoidance: neither the stable rounds nor the weighted-matching fallback apply it.
  needs: { constraints: true, seats: false, bands: false, catalogue: false, avoidance: false },
  layout: 'colours',
  usesBands: false,
  strength: 'rank or rating',
  fileSystem: 'Swiss',
  ranking: 'Tiebreaks',
  matching: () => FALLBACK_RULES,
  lastRound: (event) => event.settings.rounds,
  pairRound(event, number) {
    const players = scoredPlayers(event.players, false);
    requireTwoPlaying(players, number);
    const { paired, warnings } = pairKeepingLaterApart(
      event.constraints,
      number,
      event.players,
      (constraints) =>
        pairStableSwissRound(
          {
            settings: event.settings,
            players,
            rounds: roundsBefore(event.rounds, number),
            roundNumber: number,
            constraints,
          },
          weightsOf(event.settings),
        ),
    );
    return {
      number,
      games: paired.games,
      byes: paired.byes,
      placed: [],
      messages: paired.messages,
      ...(warnings.length ? { warnings } : {}),
    };
  },
  checkRound(event, round) {
    const earlier = roundsBefore(event.rounds, round.number);
    return [
      ...seatedRoundProblems(event, round),
      ...blockingPairProblems(
        scoredPlayers(event.players, false),
        earlier,
        round,
        event.constraints,
        weightsOf(event.settings),
        requestedByePoints(event.settings),
        event.settings,
      ),
    ];
  },
  standings: (event) => swissTable(event, scoredPlayers(event.players, false)),
};
