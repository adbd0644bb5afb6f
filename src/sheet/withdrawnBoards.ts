/** Withdrawn players on boards still without a result, with the forfeit to type there. */
import { wordList } from '../engine/names';
import { parseNumber } from './parse';
import type { RoundSheet } from './roundTab';
import { cellAt, refAt } from './table';
import type { Tournament } from './tournament';

/**
 * For the refusal of Pair next round while results are missing: a player set to withdrawn
 * mid-round leaves their board open, and the result it needs is the opponent's forfeit win
 * (a double forfeit when both withdrew), which the TD may not think of. One sentence a board.
 */
export function withdrawnOnOpenBoards(t: Tournament, rounds: readonly RoundSheet[]): string[] {
  const { players } = t.roster;
  const gone = (id: number): boolean => players[id].status === 'withdrawn';
  const chess = t.layout.chessNotation;
  return rounds.flatMap(({ round, table }) =>
    round.games
      .filter((g) => g.result === null && (gone(g.white) || gone(g.black)))
      .flatMap((g) => {
        const row = table.rows.find((r) => parseNumber(cellAt(table, r, 'Board')) === g.board);
        if (!row) return [];
        const out = [g.white, g.black].filter(gone).map((id) => players[id].name);
        const where = `${refAt(table, row, 'Result')} (board ${g.board})`;
        if (out.length === 2) {
          return [`${where}: ${wordList(out, 'and')} have withdrawn: type Double forfeit there.`];
        }
        const whiteOut = gone(g.white);
        const winner = players[whiteOut ? g.black : g.white].name;
        const forfeit = chess
          ? `'${whiteOut ? '-+' : '+-'} (with the apostrophe)`
          : whiteOut
            ? 'B+F'
            : 'W+F';
        return [
          `${where}: ${out[0]} has withdrawn: type ${winner}'s forfeit win there, ${forfeit}.`,
        ];
      }),
  );
}
