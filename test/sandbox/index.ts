/** The Apps Script sandbox: fakes, bundle loader, snapshots and xlsx export. */
export { a1Of, columnLetter, columnNumber, parseA1, type GridBox } from './a1';
export { FakeBanding, type BandingJson } from './banding';
export {
  FakeBooleanCondition,
  FakeConditionalFormatRule,
  FakeConditionalFormatRuleBuilder,
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
export { FakeLock, FakeLockService, LockState, type LockAttempt, type LockKind } from './lock';
export { FakeRange, checkShape } from './range';
export { createServices, installGlobals, type AppsScriptGlobals } from './services';
export { FakeSheet } from './sheet';
export {
  sheetValues,
  setSheet,
  snapshot,
  type CellSnapshot,
  type SheetSnapshot,
  type SpreadsheetSnapshot,
} from './snapshot';
export {
  FakeSpreadsheet,
  createSpreadsheet,
  type SpreadsheetOptions,
  type ToastRecord,
} from './spreadsheet';
export {
  FakeMenu,
  FakeUi,
  type AlertRecord,
  type MenuEntry,
  type PromptRecord,
  type RecordedMenu,
  type ScriptedAnswer,
} from './ui';
export { FakeDataValidation, FakeDataValidationBuilder } from './validation';
export { FORMULA_MARKER, parseInput, type CellValue } from './values';
export { saveWorkbook, toWorkbook } from './xlsx';
