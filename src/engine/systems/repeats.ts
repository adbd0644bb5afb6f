import { checkRound } from '../checkRound';
import type { Player, Round } from '../types';
import type { EventState } from './types';

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * Games of `round` between two players who already met in an earlier round (AGA 2009
 * criterion 1; a round robin meets everyone once). One line per board.
 */
export function repeatedGames(
  players: readonly Player[],
  earlier: readonly Round[],
  round: Round,
): string[] {
  const met = new Map<string, number>();
  for (const r of earlier) for (const g of r.games) met.set(pairKey(g.white, g.black), r.number);
  const problems: string[] = [];
  for (const g of round.games) {
    const before = met.get(pairKey(g.white, g.black));
    if (before !== undefined && g.white !== g.black) {
      problems.push(
        `Board ${g.board}: ${players[g.white].name} and ${players[g.black].name} already played in round ${before}.`,
      );
    }
  }
  return problems;
}

/** The rounds before `round`. */
export function roundsBefore(rounds: readonly Round[], number: number): Round[] {
  return rounds.filter((r) => r.number < number).sort((a, b) => a.number - b.number);
}

/**
 * Check round for the systems that seat each player once a round (go and chess): the problems
 * every such system shares (a player twice, left out, withdrawn…) and games already played.
 */
export function seatedRoundProblems(event: EventState, round: Round): string[] {
  const earlier = roundsBefore(event.rounds, round.number);
  const latest = event.rounds.every((r) => r.number <= round.number);
  return [
    ...checkRound(event.players, earlier, round, latest),
    ...repeatedGames(event.players, earlier, round),
  ];
}
