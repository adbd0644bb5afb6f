import type { Standing } from '../engine/results';
import { formatRank } from '../engine/rank';
import type { PairingSystem, Player } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { STANDINGS_TAB_NAME } from './schema';
import type { ConditionalRule, TabContent } from './writer';

const PODIUM = ['#ffe599', '#e7e6e6', '#f8cbad'];
const CROSS_COLOURS: Array<[ConditionalRule['when'], string]> = [
  [{ startsWith: 'bye' }, '#d9d9d9'],
  [{ contains: '+' }, '#c6efce'],
  [{ contains: '-' }, '#ffc7ce'],
  [{ contains: '=' }, '#ffeb9c'],
];

/**
 * Standings: McMahon and Swiss show SOMS and SODOMS (AGA 2009 tiebreaks); round robin shows
 * SODOS (Sonneborn-Berger). Each round cell reads like a cross table ("12+w", "7-b2", "bye+").
 */
export function standingsContent(
  standings: readonly Standing[],
  players: readonly Player[],
  system: PairingSystem,
  rounds: number,
): TabContent {
  const roundRobin = system === 'Round robin';
  const tiebreaks = roundRobin ? ['SODOS'] : ['SOMS', 'SODOMS'];
  const fixed = [
    'Place',
    'Name',
    'Rank',
    ...(roundRobin ? [] : ['Band']),
    'Score',
    'Wins',
    ...tiebreaks,
  ];
  const roundHeaders = Array.from({ length: rounds }, (_, i) => `R${i + 1}`);
  const header = [...fixed, ...roundHeaders, 'Draw'];
  const rows: Cell[][] = [header];
  for (const s of standings) {
    const p = players[s.player];
    const breaks = roundRobin ? [s.sodos] : [s.soms, s.sodoms];
    rows.push([
      s.placeLabel,
      p.name,
      formatRank(p.rank),
      ...(roundRobin ? [] : [p.band]),
      s.score,
      s.wins,
      ...breaks,
      ...s.cells,
      s.drawKey,
    ]);
  }
  const firstRound = fixed.length + 1;
  const last = standings.length + 1;
  const crossRange = `${columnLetter(firstRound)}2:${columnLetter(firstRound + Math.max(rounds, 1) - 1)}${Math.max(last, 2)}`;
  return {
    name: STANDINGS_TAB_NAME,
    rows,
    headerNotes: header.map((h) => HEADER_NOTES[h] ?? (/^R\d+$/.test(h) ? ROUND_NOTE : '')),
    banding: true,
    activate: true,
    rowBackgrounds: standings.map((s) => (s.place <= 3 ? PODIUM[s.place - 1] : null)),
    conditional:
      rounds > 0
        ? CROSS_COLOURS.map(([when, background]) => ({ range: crossRange, when, background }))
        : [],
    columnWidths: [50, 180, 50, ...(roundRobin ? [] : [110]), 60, 50, ...tiebreaks.map(() => 70)],
  };
}

const ROUND_NOTE =
  "Opponent's place, then + win, - loss, = jigo, ? result missing, ! forfeit, then w/b colour and handicap stones. bye+ forced bye, bye= voluntary bye or absent.";

const HEADER_NOTES: Record<string, string> = {
  Place: 'Final order; "3=" when a place is shared.',
  Score: 'McMahon score: initial score + wins + ½ per jigo + forced byes.',
  Wins: 'Games won (forfeit wins included) plus forced byes.',
  SOMS: "AGA 2009 tiebreak 1: sum of opponents' McMahon scores (bye phantom and byes credited per the standard).",
  SODOMS: "AGA 2009 tiebreak 2: sum of defeated opponents' McMahon scores.",
  SODOS: "Round robin tiebreak: sum of defeated opponents' scores plus half of drawn opponents'.",
  Draw: 'Random draw ticket from the Settings seed: the last tiebreak, lower wins.',
};
