import { toCsv } from './csv';
import { sheetName, type ImportedEvent, type ImportedGame } from './types';

function resultText(g: ImportedGame): string {
  const f = g.result.forfeit ? 'F' : '';
  switch (g.result.outcome) {
    case 'white':
      return `W+${f}`;
    case 'black':
      return `B+${f}`;
    case 'jigo':
      return 'Jigo';
    case 'both lose':
      return g.result.forfeit ? 'Double forfeit' : '0-0';
    case 'both win':
      return '1-1';
    default:
      return '';
  }
}

/** Every round as CSV: one line per board, bye rows after the boards. */
export function roundsCsv(event: ImportedEvent): string {
  const rows: Array<Array<string | number>> = [
    ['Round', 'Board', 'White', 'Black', 'Handicap', 'Komi', 'Result'],
  ];
  const name = (i: number): string => sheetName(event.players[i]);
  for (const r of event.rounds) {
    for (const g of r.games)
      rows.push([
        r.number,
        g.board,
        name(g.white),
        name(g.black),
        g.handicap,
        g.komi,
        resultText(g),
      ]);
    for (const b of r.byes)
      rows.push([
        r.number,
        'Bye',
        name(b.player),
        '',
        '',
        '',
        b.kind === 'forced' ? 'Forced bye' : 'Voluntary bye',
      ]);
  }
  return toCsv(rows);
}
