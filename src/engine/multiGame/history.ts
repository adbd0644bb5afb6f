import type { PlayerId, Round } from '../types';

/** One board of an earlier round as one of its two players saw it. */
export interface Play {
  round: number;
  game: string;
  opponent: PlayerId;
  /** Player 1: moved first. */
  first: boolean;
  /** Points won, null while the result is missing. */
  points: number | null;
  opponentPoints: number | null;
  forfeit: boolean;
}

export interface EventHistory {
  /** plays[id]: that player's boards in round order. */
  plays: Play[][];
  /** byGame[id].get(game): that player's boards of one game. */
  byGame: Array<Map<string, Play[]>>;
  /** Times moved first minus times moved second, per player. */
  firstBalance: number[];
}

/** A win over the board: more points than the opponent, result typed, not a forfeit. */
export function wonOverBoard(play: Play): boolean {
  return (
    !play.forfeit &&
    play.points !== null &&
    play.opponentPoints !== null &&
    play.points > play.opponentPoints
  );
}

/**
 * Every board of the given rounds is a meeting of its two players (plays), but only a game
 * played over the board counts as played (byGame, firstBalance): a player whose opponent did
 * not come, or who did not come, may still play that game later (Game Courier proposal: each
 * player plays each game once).
 */
export function buildEventHistory(playerCount: number, rounds: readonly Round[]): EventHistory {
  const plays: Play[][] = Array.from({ length: playerCount }, () => []);
  const byGame: Array<Map<string, Play[]>> = Array.from({ length: playerCount }, () => new Map());
  const firstBalance = new Array<number>(playerCount).fill(0);
  const add = (id: PlayerId, play: Play): void => {
    plays[id].push(play);
    if (play.forfeit) return;
    const list = byGame[id].get(play.game);
    if (list) list.push(play);
    else byGame[id].set(play.game, [play]);
    firstBalance[id] += play.first ? 1 : -1;
  };
  for (const round of [...rounds].sort((a, b) => a.number - b.number)) {
    for (const g of round.games) {
      const game = g.game ?? '';
      const r = g.result;
      const forfeit = !!r && r.forfeit;
      const white = r ? r.white : null;
      const black = r ? r.black : null;
      add(g.white, {
        round: round.number,
        game,
        opponent: g.black,
        first: true,
        points: white,
        opponentPoints: black,
        forfeit,
      });
      add(g.black, {
        round: round.number,
        game,
        opponent: g.white,
        first: false,
        points: black,
        opponentPoints: white,
        forfeit,
      });
    }
  }
  return { plays, byGame, firstBalance };
}
