import type { Player, PlayerId, Round } from '../types';
import { buildField, mayPlayInEvent } from './field';
import type { MultiGameSettings } from './types';

/**
 * Check round for a multi-game round edited by hand: the per-round and event rules the pairing
 * keeps (Game Courier proposal; issue 9): at most `gamesPerRound` boards each, one game of a kind
 * each per round, two players at most once per round, nobody playing a game a second time except
 * two earlier winners (when allowed), never the same pair on the same game twice, and every game
 * on both players' lists. Earlier rounds are `earlier`.
 */
export function multiGameRoundProblems(
  players: readonly Player[],
  games: readonly string[],
  preferences: readonly string[][],
  settings: MultiGameSettings,
  earlier: readonly Round[],
  round: Round,
): string[] {
  const field = buildField({
    settings,
    games: [...games],
    players: [...players],
    preferences: preferences.map((l) => [...l]),
    rounds: [...earlier],
    roundNumber: round.number,
  });
  const name = (id: PlayerId): string => players[id].name;
  const problems: string[] = [];
  const boards = new Map<PlayerId, number[]>();
  const gameBoard = new Map<string, number>();
  const pairBoard = new Map<string, number>();
  const pairKey = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (const g of [...round.games].sort((x, y) => x.board - y.board)) {
    const game = g.game ?? '';
    const ids = g.white === g.black ? [g.white] : [g.white, g.black];
    for (const id of ids) {
      boards.set(id, [...(boards.get(id) ?? []), g.board]);
      const key = `${id}|${game}`;
      const before = gameBoard.get(key);
      if (before !== undefined) {
        problems.push(
          `Board ${g.board}: ${name(id)} plays ${game} here and on board ${before}; one game of a kind each a round.`,
        );
      } else gameBoard.set(key, g.board);
      if (!preferences[id]?.includes(game)) {
        problems.push(`Board ${g.board}: ${game} is not on ${name(id)}'s list of games.`);
      }
    }
    if (g.white === g.black) continue;
    const pair = pairKey(g.white, g.black);
    const met = pairBoard.get(pair);
    if (met !== undefined) {
      problems.push(
        `Board ${g.board}: ${name(g.white)} and ${name(g.black)} meet here and on board ${met}; two players meet at most once a round.`,
      );
    } else pairBoard.set(pair, g.board);
    if (!mayPlayInEvent(field, g.white, g.black, game)) {
      problems.push(
        `Board ${g.board}: ${name(g.white)} and ${name(g.black)} may not play ${game}: ${replayReason(field, g.white, g.black, game, settings.replayBetweenWinners)}.`,
      );
    }
  }
  for (const [id, list] of boards) {
    if (list.length > settings.gamesPerRound) {
      problems.push(
        `Board ${list[list.length - 1]}: ${name(id)} is on ${list.length} boards (${list.join(', ')}); each player plays ${settings.gamesPerRound} a round.`,
      );
    }
  }
  return problems;
}

function replayReason(
  field: ReturnType<typeof buildField>,
  a: PlayerId,
  b: PlayerId,
  game: string,
  replay: boolean,
): string {
  const plays = (id: PlayerId) => field.history.byGame[id].get(game) ?? [];
  const together = plays(a).find((p) => p.opponent === b);
  if (together) return `they already played it in round ${together.round}`;
  if (!replay) return 'one of them has played it before, and Settings do not allow replays';
  return 'a game is played a second time only between two players who each won it against other opponents';
}
