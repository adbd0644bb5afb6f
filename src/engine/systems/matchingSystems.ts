import { playersInRound } from '../history';
import { nameList } from '../names';
import { InputError } from '../errors';
import { pairMatchingRound } from '../pairing/pairRound';
import type { MatchingRules } from '../pairing/types';
import type { Player, Settings } from '../types';
import { placeLateArrivals } from './lateArrivals';
import { pairKeepingLaterApart } from './laterPairs';
import { requireTwoPlaying } from './playing';
import { roundsBefore, seatedRoundProblems } from './repeats';
import { scoredPlayers } from './scoredPlayers';
import { AGA_COLUMNS, scoreTable } from './standingsTables';
import { swissTable } from './swissColumns';
import type { EventState, PairingSystemRules, Placement, RoundPairing } from './types';

/**
 * The AGA weighted-matching engine as a system: McMahon with bands (late arrivals placed by
 * rank), or Swiss, where everyone starts at 0 (AGA 2009: Swiss is McMahon with one band).
 */
function matchingSystem(
  name: 'McMahon' | 'Swiss',
  usesBands: boolean,
  matching: (settings: Settings) => MatchingRules,
): PairingSystemRules {
  const players = (event: EventState): { players: Player[]; placed: Placement[] } =>
    usesBands
      ? placeLateArrivals(event)
      : { players: scoredPlayers(event.players, false), placed: [] };
  return {
    name,
    needs: { constraints: true, seats: false, bands: usesBands, catalogue: false, avoidance: true },
    layout: 'colours',
    usesBands,
    strength: usesBands ? 'rank' : 'rank or rating',
    // Both are systems of the event files, under their own names.
    fileSystem: name,
    ranking: usesBands ? 'AGA' : 'Tiebreaks',
    matching,
    lastRound: (event) => event.settings.rounds,
    pairRound(event: EventState, number: number): RoundPairing {
      // Too few players is said first: placing them in bands would ask for Build bands, which
      // needs two players too.
      requireTwoPlaying(event.players, number);
      const field = players(event);
      const { paired, warnings } = pairKeepingLaterApart(
        event.constraints,
        number,
        event.players,
        (constraints) =>
          pairMatchingRound(
            {
              settings: event.settings,
              players: field.players,
              rounds: roundsBefore(event.rounds, number),
              roundNumber: number,
              constraints,
              ...(event.topBand !== undefined ? { topBand: event.topBand } : {}),
            },
            matching(event.settings),
          ),
      );
      // A player placed who has played before (a row deleted and typed again) is no late
      // arrival: Pair next round says so on its own.
      const played = new Set(
        roundsBefore(event.rounds, number).flatMap((r) => [...playersInRound(r)]),
      );
      const late = field.placed.filter((p) => !played.has(p.player));
      const messages = late.length
        ? [
            `Late arrivals placed in their bands: ${nameList(late.map((p) => event.players[p.player].name))}.`,
          ]
        : [];
      return {
        number,
        games: paired.games,
        byes: paired.byes,
        placed: field.placed,
        messages,
        ...(warnings.length ? { warnings } : {}),
      };
    },
    checkRound: seatedRoundProblems,
    standings: (event) =>
      usesBands
        ? scoreTable(event, scored(event, usesBands), AGA_COLUMNS, 'AGA')
        : swissTable(event, scored(event, usesBands)),
  };
}

/** Players with their initial scores for the standings; a McMahon player without one is refused. */
function scored(event: EventState, usesBands: boolean): Player[] {
  const unbanded = usesBands ? event.players.filter((p) => p.initialScore === null) : [];
  if (unbanded.length) {
    throw new InputError(
      `No initial score for ${nameList(unbanded.map((p) => p.name))}. Run "Apply band edits" to place them in the band of their rank (or "Build bands" before round 1).`,
    );
  }
  return scoredPlayers(event.players, usesBands);
}

/**
 * McMahon (AGA 2009): the up-floater joins the group above, colours balanced only when
 * Settings › Colour balance in McMahon asks, the top band's games may be kept even.
 */
export const mcMahonSystem = matchingSystem('McMahon', true, (settings) => ({
  floatersPairedFirst: false,
  colourBalance: settings.colourBalanceMcMahon === true,
  lastRoundLookahead: false,
  topBand: true,
  avoidance: true,
}));

/** Swiss: moved-down players paired first, colours always balanced, the last round foreseen. */
export const swissSystem = matchingSystem('Swiss', false, () => ({
  floatersPairedFirst: true,
  colourBalance: true,
  lastRoundLookahead: true,
  topBand: false,
  avoidance: true,
}));
