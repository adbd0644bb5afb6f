import { currentScore, type PlayerHistory } from '../history';
import { strength } from '../rank';
import type { Player, Settings } from '../types';

/** AGA 2009 "Remove Players Receiving Byes": players who asked to miss this round. */
export function requestsBye(player: Player, roundNumber: number): boolean {
  return player.byes.includes(roundNumber);
}

/**
 * Who may take the forced bye, in order of preference. AGA 2009: the bye volunteer first
 * (several: the weakest); otherwise, from the lowest score group up, the lowest-rated player
 * who has not had a forced bye (criterion 2: a second forced bye only for a volunteer). The
 * caller takes a volunteer who leaves a valid pairing, else weighs the players of the first
 * score group with one who does (pairRound's chooseForcedBye, byeChoice.ts). Chess (FIDE C.04.1.d): a player who
 * has already scored a forfeit win has had a point without playing, so takes it only when
 * nobody else can.
 */
export function forcedByeCandidates(
  players: readonly Player[],
  histories: readonly PlayerHistory[],
  boardGame: Settings['boardGame'] = 'go',
): Player[] {
  const weakestFirst = (a: Player, b: Player): number => strength(a) - strength(b) || b.id - a.id;
  const volunteers = players.filter((p) => p.byeVolunteer).sort(weakestFirst);
  const others = players
    .filter((p) => !p.byeVolunteer && histories[p.id].forcedByes === 0)
    .sort(
      (a, b) => currentScore(histories[a.id]) - currentScore(histories[b.id]) || weakestFirst(a, b),
    );
  if (boardGame !== 'chess') return [...volunteers, ...others];
  const hadForfeitWin = (p: Player): boolean => wonByForfeit(histories[p.id]);
  return [
    ...volunteers,
    ...others.filter((p) => !hadForfeitWin(p)),
    ...others.filter(hadForfeitWin),
  ];
}

/** FIDE C.04.1: a player who has won a game by forfeit takes the bye only when no one else can. */
export function wonByForfeit(history: PlayerHistory): boolean {
  return history.entries.some((e) => e.kind === 'game' && e.forfeit && e.points === 1);
}

/**
 * Players who have had a forced bye and are no volunteer, in the order the candidates above
 * are tried: one of them may take a second forced bye once the TD marks them a volunteer. A
 * player whose Bye volunteer says No is not asked.
 */
export function secondByeCandidates(
  players: readonly Player[],
  histories: readonly PlayerHistory[],
): Player[] {
  const weakestFirst = (a: Player, b: Player): number => strength(a) - strength(b) || b.id - a.id;
  return players
    .filter((p) => !p.byeVolunteer && !p.byeDeclined && histories[p.id].forcedByes > 0)
    .sort(
      (a, b) => currentScore(histories[a.id]) - currentScore(histories[b.id]) || weakestFirst(a, b),
    );
}
