/**
 * The global services a script sees: SpreadsheetApp, LockService, ScriptApp, Logger, Session,
 * PropertiesService, Utilities — all bound to one MemorySpreadsheet (the "active" document).
 *
 * Authorization: while `env.authMode` is AuthMode.NONE (an add-on's onOpen before it is
 * enabled in the document), SpreadsheetApp.getActiveSpreadsheet()/getActive()/getActiveSheet()
 * and PropertiesService throw, as in Apps Script; menus can still be built.
 */
import { MemoryHtmlService } from './html';
import { MemoryConditionalFormatRuleBuilder } from './conditional';
import {
  AuthMode,
  BandingTheme,
  BooleanCriteria,
  BorderStyle,
  DataValidationCriteria,
  EnumValue,
  InstallationSource,
  WrapStrategy,
} from './enums';
import { fail, instrument, type SandboxEnv } from './env';
import { MemoryLockService } from './lock';
import type { MemorySheet } from './sheet';
import type { MemorySpreadsheet, PropertyScope } from './spreadsheet';
import type { MemoryUi } from './ui';
import { LOCAL_TIME_ZONE, MemoryUtilities } from './utilities';
import { MemoryDataValidationBuilder } from './validation';

function guard(env: SandboxEnv, method: string): void {
  if (env.authMode === AuthMode.NONE) {
    fail(
      `You do not have permission to call ${method}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`,
    );
  }
}

class MemorySpreadsheetApp {
  readonly _env: SandboxEnv;
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly BooleanCriteria = BooleanCriteria;
  readonly BandingTheme = BandingTheme;
  readonly BorderStyle = BorderStyle;
  readonly WrapStrategy = WrapStrategy;
  constructor(private readonly _ss: MemorySpreadsheet) {
    this._env = _ss._env;
  }
  getActiveSpreadsheet(): MemorySpreadsheet {
    guard(this._env, 'SpreadsheetApp.getActiveSpreadsheet');
    return this._ss;
  }
  getActive(): MemorySpreadsheet {
    guard(this._env, 'SpreadsheetApp.getActive');
    return this._ss;
  }
  getActiveSheet(): MemorySheet {
    guard(this._env, 'SpreadsheetApp.getActiveSheet');
    return this._ss._active;
  }
  openById(id: string): MemorySpreadsheet {
    guard(this._env, 'SpreadsheetApp.openById');
    if (id !== this._ss._id)
      fail(
        `Unexpected error while getting the method or property openById on object SpreadsheetApp.`,
      );
    return this._ss;
  }
  getUi(): MemoryUi {
    if (!this._env.uiAvailable) fail('Cannot call SpreadsheetApp.getUi() from this context.');
    return this._ss.ui;
  }
  newDataValidation(): MemoryDataValidationBuilder {
    return new MemoryDataValidationBuilder(this._env);
  }
  newConditionalFormatRule(): MemoryConditionalFormatRuleBuilder {
    return new MemoryConditionalFormatRuleBuilder(this._env);
  }
  /** Writes are applied immediately in the sandbox; flush() is only counted. */
  flush(): void {}
}

class MemoryScriptApp {
  readonly AuthMode = AuthMode;
  readonly InstallationSource = InstallationSource;
  constructor(readonly _env: SandboxEnv) {}
  getInstallationSource(): EnumValue {
    return InstallationSource[this._env.installationSource];
  }
  getScriptId(): string {
    return 'sandbox-script';
  }
  getProjectTriggers(): unknown[] {
    return [];
  }
}

function formatLog(data: unknown, values: unknown[]): string {
  let text = typeof data === 'string' ? data : (JSON.stringify(data) ?? String(data));
  if (typeof data === 'string' && values.length > 0) {
    let i = 0;
    text = text.replace(/%[sdfo]/g, (m) => (i < values.length ? String(values[i++]) : m));
  }
  return text;
}

class MemoryLogger {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _lines: string[],
  ) {}
  log(data: unknown, ...values: unknown[]): this {
    this._lines.push(formatLog(data, values));
    return this;
  }
  getLog(): string {
    return this._lines.map((l) => `${l}\n`).join('');
  }
  clear(): void {
    this._lines.length = 0;
  }
}

class MemoryUser {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _email: string,
  ) {}
  getEmail(): string {
    return this._email;
  }
}

class MemorySession {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _ss: MemorySpreadsheet,
  ) {}
  getActiveUser(): MemoryUser {
    return new MemoryUser(this._env, this._ss._options.userEmail ?? 'organizer@example.com');
  }
  getEffectiveUser(): MemoryUser {
    return new MemoryUser(this._env, this._ss._options.userEmail ?? 'organizer@example.com');
  }
  getScriptTimeZone(): string {
    return this._ss._options.timeZone ?? LOCAL_TIME_ZONE;
  }
  getActiveUserLocale(): string {
    return (this._ss._options.locale ?? 'en_US').split('_')[0];
  }
  getTemporaryActiveUserKey(): string {
    return 'sandbox-user-key';
  }
}

/** Apps Script keeps at most 9 kB per property value, counted in UTF-8 bytes. */
const PROPERTY_VALUE_BYTES = 9 * 1024;
/** …and at most 500 kB in one property store, keys and values together. */
const PROPERTY_STORE_BYTES = 500 * 1024;

const bytes = (text: string): number => new TextEncoder().encode(text).length;

function sized(value: unknown): string {
  const text = String(value);
  if (bytes(text) > PROPERTY_VALUE_BYTES) fail('Argument too large: value');
  return text;
}

class MemoryProperties {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _map: Map<string, string>,
  ) {}
  getProperty(key: string): string | null {
    return this._map.get(String(key)) ?? null;
  }
  setProperty(key: string, value: unknown): this {
    const entry = [String(key), sized(value)] as const;
    this._fit([entry], false);
    this._map.set(...entry);
    return this;
  }
  deleteProperty(key: string): this {
    this._map.delete(String(key));
    return this;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this._map);
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): this {
    const entries = Object.entries(properties).map(([k, v]) => [k, sized(v)] as const);
    this._fit(entries, deleteAllOthers);
    if (deleteAllOthers) this._map.clear();
    for (const [k, v] of entries) this._map.set(k, v);
    return this;
  }
  /** Refuses, before anything is stored, writes that would take the store over its quota. */
  _fit(entries: ReadonlyArray<readonly [string, string]>, replaceAll: boolean): void {
    const next = new Map(replaceAll ? [] : this._map);
    for (const [k, v] of entries) next.set(k, v);
    let total = 0;
    for (const [k, v] of next) total += bytes(k) + bytes(v);
    if (total > PROPERTY_STORE_BYTES) {
      fail(
        'You have exceeded the property storage quota. Please remove some properties and try again.',
      );
    }
  }
  deleteAllProperties(): this {
    this._map.clear();
    return this;
  }
  getKeys(): string[] {
    return [...this._map.keys()];
  }
}

class MemoryPropertiesService {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _ss: MemorySpreadsheet,
  ) {}
  private _get(scope: PropertyScope, method: string): MemoryProperties {
    guard(this._env, `PropertiesService.${method}`);
    return new MemoryProperties(this._env, this._ss.properties[scope]);
  }
  getDocumentProperties(): MemoryProperties {
    return this._get('document', 'getDocumentProperties');
  }
  getScriptProperties(): MemoryProperties {
    return this._get('script', 'getScriptProperties');
  }
  getUserProperties(): MemoryProperties {
    return this._get('user', 'getUserProperties');
  }
}

for (const [cls, name, count] of [
  [MemorySpreadsheetApp, 'SpreadsheetApp', true],
  [MemoryScriptApp, 'ScriptApp', false],
  [MemoryLogger, 'Logger', false],
  [MemoryUser, 'User', false],
  [MemorySession, 'Session', false],
  [MemoryProperties, 'Properties', true],
  [MemoryPropertiesService, 'PropertiesService', true],
] as const) {
  instrument(cls, name, count);
}

export interface AppsScriptGlobals {
  HtmlService: MemoryHtmlService;
  SpreadsheetApp: MemorySpreadsheetApp;
  LockService: MemoryLockService;
  ScriptApp: MemoryScriptApp;
  Logger: MemoryLogger;
  Session: MemorySession;
  PropertiesService: MemoryPropertiesService;
  Utilities: MemoryUtilities;
}

/** The globals to expose to a script running against `spreadsheet`. */
export function createServices(spreadsheet: MemorySpreadsheet): AppsScriptGlobals {
  const env = spreadsheet._env;
  return {
    HtmlService: new MemoryHtmlService(env),
    SpreadsheetApp: new MemorySpreadsheetApp(spreadsheet),
    LockService: new MemoryLockService(env, spreadsheet.locks),
    ScriptApp: new MemoryScriptApp(env),
    Logger: new MemoryLogger(env, spreadsheet.logs),
    Session: new MemorySession(env, spreadsheet),
    PropertiesService: new MemoryPropertiesService(env, spreadsheet),
    Utilities: new MemoryUtilities(env),
  };
}

/**
 * Puts the services on Node's globalThis (for unit tests that call src code directly).
 * Returns a function restoring what was there before.
 */
export function installGlobals(globals: AppsScriptGlobals): () => void {
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const [key, value] of Object.entries(globals)) {
    saved.set(key, Object.getOwnPropertyDescriptor(g, key));
    Object.defineProperty(g, key, { value, configurable: true, writable: true, enumerable: false });
  }
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(g, key, descriptor);
      else delete g[key];
    }
  };
}
