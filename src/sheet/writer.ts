/** A command's writes, applied together or not at all: owned tabs built aside, then columns. */
import type { Cell } from './cells';
import { InputError } from '../engine/errors';
import { cellLimitProblem } from './cellLimit';
import { buildTab, quietly, swapIn, tabGrid, type BuiltTab } from './tabBuild';
import type { TabContent } from './tabContent';
import { columnOrAppend, writeColumns } from './columnWrite';
import type { Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * A write into a user's tab. Before each write it hands `rollback` how to put back what that
 * write changes, so a command that fails later leaves the tab as it was.
 */
export type ColumnStep = (rollback: (undo: () => void) => void) => void;

/**
 * The writes of a command, applied only after every read and check has passed, so a command
 * either writes everything or nothing.
 */
export class WritePlan {
  /** Writes into the Players tab (our columns of a user's tab)… */
  private readonly columnSteps: ColumnStep[] = [];
  /** …and to the tabs the add-in owns, in order: each replaced by a tab built aside, or deleted. */
  private readonly tabSteps: Array<{ content: TabContent } | { delete: string }> = [];

  constructor(private readonly ss: Spreadsheet) {}

  replaceTab(content: TabContent): this {
    this.tabSteps.push({ content });
    return this;
  }

  /** Deletes a tab the add-in wrote (a round being undone, its by-name sheet), if it is there. */
  deleteTab(name: string): this {
    this.tabSteps.push({ delete: name });
    return this;
  }

  /** Writes the given columns of an existing table; other columns are left untouched. */
  updateColumns(table: Table, headers: string[], values: Map<number, Cell[]>): this {
    this.columnSteps.push((rollback) => writeColumns(table, headers, values, rollback));
    return this;
  }

  /** A strict dropdown on a table column, from the first data row to the last. */
  columnDropdown(table: Table, header: string, choices: string[]): this {
    this.columnSteps.push((rollback) => {
      const column = columnOrAppend(table, header, rollback);
      const rows = Math.max(1, table.values.length - table.headerRow);
      const rule = SpreadsheetApp.newDataValidation()
        .requireValueInList(choices, true)
        .setAllowInvalid(false)
        .build();
      const range = table.sheet.getRange(table.headerRow + 1, column, rows, 1);
      const before = range.getDataValidations();
      rollback(() => range.setDataValidations(before));
      range.setDataValidation(rule);
    });
    return this;
  }

  /** A write into a user's tab, run with the column writes. */
  add(step: ColumnStep): this {
    this.columnSteps.push(step);
    return this;
  }

  /**
   * Every owned tab is first built in full under a draft name; then the column writes run (a
   * protected or shared tab that refuses them stops the command here). A failure up to this
   * point puts the columns back and deletes the drafts, so the workbook is as it was. Only
   * then do the drafts take the old tabs' places and the tabs to delete go: steps that delete
   * and rename, and write no cell.
   */
  apply(): void {
    const drafts: BuiltTab[] = [];
    const undos: Array<() => void> = [];
    try {
      for (const step of this.tabSteps) {
        if ('content' in step) drafts.push(buildTab(this.ss, step.content));
      }
      for (const step of this.columnSteps) step((undo) => undos.push(undo));
    } catch (error) {
      for (const undo of undos.reverse()) quietly(undo);
      for (const { sheet } of drafts) quietly(() => this.ss.deleteSheet(sheet));
      const tooLarge = this.cellLimitProblem();
      throw tooLarge ? new InputError(tooLarge) : error;
    }
    let next = 0;
    for (const step of this.tabSteps) {
      if ('content' in step) {
        swapIn(this.ss, drafts[next++], step.content);
      } else {
        const sheet = this.ss.getSheetByName(step.delete);
        if (sheet) this.ss.deleteSheet(sheet);
      }
    }
  }

  /** Why the tabs could not be built, when they would take the workbook past Sheets' cells. */
  private cellLimitProblem(): string | null {
    const grids = this.tabSteps.flatMap((step) =>
      'content' in step ? [tabGrid(step.content)] : [],
    );
    let problem: string | null = null;
    quietly(() => (problem = cellLimitProblem(this.ss, grids)));
    return problem;
  }
}
