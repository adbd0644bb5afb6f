import { InputError } from '../engine/errors';
import { nameKey, nameList } from '../engine/names';
import type { BandTabRow } from './bandsTab';

/**
 * A late arrival's initial score is worked out from the Bands tab as it stands, while everyone
 * else keeps the scores Apply band edits last gave. A Separation edited since (Apply band edits
 * not run) would put the newcomer on the new separations alone: refused, naming the cells. The
 * separation applied is the difference between the Initial score cells of the band and the one
 * above, as Build bands or Apply band edits wrote them.
 */
export function checkAppliedSeparations(
  rows: readonly BandTabRow[],
  late: readonly string[],
): void {
  const changed: string[] = [];
  for (let i = 1; i < rows.length; i++) {
    const above = rows[i - 1];
    const row = rows[i];
    // A row merged into the one above (same name) has no separation of its own.
    if (nameKey(above.name) === nameKey(row.name)) continue;
    if (above.applied === null || row.applied === null) continue;
    const applied = Math.round((above.applied - row.applied) * 1000) / 1000;
    if (Math.abs(applied - row.separation) < 1e-9) continue;
    changed.push(
      `${row.separationCell} (Separation of band "${row.name}") is now ${row.separation}, but the initial scores were given with ${applied} (${above.initialScoreCell} and ${row.initialScoreCell} are ${applied} point${applied === 1 ? '' : 's'} apart)`,
    );
  }
  if (changed.length === 0) return;
  const one = changed.length === 1;
  throw new InputError(
    `The Bands tab was edited after the bands were applied: ${changed.join('; ')}. ${nameList([...late])} would join on the new separation${one ? '' : 's'} while everyone else keeps the old ones. Run "Apply band edits" first, to give every player the initial score of the bands as they now stand, or set the Separation${one ? '' : 's'} back; then pair again. Nothing was changed.`,
  );
}
