/**
 * The in-memory workbook: a spreadsheet that behaves like Google Sheets (values, formats, notes,
 * validation, conditional formats), the Apps Script services over it, the loader that runs the
 * built add-in in a Node `vm` against it, snapshots, and xlsx export. The tests, the demo and the
 * offline command line all use it.
 */
export { a1Of, columnLetter, columnNumber, parseA1, type GridBox } from './a1';
export { MemoryBanding, type BandingJson } from './banding';
export {
  MemoryBooleanCondition,
  MemoryConditionalFormatRule,
  MemoryConditionalFormatRuleBuilder,
} from './conditional';
export {
  AuthMode,
  BandingTheme,
  BooleanCriteria,
  BorderStyle,
  Button,
  ButtonSet,
  DataValidationCriteria,
  EnumValue,
  InstallationSource,
  WrapStrategy,
} from './enums';
export { AppsScriptError, CallCounter, SandboxEnv } from './env';
export {
  DEFAULT_BUNDLE_PATH,
  loadBundle,
  topLevelFunctions,
  type ExecutionRecord,
  type LoadBundleOptions,
  type LoadedBundle,
  type MenuItemInfo,
  type RunOptions,
} from './loadBundle';
export { MemoryHtmlOutput, MemoryHtmlService } from './html';
export { MemoryLock, MemoryLockService, LockState, type LockAttempt, type LockKind } from './lock';
export { MemoryRange, checkShape } from './range';
export { MemoryRangeList } from './rangeList';
export { createServices, installGlobals, type AppsScriptGlobals } from './services';
export { MemorySheet } from './sheet';
export {
  sheetValues,
  setSheet,
  snapshot,
  type CellSnapshot,
  type SheetSnapshot,
  type SpreadsheetSnapshot,
} from './snapshot';
export {
  MemorySpreadsheet,
  createSpreadsheet,
  type SpreadsheetOptions,
  type ToastRecord,
} from './spreadsheet';
export {
  MemoryMenu,
  MemoryUi,
  type AlertRecord,
  type MenuEntry,
  type PromptRecord,
  type RecordedMenu,
  type ScriptedAnswer,
} from './ui';
export { MemoryDataValidation, MemoryDataValidationBuilder } from './validation';
export { FORMULA_MARKER, parseInput, type CellValue } from './values';
export { saveWorkbook, toWorkbook } from './xlsx';
export { XlsxDocument } from './xlsxDocument';
export { readWorkbook, type ReadSheet } from './xlsxRead';
