import type { Constraint } from '../engine/types';
import { nameKey } from '../engine/names';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { CONSTRAINTS_TAB } from './schema';
import { refAt, tableOf, textAt } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Manual pairing rules (AGA 2009 "Manual pairing"); an absent Constraints tab means none. */
export function readConstraints(ss: Spreadsheet, roster: Roster): Constraint[] {
  const sheet = ss.getSheetByName(CONSTRAINTS_TAB.name);
  if (!sheet) return [];
  const table = tableOf(sheet, CONSTRAINTS_TAB);
  const problems = new Problems();
  const out: Constraint[] = [];
  for (const row of table.rows) {
    const ids = [0, 1].map((occurrence) => {
      const name = textAt(table, row, 'Player', occurrence);
      const id = roster.byName.get(nameKey(name));
      if (id === undefined) {
        const where = refAt(table, row, 'Player', occurrence);
        problems.add(
          name
            ? `Constraints tab, ${where}: "${name}" is not on the Players tab.`
            : `Constraints tab, ${where}: the player is blank.`,
        );
      }
      return id;
    });
    const ruleText = textAt(table, row, 'Rule').toLowerCase().replace(/\s+/g, ' ');
    const must = /^(?:must(?: play)?(?: in)? )?round (\d+)$/.exec(ruleText);
    let rule: Constraint['rule'] | null = null;
    if (ruleText === 'never') rule = 'never';
    else if (must) rule = Number(must[1]);
    else
      problems.add(
        `Constraints tab, ${refAt(table, row, 'Rule')}: "${ruleText}" is not "never" or "round N".`,
      );
    if (ids[0] !== undefined && ids[1] !== undefined && ids[0] === ids[1]) {
      problems.add(`Constraints tab, row ${row.row}: both players are the same person.`);
      continue;
    }
    if (ids[0] !== undefined && ids[1] !== undefined && rule !== null)
      out.push({ a: ids[0], b: ids[1], rule });
  }
  problems.throwIfAny('The Constraints tab has problems; nothing was changed:');
  return out;
}
