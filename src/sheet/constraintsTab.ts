import type { Constraint, PlayerId } from '../engine/types';
import { nameKey } from '../engine/names';
import { typedText } from '../engine/typedText';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { CONSTRAINTS_TAB } from './schema';
import { refuseStrayConstraints } from './strayTabs';
import { refAt, tableOf, textAt } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** What the constraints are checked against: the roster, the event's rounds, rounds played. */
export interface ConstraintContext {
  roster: Roster;
  /** The event's last round (Settings › Rounds). */
  lastRound: number;
  /** Rounds already under way (a result typed in): their constraints are history. */
  roundsStarted: number;
}

interface RowConstraint extends Constraint {
  row: number;
}

/**
 * Manual pairing rules (AGA 2009 "Manual pairing"); an absent Constraints tab means none. A
 * rule that cannot apply (round 0, a round past the event) or that contradicts another rule,
 * a requested bye or a withdrawal is refused, naming the rows.
 */
export function readConstraints(ss: Spreadsheet, context: ConstraintContext): Constraint[] {
  const sheet = ss.getSheetByName(CONSTRAINTS_TAB.name);
  if (!sheet) {
    refuseStrayConstraints(ss.getSheets());
    return [];
  }
  const { roster, lastRound } = context;
  const table = tableOf(sheet, CONSTRAINTS_TAB);
  const problems = new Problems();
  const out: RowConstraint[] = [];
  for (const row of table.rows) {
    const ids = [0, 1].map((occurrence) => {
      const name = textAt(table, row, 'Player', occurrence);
      const id = roster.byName.get(nameKey(name));
      if (id === undefined) {
        const where = refAt(table, row, 'Player', occurrence);
        problems.add(
          name
            ? `${where}: "${name}" is not on the Players tab.`
            : `${where}: the player is blank.`,
        );
      }
      return id;
    });
    const typed = textAt(table, row, 'Rule').trim();
    const ruleText = typedText(typed).toLowerCase().replace(/\s+/g, ' ');
    const must = /^(?:must(?: play)?(?: in)? )?round (\d+)$/.exec(ruleText);
    let rule: Constraint['rule'] | null = null;
    if (ruleText === 'never') rule = 'never';
    else if (must && Number(must[1]) >= 1 && Number(must[1]) <= lastRound) rule = Number(must[1]);
    else if (must)
      problems.add(
        `${refAt(table, row, 'Rule')}: round ${Number(must[1])} is not a round of this event (1 to ${lastRound}, Settings › Rounds).`,
      );
    else problems.add(`${refAt(table, row, 'Rule')}: "${typed}" is not "never" or "round N".`);
    if (ids[0] !== undefined && ids[1] !== undefined && ids[0] === ids[1]) {
      const [first, second] = [0, 1].map((occurrence) => refAt(table, row, 'Player', occurrence));
      problems.add(
        `${second}: "${textAt(table, row, 'Player', 1).trim()}" is the player already in ${first} (${roster.players[ids[0]].name}); a rule needs two different players.`,
      );
      continue;
    }
    if (ids[0] !== undefined && ids[1] !== undefined && rule !== null)
      out.push({ a: ids[0], b: ids[1], rule, row: row.row });
  }
  findContradictions(out, context, problems);
  problems.throwIfAny('The Constraints tab has problems; nothing was changed:');
  return out;
}

const pairOf = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * AGA 2009 "Manual pairing" fixes a game for a round: it cannot also be barred, a player has
 * one game a round, and both players must be there (no requested bye, not withdrawn).
 */
function findContradictions(
  rules: readonly RowConstraint[],
  { roster, roundsStarted }: ConstraintContext,
  problems: Problems,
): void {
  const name = (id: PlayerId): string => roster.players[id].name;
  const players = roster.table;
  const never = new Map<string, number>();
  for (const c of rules) if (c.rule === 'never') never.set(pairOf(c.a, c.b), c.row);
  const forced = new Map<string, RowConstraint>();
  for (const c of rules) {
    if (c.rule === 'never') continue;
    const barred = never.get(pairOf(c.a, c.b));
    if (barred !== undefined) {
      problems.add(
        `Constraints tab, rows ${barred} and ${c.row}: ${name(c.a)} and ${name(c.b)} must never meet and must play in round ${c.rule}; delete one of the rows.`,
      );
    }
    for (const p of [c.a, c.b]) {
      const partner = p === c.a ? c.b : c.a;
      const key = `${c.rule}:${p}`;
      const earlier = forced.get(key);
      if (earlier && pairOf(earlier.a, earlier.b) !== pairOf(c.a, c.b)) {
        const other = earlier.a === p ? earlier.b : earlier.a;
        problems.add(
          `Constraints tab, rows ${earlier.row} and ${c.row}: ${name(p)} must play both ${name(other)} and ${name(partner)} in round ${c.rule}; keep one of the rows.`,
        );
      } else if (!earlier) forced.set(key, c);
      if (c.rule <= roundsStarted) continue;
      const player = roster.players[p];
      const at = (header: string): string => refAt(players, roster.rows[p], header);
      if (player.byes.includes(c.rule)) {
        problems.add(
          `Constraints tab, row ${c.row}: ${name(p)} must play ${name(partner)} in round ${c.rule}, but asked for a bye in that round (${at('Byes')}); change the bye or delete the row.`,
        );
      }
      if (player.status === 'withdrawn') {
        problems.add(
          `Constraints tab, row ${c.row}: ${name(p)} must play ${name(partner)} in round ${c.rule}, but has withdrawn (${at('Status')}); delete the row.`,
        );
      }
    }
  }
}
