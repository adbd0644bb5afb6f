/** Writes back into a worksheet read from the file the tab settings a command changed. */
import type ExcelJS from 'exceljs';
import type { MemorySheet } from './sheet';
import { addConditionalFormats, applyBanding, argb, setPageBreaks } from './xlsx';
import { mapsDiffer, type Origin } from './xlsxOrigin';

/** Writes the tab settings that differ from `origin` (panes, sizes, breaks…); true if any did. */
export function updateSettings(sheet: MemorySheet, origin: Origin): boolean {
  const ws = origin.worksheet;
  let changed = false;
  if (sheet._frozenRows !== origin.frozen[0] || sheet._frozenColumns !== origin.frozen[1]) {
    const view = { ...(ws.views?.[0] ?? {}) } as Partial<ExcelJS.WorksheetViewFrozen>;
    if (sheet._frozenRows || sheet._frozenColumns) {
      Object.assign(view, {
        state: 'frozen',
        ySplit: sheet._frozenRows,
        xSplit: sheet._frozenColumns,
      });
      delete view.topLeftCell;
    } else {
      (view as Partial<ExcelJS.WorksheetView>).state = 'normal';
      delete view.ySplit;
      delete view.xSplit;
    }
    ws.views = [view as ExcelJS.WorksheetView, ...(ws.views ?? []).slice(1)];
    changed = true;
  }
  if (sheet._hidden !== origin.hidden) {
    ws.state = sheet._hidden ? 'hidden' : 'visible';
    changed = true;
  }
  if (sheet._tabColor !== origin.tabColor) {
    if (sheet._tabColor) ws.properties.tabColor = { argb: argb(sheet._tabColor) };
    else delete (ws.properties as { tabColor?: unknown }).tabColor;
    changed = true;
  }
  for (const c of mapsDiffer(sheet._columnWidths, origin.columnWidths)) {
    const width = sheet._columnWidths.get(c);
    ws.getColumn(c).width = width === undefined ? undefined! : Math.round((width / 7) * 100) / 100;
    changed = true;
  }
  for (const r of mapsDiffer(sheet._rowHeights, origin.rowHeights)) {
    const height = sheet._rowHeights.get(r);
    ws.getRow(r).height = height === undefined ? undefined! : (height * 3) / 4;
    changed = true;
  }
  for (const c of new Set([...sheet._hiddenColumns, ...origin.hiddenColumns])) {
    if (sheet._hiddenColumns.has(c) !== origin.hiddenColumns.has(c)) {
      ws.getColumn(c).hidden = sheet._hiddenColumns.has(c);
      changed = true;
    }
  }
  for (const r of new Set([...sheet._hiddenRows, ...origin.hiddenRows])) {
    if (sheet._hiddenRows.has(r) !== origin.hiddenRows.has(r)) {
      ws.getRow(r).hidden = sheet._hiddenRows.has(r);
      changed = true;
    }
  }
  if (
    sheet._rowBreaks.join() !== origin.rowBreaks.join() ||
    sheet._columnBreaks.join() !== origin.columnBreaks.join()
  ) {
    setPageBreaks(ws, sheet._rowBreaks, sheet._columnBreaks);
    changed = true;
  }
  for (const banding of sheet._bandings) {
    if (!origin.bandings.includes(banding)) {
      applyBanding(ws, sheet, banding);
      changed = true;
    }
  }
  if (JSON.stringify(sheet._conditionalRules.map((r) => r._json())) !== origin.conditional) {
    const kept = origin.keptConditionalFormats;
    (ws as unknown as { conditionalFormattings: unknown[] }).conditionalFormattings = [...kept];
    addConditionalFormats(ws, sheet);
    changed = true;
  }
  return changed;
}
