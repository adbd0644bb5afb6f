import { applyBandEdits, bandForRank, bandsFor } from '../../engine/bands';
import { InputError } from '../../engine/errors';
import { systemRules } from '../../engine/systems';
import { requireRank } from '../../engine/rank';
import type { Band, Player, Settings } from '../../engine/types';
import { bandsContent, readBandRows } from '../../sheet/bandsTab';
import type { Cell } from '../../sheet/cells';
import { nameKey, nameList } from '../../engine/names';
import { readPlayers, type Roster } from '../../sheet/playersTab';
import { Problems } from '../../sheet/problems';
import { roundNumbers } from '../../sheet/roundTab';
import { readSettings } from '../../sheet/settingsTab';
import { refAt } from '../../sheet/table';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function buildBandsFor(players: readonly Player[], settings: Settings): Band[] {
  const active = players.filter((p) => p.status === 'active');
  const field = active.length ? active : players;
  return bandsFor(field, settings, systemRules(settings.pairingSystem).usesBands);
}

/**
 * Writes the Bands tab, every player's Band and Initial score, and a Band dropdown on Players;
 * returns a one-line summary of the bands.
 */
function writeBands(
  ss: Spreadsheet,
  roster: Roster,
  bands: Band[],
  bandOf: (p: Player) => Band,
): string {
  new WritePlan(ss)
    .replaceTab(bandsContent(bands))
    .updateColumns(roster.table, ['Band', 'Initial score'], playerBandCells(roster, bandOf))
    .columnDropdown(
      roster.table,
      'Band',
      bands.map((b) => b.name),
    )
    .apply();
  return bands.map((b) => `${b.name}: ${b.players} (${b.initialScore})`).join(', ');
}

/** Players' Band and Initial score cells, keyed by sheet row. */
function playerBandCells(roster: Roster, bandOf: (p: Player) => Band): Map<number, Cell[]> {
  const cells = new Map<number, Cell[]>();
  roster.players.forEach((p, i) => {
    const band = bandOf(p);
    cells.set(roster.rows[i].row, [band.name, band.initialScore]);
  });
  return cells;
}

/** "Build bands": AGA 2009 band construction, written to Bands and to Players' Band and Initial score. */
export function buildBands(ss: Spreadsheet): Report {
  const settings = readSettings(ss);
  if (systemRules(settings.pairingSystem).strength === 'none') {
    throw new InputError(
      `A ${settings.pairingSystem} event has no bands: everyone plays on their preferred games. Fill in the Games and Preferences tabs, then run "Pair next round".`,
    );
  }
  const roster = readPlayers(ss, settings);
  if (roster.players.length < 2) {
    throw new InputError('The Players tab needs at least two players before bands can be built.');
  }
  const rounds = roundNumbers(ss);
  if (rounds.length) {
    throw new InputError(
      `Round ${rounds[0]} has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".`,
    );
  }
  const bands = buildBandsFor(roster.players, settings);
  const bandOf = (p: Player): Band =>
    bands.length === 1 ? bands[0] : bandForRank(bands, requireRank(p))!;
  for (const band of bands) band.players = roster.players.filter((p) => bandOf(p) === band).length;
  const summary = writeBands(ss, roster, bands, bandOf);
  return { message: `${bands.length} band${bands.length > 1 ? 's' : ''} built. ${summary}` };
}

/** Players named in the report of those placed by rank; the rest are counted. */
const FOLLOWED_SHOWN = 8;

/** "Apply band edits": merged bands, edited separations and moved players give new initial scores. */
export function applyBandEditsCommand(ss: Spreadsheet): Report {
  const settings = readSettings(ss);
  const roster = readPlayers(ss, settings);
  const rows = readBandRows(ss);
  const problems = new Problems();
  const known = new Map(rows.map((r) => [nameKey(r.name), r]));
  const followed: string[] = [];
  const placed = roster.players.map((p, i) => {
    const row = p.band === '' ? undefined : known.get(nameKey(p.band));
    if (row) return row.name;
    // A blank cell (late arrival) or the old name of a band the TD renamed or merged: the
    // player goes with the band of their rank, as Pair next round places late arrivals (a rank
    // in a gap between bands joins the band below).
    const rank = p.rank;
    const byRank = rank === null ? null : bandForRank(rows, rank);
    if (byRank) {
      if (p.band !== '') {
        const cell = refAt(roster.table, roster.rows[i], 'Band');
        followed.push(`${p.name} (${cell} "${p.band}" → ${byRank.name})`);
      }
      return byRank.name;
    }
    problems.add(
      `${refAt(roster.table, roster.rows[i], 'Band')} (${p.name}): ${p.band === '' ? 'the Band cell is blank' : `there is no band "${p.band}" on the Bands tab`}, and ${rank === null ? 'the player has no rank to place them by: type their rank, or pick their band' : 'the Bands tab has no band to place them in'}.`,
    );
    return '';
  });
  problems.throwIfAny('Some players have no band; nothing was changed:');
  const bands = applyBandEdits(rows, placed, settings.scoreOrigin);
  const byName = new Map(bands.map((b) => [nameKey(b.name), b]));
  const bandOf = (p: Player): Band => byName.get(nameKey(placed[p.id]))!;
  const summary = writeBands(ss, roster, bands, bandOf);
  // A renamed band, or a typo in Players!Band: either way the TD should see who moved where.
  const shown = followed.slice(0, FOLLOWED_SHOWN);
  const more = followed.length - shown.length;
  const moved = followed.length
    ? ` Placed by rank, as their Band names no band on the Bands tab: ${nameList(shown)}${more ? ` and ${more} more` : ''}.`
    : '';
  return { message: `Initial scores updated from the Bands tab.${moved} ${summary}` };
}
