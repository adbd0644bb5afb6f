import { DEFAULT_TIEBREAKS } from '../results';
import type { Player, Settings, SwissTiebreak } from '../types';
import { RANK, RATING, scoreColumn, scoreTable, WINS, type TableColumn } from './standingsTables';
import type { EventState, StandingsTable } from './types';

/** What each tiebreak column holds, after "Tiebreak n" (FIDE Tie-Break Regulations 2023). */
const DEFINITIONS: Record<SwissTiebreak, { note: string; value: TableColumn['value'] }> = {
  Buchholz: {
    note: ": sum of opponents' scores, each of their rounds at the points it gave (byes to the end after a withdrawal ½ each); a round not played over the board counts an opponent with the player's own final score.",
    value: (s) => s.buchholz,
  },
  'Buchholz Cut-1': {
    note: ': Buchholz without the lowest of its opponent values; a round the player chose not to play (voluntary bye, forfeit lost) is cut first.',
    value: (s) => s.buchholzCut1,
  },
  'Median Buchholz': {
    note: ': Buchholz without the lowest of its opponent values (a round the player chose not to play cut first), then without the highest.',
    value: (s) => s.medianBuchholz,
  },
  SB: {
    note: ", Sonneborn-Berger: each round's points times that opponent's Buchholz score (defeated opponents fully, drawn ones half).",
    value: (s) => s.sonnebornBerger,
  },
  Wins: { note: ': games won (forfeit wins included) plus forced byes.', value: (s) => s.wins },
  Progressive: {
    note: ": progressive score, the sum of the player's score after each round (points won early count more).",
    value: (s) => s.progressive,
  },
  'Direct encounter': {
    note: ': points against the other players still tied at this step, shown where they placed the player. Where not all of them met, a player goes ahead only if no unplayed game between them could catch the player up.',
    value: (s) => s.directEncounter ?? '',
  },
  ARO: {
    note: ': average rating of the opponents met over the board (forfeits and byes left out).',
    value: (s) => s.aro,
  },
};

/** The tiebreaks of a Swiss or Stable Swiss event: Settings › Tiebreaks, or the default. */
function chosenTiebreaks(settings: Settings): readonly SwissTiebreak[] {
  return settings.tiebreaks ?? DEFAULT_TIEBREAKS;
}

/**
 * Swiss and Stable Swiss (issue 8): score, then the chosen tiebreaks, one column each in their
 * order (Wins moves there when chosen); ratings (Elo or AGA-style) shown beside the rank.
 */
export function swissColumns(tiebreaks: readonly SwissTiebreak[]): TableColumn[] {
  return [
    RANK,
    RATING,
    scoreColumn(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw or jigo.',
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw.',
    ),
    ...(tiebreaks.includes('Wins') ? [] : [WINS]),
    ...tiebreaks.map((name, i): TableColumn => ({
      header: name,
      role: 'tiebreak',
      ...(name.includes(' ') ? { wrapHeader: true as const } : {}),
      note: `Tiebreak ${i + 1}${DEFINITIONS[name].note}`,
      value: DEFINITIONS[name].value,
    })),
  ];
}

/** The Swiss and Stable Swiss standings, by the event's tiebreaks. */
export function swissTable(event: EventState, players: readonly Player[]): StandingsTable {
  const tiebreaks = chosenTiebreaks(event.settings);
  return scoreTable(event, players, swissColumns(tiebreaks), tiebreaks);
}
