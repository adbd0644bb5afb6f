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
  const voidGames = settings.withdrawnGames === 'no point';
  const games: GameLine[] = [];
  const byes: ByeLine[] = [];
  if (rr.resting !== null) {
    byes.push({ player: rr.resting, kind: 'voluntary', notes: ['rests this round (round robin)'] });
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
    const notes = out.map((id) => `${players[id].name} withdrew: forfeit`);
    games.push({ ...g, handicap, komi: komiFor(settings, handicap), result, notes });
  }
  const nameOf = (id: number): string => players[id].name;
  new WritePlan(ss).replaceTab(roundContent(round, games, byes, nameOf)).apply();
  const rest = byes.length ? ` Resting: ${byes.map((b) => nameOf(b.player)).join(', ')}.` : '';
  return { message: `Round ${round}: ${games.length} boards by seat rotation.${rest}` };
}
