import { describe, expect, it } from 'vitest';
import { setSheet, type MemorySpreadsheet } from '../../src/workbook';
import { dialogCall, newEvent, playerRow, type Event, type Row } from '../support/event';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

/** Eleven players in ranks that tie, so a tie broken by row order would show. */
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim'];
const RANKS = ['3d', '3d', '1d', '1d', '1d', '2k', '2k', '2k', '5k', '5k', '5k'];

function event(system: string, tidied: boolean): Event {
  const multiGame = system === 'Multi-game';
  const players = multiGame
    ? PREFERENCES.slice(1).map((r) => playerRow({ Name: String(r[0]) }))
    : NAMES.map((Name, i) => playerRow({ Name, Rank: RANKS[i], Club: ['N', 'S', 'E'][i % 3] }));
  const e = newEvent({ players, settings: { 'Pairing system': system, Rounds: 4 } });
  if (multiGame) setSheet(e.ss, 'Games', GAMES);
  if (multiGame) setSheet(e.ss, 'Preferences', PREFERENCES);
  // Sorted before the bands are built and the round robin seated, too.
  if (tidied) sortRows(e, 'Players', byName);
  if (system === 'McMahon') e.click('Build bands');
  if (system === 'Round robin') e.click('Seat players (round robin)');
  return e;
}

/** A tab's rows below its header sorted by a key, Z to A unless asked, as Data › Sort range does. */
function sortRows(
  e: Event,
  tab: string,
  key: (header: Row, row: Row) => string,
  ascending = false,
): void {
  const sheet = e.ss.getSheetByName(tab)!;
  const [header, ...rows] = e.values(tab);
  const kept = rows.filter((r) => r.some((c) => c !== ''));
  if (kept.length === 0) return;
  kept.sort((a, b) => key(header, b).localeCompare(key(header, a)) * (ascending ? -1 : 1));
  sheet.getRange(e.headerRow(tab) + 1, 1, kept.length, header.length).setValues(kept);
}

const byName = (header: Row, row: Row): string => String(row[header.indexOf('Name')]);

/**
 * What a TD tidying the workbook does: sorts Players Z to A by name, Bands and the round,
 * reorders the tabs. Ties in strength go by name, so none of it changes a pairing.
 */
function tidy(e: Event, round: number): void {
  sortRows(e, 'Players', byName);
  sortRows(e, 'Bands', (_, r) => JSON.stringify(r));
  if (round > 0) sortRows(e, `Round ${round}`, (_, r) => JSON.stringify(r.slice(1)));
  (e.ss as unknown as { _sheets: unknown[] })._sheets.reverse();
}

/** Result of a board from its players' names alone, whatever row it sits on. */
function result(system: string, names: string): string {
  const n = [...names].reduce((s, c) => s + c.charCodeAt(0), 0);
  return system === 'Multi-game' ? ['1-0', '0-1', '½-½'][n % 3] : n % 2 ? 'W+R' : 'B+R';
}

function said(ss: MemorySpreadsheet): string {
  const text = ss.ui.alerts.map((a) => a.prompt).join('\n');
  ss.ui.alerts.length = 0;
  return text;
}

/** Three rounds, a fourth paired and undone: every pairing, check, standing and export. */
function play(system: string, tidied: boolean): unknown[] {
  const e = event(system, tidied);
  const seen: unknown[] = [];
  for (let round = 1; round <= 4; round++) {
    if (tidied) tidy(e, round - 1);
    e.click('Pair next round');
    const tab = `Round ${round}`;
    const [header, ...rows] = e.values(tab);
    seen.push(said(e.ss), header, rows.map((r) => JSON.stringify(r)).sort());
    if (round === 4) break;
    if (tidied) tidy(e, round);
    const [sorted, ...now] = e.values(tab);
    now.forEach((r, i) => {
      if (typeof r[0] !== 'number') return;
      e.edit(tab, i, 'Result', result(system, r.slice(1, 4).join()));
    });
    e.click('Check round');
    e.click('Update standings');
    seen.push(sorted.length, said(e.ss), e.values('Standings'));
  }
  if (tidied) tidy(e, 4);
  e.click('Undo last pairing');
  seen.push(
    said(e.ss),
    e.ss
      .getSheets()
      .map((s) => s.getName())
      .sort(),
  );
  // The files list the players in the order of the Players rows: put back A to Z first.
  if (tidied) sortRows(e, 'Players', byName, true);
  for (const format of ['standings', 'rounds', 'h9', 'opengotha', 'pairgoth', 'aga']) {
    const answer = dialogCall(e, 'exportEventFile', { format, temporaryIds: true });
    seen.push(String(answer.text ?? answer.message).replace(/saveDT="\d+"/, ''), answer.notes);
  }
  return seen;
}

describe('A workbook sorted and rearranged mid-event', () => {
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss', 'Round robin', 'Multi-game']) {
    it(`${system}: pairs, checks, scores, undoes and exports exactly as left untidy`, () => {
      expect(play(system, true)).toEqual(play(system, false));
    });
  }
});
