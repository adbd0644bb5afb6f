import { applyBandEdits, bandForRank, bandsFor } from '../../engine/bands';
import { InputError } from '../../engine/errors';
import { systemRules } from '../../engine/systems';
import { requireRank } from '../../engine/rank';
import type { Band, Player, Settings } from '../../engine/types';
import { bandsContent, bandsTableIfSound, readBandRows } from '../../sheet/bandsTab';
import { cellText, type Cell } from '../../sheet/cells';
import { readEvent } from '../../sheet/event';
import { BANDS_TAB, STANDINGS_TAB_NAME } from '../../sheet/schema';
import { readTournament, type Tournament } from '../../sheet/tournament';
import { nameKey, nameList } from '../../engine/names';
import { readPlayers, type Roster } from '../../sheet/playersTab';
import { Problems } from '../../sheet/problems';
import { roundNumbers } from '../../sheet/roundTab';
import { bandChanges } from '../../sheet/bandChanges';
import { withdrawnNotPlayed } from '../../sheet/neverPlayed';
import { bandsRecordWithPlacements, recordBands } from '../../sheet/bandsRecord';
import { SETTINGS_TAB } from '../../sheet/schema';
import { readSettings, settingsFrom } from '../../sheet/settingsTab';
import { readTable, refAt } from '../../sheet/table';
import { WritePlan } from '../../sheet/writer';
import { inParagraphs } from '../paragraphs';
import type { Report } from '../run';
import { onlySwissBand } from '../../sheet/swissBand';
import { recordsOfRoundTabs } from '../../sheet/currentRecords';
import { standingsOf, writeStandings } from './standings';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function buildBandsFor(players: readonly Player[], settings: Settings): Band[] {
  const active = players.filter((p) => p.status === 'active');
  const field = active.length ? active : players;
  return bandsFor(field, settings, systemRules(settings.pairingSystem).usesBands);
}

/**
 * Adds to `plan` the Bands tab, every player's Band and Initial score, and a Band dropdown on
 * Players; returns a one-line summary of the bands.
 */
function writeBands(
  plan: WritePlan,
  roster: Roster,
  bands: Band[],
  bandOf: (p: Player) => Band | null,
): string {
  plan
    .replaceTab(bandsContent(bands))
    .updateColumns(roster.table, ['Band', 'Initial score'], playerBandCells(roster, bandOf))
    .columnDropdown(
      roster.table,
      'Band',
      bands.map((b) => b.name),
    );
  return bands.map((b) => `${b.name}: ${b.players} (${b.initialScore})`).join(', ');
}

/** Players' Band and Initial score cells, keyed by sheet row (blank for no band). */
function playerBandCells(roster: Roster, bandOf: (p: Player) => Band | null): Map<number, Cell[]> {
  const cells = new Map<number, Cell[]>();
  roster.players.forEach((p, i) => {
    const band = bandOf(p);
    cells.set(roster.rows[i].row, band ? [band.name, band.initialScore] : ['', '']);
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
  const late = rounds.length > 0;
  if (
    late &&
    !bandsStillToBuild(ss, roster.players, settings) &&
    !onlySwissBand(bandsTableIfSound(ss), roster.players, settings)
  ) {
    throw new InputError(
      `Round ${rounds[0]} has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".`,
    );
  }
  const bands = buildBandsFor(roster.players, settings);
  // A player withdrawn before playing a round takes no band place (while anyone else does).
  // Read at most once, by whichever needs the round tabs first.
  let tournament: Tournament | undefined;
  const readOnce = (): Tournament => (tournament ??= readTournament(ss));
  const absent = withdrawnNotPlayed(roster, late ? readOnce : null);
  const noPlace = absent.size < roster.players.length ? absent : new Set<number>();
  const bandOf = (p: Player): Band | null => {
    if (noPlace.has(p.id)) return null;
    return bands.length === 1 ? bands[0] : bandForRank(bands, requireRank(p))!;
  };
  for (const band of bands) band.players = roster.players.filter((p) => bandOf(p) === band).length;
  const plan = new WritePlan(ss);
  const standings = late ? standingsWithBands(ss, plan, readOnce, bandOf) : '';
  const summary = writeBands(plan, roster, bands, bandOf);
  plan.apply();
  recordBands(settings, roster.players);
  const built = `${bands.length} band${bands.length > 1 ? 's' : ''} built. ${summary}.`;
  if (!late) return { message: built };
  const n = rounds.length;
  // What the new bands mean for the rounds already played: a paragraph of its own.
  return inParagraphs(
    [
      built,
      `The ${n === 1 ? 'round' : `${n} rounds`} already paired keep${n === 1 ? 's its' : ' their'} games and results; from now on each player's score counts from their band's initial score.${standings}`,
    ],
    true,
  );
}

/**
 * An event started without bands (Swiss, say) and switched to McMahon after round 1 gets its
 * bands then: no Band or Initial score on Players, and no band on the Bands tab. (With the one
 * band a Swiss Build bands wrote, see onlySwissBand.)
 */
function bandsStillToBuild(
  ss: Spreadsheet,
  players: readonly Player[],
  settings: Settings,
): boolean {
  if (!systemRules(settings.pairingSystem).usesBands) return false;
  if (players.some((p) => p.band !== '' || p.initialScore !== null)) return false;
  const tab = ss.getSheetByName(BANDS_TAB.name);
  const below = tab ? (tab.getDataRange().getValues() as Cell[][]).slice(1) : [];
  return below.every((row) => row.every((c) => cellText(c) === ''));
}

/**
 * The Standings tab, when there is one, recomputed with the new initial scores in the same
 * write; otherwise a word on how to see them.
 */
function standingsWithBands(
  ss: Spreadsheet,
  plan: WritePlan,
  tournament: () => Tournament,
  bandOf: (p: Player) => Band | null,
): string {
  if (!ss.getSheetByName(STANDINGS_TAB_NAME)) {
    return ' Run "Update standings" to see the standings with them.';
  }
  const t = tournament();
  const players = t.roster.players.map((p) => {
    const band = bandOf(p);
    return { ...p, band: band?.name ?? '', initialScore: band?.initialScore ?? null };
  });
  const banded = { ...t, roster: { ...t.roster, players } };
  writeStandings(plan, standingsOf(banded, readEvent(ss, banded, t.rules, 'score')));
  return ' The Standings tab was updated with them.';
}

/** Players named in the report of those placed by rank; the rest are counted. */
const FOLLOWED_SHOWN = 8;

/** "Apply band edits": merged bands, edited separations and moved players give new initial scores. */
export function applyBandEditsCommand(ss: Spreadsheet): Report {
  const settingsTable = readTable(ss, SETTINGS_TAB);
  const settings = settingsFrom(settingsTable);
  const roster = readPlayers(ss, settings);
  const rows = readBandRows(ss);
  const problems = new Problems();
  const known = new Map(rows.map((r) => [nameKey(r.name), r]));
  const followed: string[] = [];
  // A player withdrawn before playing a round is given no band, nor counted in one.
  const absent = withdrawnNotPlayed(
    roster,
    roundNumbers(ss).length ? () => readTournament(ss) : null,
  );
  const placed = roster.players.map((p, i) => {
    const row = p.band === '' ? undefined : known.get(nameKey(p.band));
    if (row) return row.name;
    if (absent.has(p.id) && (p.band === '' || p.rank === null)) return '';
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
  const playing = placed.filter((_, id) => !absent.has(id));
  const bands = applyBandEdits(rows, playing, settings.scoreOrigin);
  const byName = new Map(bands.map((b) => [nameKey(b.name), b]));
  const bandOf = (p: Player): Band | null => byName.get(nameKey(placed[p.id])) ?? null;
  const plan = new WritePlan(ss);
  const summary = writeBands(plan, roster, bands, bandOf);
  const changes = bandChanges(
    bandsRecordWithPlacements(recordsOfRoundTabs(ss)),
    settings,
    settingsTable,
    roster,
    'apply',
  );
  plan.apply();
  // From now on the bands are as applied with these settings and ranks.
  recordBands(settings, roster.players);
  // A renamed band, or a typo in Players!Band: either way the TD should see who moved where,
  // in a dialog (a toast is gone in seconds), as a paragraph of its own.
  const shown = followed.slice(0, FOLLOWED_SHOWN);
  const more = followed.length - shown.length;
  const moved = followed.length
    ? [
        `Placed by rank, as their Band names no band on the Bands tab: ${nameList(shown)}${more ? ` and ${more} more` : ''}.`,
      ]
    : [];
  // The changed band settings and ranks, each a paragraph of its own (and then a dialog).
  const applied = `Initial scores updated from the Bands tab. ${summary}.`;
  return inParagraphs([applied, ...moved, ...changes.messages]);
}
