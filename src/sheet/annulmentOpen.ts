/**
 * Settings › Withdrawn player's games = Annul under half counts the games completed over the
 * board, and a board still without a result is not one yet: a player who withdrew with such a
 * board reads as annulled until it is typed. Update standings says so, naming the Result cells.
 */
import { annulledWithdrawals } from '../engine/systems/annulment';
import type { EventState } from '../engine/systems';
import { wordList } from '../engine/names';
import { boardRow } from './boardRow';
import { columnLetter } from './cells';
import type { RoundSheet } from './roundTab';
import { columnOf } from './table';

/** "Round 3 board 2 (F6)": the board's Result cell, as the missing results are named. */
function resultCell(rounds: readonly RoundSheet[], round: number, board: number): string {
  const sheet = rounds.find((r) => r.round.number === round);
  const row = sheet ? boardRow(sheet.table, board)?.row : undefined;
  const column = sheet ? columnLetter(columnOf(sheet.table, 'Result') ?? 1) : '';
  return `Round ${round} board ${board}${row === undefined ? '' : ` (${column}${row})`}`;
}

/**
 * One paragraph per annulled player whose missing results, played over the board, would bring
 * them to half their games (and so count them); none when every result that matters is typed.
 */
export function annulmentOpenNotes(rounds: readonly RoundSheet[], event: EventState): string[] {
  return annulledWithdrawals(event)
    .filter((a) => a.open.length > 0 && 2 * (a.played + a.open.length) >= a.scheduled)
    .map((a) => {
      const name = event.players[a.player].name;
      const cells = wordList(
        a.open.map((g) => resultCell(rounds, g.round, g.board)),
        'and',
      );
      // The fewest of them that, played over the board, bring the player to half their games.
      const need = Math.ceil(a.scheduled / 2) - a.played;
      const then =
        a.open.length === 1
          ? `has no result yet. Played over the board, it makes ${a.played + 1} of ${a.scheduled} and their games count; a forfeit keeps them annulled. Type it`
          : `have no result yet. If ${need} of them ${need === 1 ? 'is' : 'are'} played over the board, that makes ${a.played + need} of ${a.scheduled} and their games count; forfeits keep them annulled. Type them`;
      return `${name} (withdrawn) has played ${a.played} of ${a.scheduled} games, under half, so their games are annulled for now (Settings › Withdrawn player's games = Annul under half); but ${cells} ${then} and run "Update standings" again.`;
    });
}
