import { handicapStones, komiFor } from '../../engine/handicap';
import { strength } from '../../engine/rank';
import { roundRobinRound, type SeatPlan } from '../../engine/roundRobin';
import type { GameResult } from '../../engine/types';
import { roundContent, type ByeLine, type GameLine } from '../../sheet/roundTab';
import type { Tournament } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A withdrawn player's remaining games are forfeits; the rotation goes on unchanged. */
function withdrawalResult(whiteOut: boolean, blackOut: boolean): GameResult | null {
  if (whiteOut && blackOut) return { white: 0, black: 0, forfeit: true };
  if (whiteOut) return { white: 0, black: 1, forfeit: true };
  if (blackOut) return { white: 1, black: 0, forfeit: true };
  return null;
}

/** Round robin: Round N follows the seat rotation, in the same layout as McMahon rounds. */
export function pairRoundRobinRound(
  ss: Spreadsheet,
  t: Tournament,
  plan: SeatPlan,
  round: number,
): Report {
  const { players } = t.roster;
  const { settings } = t;
  const rr = roundRobinRound(plan, round, {
    strongerTakesWhite: settings.handicap !== 'none',
    strength: (id) => strength(players[id]),
  });
  const withdrawn = (id: number): boolean => players[id].status === 'withdrawn';
  const games: GameLine[] = rr.games.map((g) => {
    const handicap = handicapStones(
      settings.handicap,
      players[g.white].rank,
      players[g.black].rank,
    );
    const result = withdrawalResult(withdrawn(g.white), withdrawn(g.black));
    const notes = [g.white, g.black]
      .filter(withdrawn)
      .map((id) => `${players[id].name} withdrew: forfeit`);
    return { ...g, handicap, komi: komiFor(settings, handicap), result, notes };
  });
  const byes: ByeLine[] =
    rr.resting === null
      ? []
      : [{ player: rr.resting, kind: 'voluntary', notes: ['rests this round (round robin)'] }];
  const nameOf = (id: number): string => players[id].name;
  new WritePlan(ss).replaceTab(roundContent(round, games, byes, nameOf)).apply();
  const rest = rr.resting === null ? '' : ` ${nameOf(rr.resting)} rests.`;
  return { message: `Round ${round}: ${games.length} boards by seat rotation.${rest}` };
}
