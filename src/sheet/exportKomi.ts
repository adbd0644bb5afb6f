/**
 * The komi of games whose round tab shows none (a tab paired while Board game was Chess has no
 * Komi column; a TD may delete the column or clear a cell). Pairing reads those as 0, but the
 * AGA results file states each game's komi, so it takes the Settings komi and says so.
 */
import { komiFor } from '../engine/handicap';
import type { Game, Settings } from '../engine/types';
import { boardList } from './boardList';
import { parseNumber } from './parse';
import type { RoundSheet } from './roundTab';
import { cellAt, columnOf, textAt } from './table';

export interface KomiGaps {
  /** The game's komi as the tab shows it, or the Settings komi where the tab has none. */
  komi(round: RoundSheet, game: Game): number;
  /** One note per round with games lacking a komi, saying what to do. */
  notes: string[];
}

export function komiGaps(settings: Settings, rounds: readonly RoundSheet[]): KomiGaps {
  const settingsKomi = `the Settings komi (${settings.komiEven} for even games, ${settings.komiHandicap} for handicap games)`;
  const gaps = new Map<RoundSheet, Set<number>>();
  const notes: string[] = [];
  for (const r of rounds) {
    const { table } = r;
    const tab = table.tab;
    if (r.round.games.length === 0) continue;
    if (columnOf(table, 'Komi') === null) {
      gaps.set(r, new Set(r.round.games.map((g) => g.board)));
      notes.push(
        `${tab} has no Komi column, so the AGA results file gives its games ${settingsKomi}. If they were played with another komi, add a Komi column to ${tab}, type each board's komi and export again.`,
      );
      continue;
    }
    const boards = new Set(r.round.games.map((g) => g.board));
    const blank = table.rows
      .map((row) => ({ board: parseNumber(cellAt(table, row, 'Board')), row }))
      .filter(
        ({ board, row }) =>
          board !== null && boards.has(board) && textAt(table, row, 'Komi') === '',
      )
      .map(({ board }) => board!);
    if (blank.length === 0) continue;
    gaps.set(r, new Set(blank));
    notes.push(
      `${tab}, ${boardList(blank)}: the Komi cell is blank, so the AGA results file gives ${blank.length === 1 ? 'that game' : 'those games'} ${settingsKomi}. If the komi was another, type it in and export again.`,
    );
  }
  return {
    komi: (r, g) => (gaps.get(r)?.has(g.board) ? komiFor(settings, g.handicap) : g.komi),
    notes,
  };
}
