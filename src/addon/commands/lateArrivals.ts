import { applyBandEdits, bandForRank } from '../../engine/bands';
import { InputError } from '../../engine/errors';
import type { Player } from '../../engine/types';
import { readBandRows } from '../../sheet/bandsTab';
import type { Cell } from '../../sheet/cells';
import { nameKey } from '../../sheet/parse';
import { scoringPlayers, type Tournament } from '../../sheet/tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Placement {
  players: Player[];
  /** Players' Band and Initial score cells to write, keyed by sheet row. */
  cells: Map<number, Cell[]>;
  names: string[];
}

/**
 * Late arrivals (no band or no initial score yet) join the band their rank falls in, with that
 * band's initial score; nobody else's band changes. Swiss and round robin start everyone at 0.
 */
export function placeLateArrivals(ss: Spreadsheet, t: Tournament): Placement {
  const { players } = t.roster;
  if (t.settings.pairingSystem !== 'McMahon') {
    return { players: scoringPlayers(t), cells: new Map(), names: [] };
  }
  const late = players.filter((p) => p.band === '' || p.initialScore === null);
  if (late.length === 0) return { players, cells: new Map(), names: [] };
  if (late.length === players.length) {
    throw new InputError(
      'No player has a band yet. Run "Build bands" before pairing the first round.',
    );
  }
  const rows = readBandRows(ss);
  const bands = applyBandEdits(
    rows,
    players.map((p) => p.band),
    t.settings.scoreOrigin,
  );
  const byName = new Map(bands.map((b) => [nameKey(b.name), b]));
  const cells = new Map<number, Cell[]>();
  const placed = players.map((p, i) => {
    if (p.band !== '' && p.initialScore !== null) return p;
    const band = (p.band && byName.get(nameKey(p.band))) || bandForRank(bands, p.rank)!;
    // An initial score the TD typed in is kept; the band only fills the blanks.
    const initialScore = p.initialScore ?? band.initialScore;
    cells.set(t.roster.rows[i].row, [band.name, initialScore]);
    return { ...p, band: band.name, initialScore };
  });
  return { players: placed, cells, names: late.map((p) => p.name) };
}
