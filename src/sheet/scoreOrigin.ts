import { applyBandEdits, type BandRow } from '../engine/bands';
import { InputError } from '../engine/errors';
import { nameKey, nameList } from '../engine/names';
import type { ScoreOrigin } from '../engine/types';
import { settingNamed } from './settingsTab';
import type { Tournament } from './tournament';

const LABEL: Record<ScoreOrigin, string> = { top: 'Top band 0', bottom: 'Bottom band 0' };

/**
 * A late arrival's initial score is worked out from the Bands tab with Settings › Score
 * origin. Changed after the bands were applied, the setting would put the newcomer on another
 * scale than everyone else (Bottom band 0 lifts a 3k above the top band): refused, with the
 * two ways back. The scale in play is the origin more of the placed players' scores agree with.
 */
export function checkScoreOrigin(t: Tournament, rows: readonly BandRow[]): void {
  const players = t.roster.players;
  const placed = players.filter((p) => p.band !== '' && p.initialScore !== null);
  const agreeing = (origin: ScoreOrigin): number => {
    const bands = applyBandEdits(
      rows,
      players.map((p) => p.band),
      origin,
    );
    const scores = new Map(bands.map((b) => [nameKey(b.name), b.initialScore]));
    return placed.filter((p) => scores.get(nameKey(p.band)) === p.initialScore).length;
  };
  const set = t.settings.scoreOrigin;
  const other: ScoreOrigin = set === 'top' ? 'bottom' : 'top';
  if (agreeing(other) <= agreeing(set)) return;
  const late = players.filter((p) => p.band === '' || p.initialScore === null).map((p) => p.name);
  const from = other === 'top' ? 'the top band at 0' : 'the bottom band at 0';
  throw new InputError(
    `${settingNamed(t.settingsTable, 'Score origin')} says "${LABEL[set]}", but the initial scores on Players count from ${from}: the setting was changed after the bands were applied, so ${nameList(late)} would join on another scale than everyone else. Set Score origin back to "${LABEL[other]}", or run "Apply band edits" to count every player's initial score the new way, then pair again. Nothing was changed.`,
  );
}
