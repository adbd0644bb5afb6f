/** Withdrawn players on boards still without a result, with the forfeit to type there. */
import { wordList } from '../engine/names';
import { formatChessResult } from '../engine/results/chessNotation';
import { formatResult } from '../engine/results/notation';
import { systemRules } from '../engine/systems';
import { withdrawalResult } from '../engine/systems/withdrawals';
import { boardRow } from './boardRow';
import type { RoundSheet } from './roundTab';
import { settingCellIn } from './settingsTab';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * For the refusal of Pair next round while results are missing: a player set to withdrawn
 * mid-round leaves their board open, and the result it needs is the opponent's forfeit win
 * (a double forfeit when both withdrew), which the TD may not think of. A round robin whose
 * Settings give a withdrawn player's opponent no point takes a double forfeit there too, as
 * the rounds it pairs give that opponent no point. One sentence a board, with its round tab
 * and board number (left out of the plain list of open boards).
 */
export interface WithdrawnBoard {
  tab: string;
  board: number;
  line: string;
}

export function withdrawnOnOpenBoards(
  t: Tournament,
  rounds: readonly RoundSheet[],
): WithdrawnBoard[] {
  const { players } = t.roster;
  const gone = (id: number): boolean => players[id].status === 'withdrawn';
  const chess = t.layout.chessNotation;
  const noPoint = systemRules(t.settings.pairingSystem).voidsWithdrawnGames?.(t.settings) ?? false;
  return rounds.flatMap(({ round, table }) =>
    round.games
      .filter((g) => g.result === null && (gone(g.white) || gone(g.black)))
      .flatMap((g) => {
        const row = boardRow(table, g.board);
        if (!row) return [];
        const out = [g.white, g.black].filter(gone).map((id) => players[id].name);
        const where = `${refAt(table, row, 'Result')} (board ${g.board})`;
        const at = (line: string): WithdrawnBoard => ({ tab: table.tab, board: g.board, line });
        if (out.length === 2) {
          return [
            at(`${where}: ${wordList(out, 'and')} have withdrawn: type Double forfeit there.`),
          ];
        }
        const winner = players[gone(g.white) ? g.black : g.white].name;
        if (noPoint) {
          const setting = settingCellIn(t.settingsTable, "Withdrawn player's games");
          return [
            at(
              `${where}: ${out[0]} has withdrawn: type Double forfeit there, as ${setting} (Withdrawn player's games) gives ${winner} no point for the game.`,
            ),
          ];
        }
        const result = withdrawalResult(gone(g.white), gone(g.black))!;
        const forfeit = chess
          ? `'${formatChessResult(result)} (with the apostrophe)`
          : formatResult(result);
        return [
          at(`${where}: ${out[0]} has withdrawn: type ${winner}'s forfeit win there, ${forfeit}.`),
        ];
      }),
  );
}
