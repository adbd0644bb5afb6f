/** Workbook-level views of a file read: formulas computed on open, and the active tab. */
import ExcelJS from 'exceljs';
import type { KeptChartSheet, KeptParts } from './xlsxKept';

export type WorkbookView = { activeTab?: number; firstSheet?: number };

/** Leaves each formula of the tab without its saved value, so that it is computed on open. */
export function dropFormulaValues(ws: ExcelJS.Worksheet): void {
  ws.eachRow({ includeEmpty: false }, (row) =>
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cell.type !== ExcelJS.ValueType.Formula) return;
      // Set anew even when the value reads without a result: a result of 0 or "" is kept
      // underneath, though the value leaves it out.
      const { formula, sharedFormula, shareType, ref } = cell.value as ExcelJS.CellFormulaValue &
        Partial<ExcelJS.CellSharedFormulaValue> & { shareType?: string; ref?: string };
      cell.value = { formula, sharedFormula, shareType, ref } as ExcelJS.CellFormulaValue;
    }),
  );
}

/**
 * The workbook view of a file counts chart sheets among its tabs; the library and the
 * spreadsheet count worksheets only (xlsxGraft counts the chart sheets again on save). An
 * active chart sheet gives way to the worksheet before it (the one after it when it comes
 * first), and is returned so it can be active again on save.
 */
export function countWorksheetsOnly(
  workbook: ExcelJS.Workbook,
  kept: KeptParts,
): KeptChartSheet | null {
  const view = workbook.views?.[0] as WorkbookView | undefined;
  if (!view || kept.chartSheets.length === 0) return null;
  const worksheetIndex = (index: number): number =>
    kept.tabs.slice(0, index).filter((t) => t.worksheet).length;
  const active = view.activeTab;
  const chart = kept.chartSheets.find((c) => c.tab === active) ?? null;
  if (active !== undefined) view.activeTab = Math.max(0, worksheetIndex(active) - (chart ? 1 : 0));
  if (view.firstSheet !== undefined) view.firstSheet = worksheetIndex(view.firstSheet);
  return chart;
}
