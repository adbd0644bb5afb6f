/**
 * Players moved by hand in Players › Band with "Apply band edits" not run (README, Players ›
 * Band: pick another band, then Apply band edits): the Band cell names the new band while the
 * Initial score, which pairing and scoring go by, is still the old band's. A warning, not a
 * refusal: a score typed on purpose (a late arrival's, an import's) matches no other band and is
 * not named.
 */
import { nameKey } from '../engine/names';
import { shownNumber } from '../engine/pairing/scoreLimits';
import type { SheetEvent } from './event';
import { parseNumber } from './parse';
import { cellAt, columnOf, refAt, textAt } from './table';
import type { Tournament } from './tournament';

/** Each band's name as written and the Initial score its first Bands row holds. */
function appliedScores(event: SheetEvent): Map<string, { name: string; score: number }> {
  const scores = new Map<string, { name: string; score: number }>();
  const table = event.bandsTable;
  if (!table || columnOf(table, 'Initial score') === null) return scores;
  for (const row of table.rows) {
    const name = textAt(table, row, 'Band');
    const score = parseNumber(cellAt(table, row, 'Initial score'));
    if (name && score !== null && !scores.has(nameKey(name)))
      scores.set(nameKey(name), { name, score });
  }
  return scores;
}

/**
 * One note per player whose Band cell names a band other than the one their Initial score is
 * from, with both cells and what to do, ending with `then` (", and run …").
 */
export function unappliedBandMoves(t: Tournament, event: SheetEvent, then: string): string[] {
  if (!t.rules.usesBands) return [];
  const scores = appliedScores(event);
  const { table, rows, players } = t.roster;
  const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
  return players.flatMap((p, i) => {
    const named = scores.get(nameKey(p.band));
    const score = p.initialScore;
    if (!named || score === null || same(named.score, score)) return [];
    const was = [...scores.values()].find((b) => same(b.score, score));
    if (!was) return [];
    const old = shownNumber(score);
    return [
      `${refAt(table, rows[i], 'Band')} (${p.name}) says band "${named.name}", but ${p.name}'s Initial score (${refAt(table, rows[i], 'Initial score')}) is still ${old}, that of band "${was.name}": the Band cell was edited and "Apply band edits" not run, so ${p.name} is paired and scored from ${old} while Standings shows the new band. Run "Apply band edits" to move ${p.name} (it resets every player's Initial score to their band's), or set the Band back to "${was.name}"${then}`,
    ];
  });
}
