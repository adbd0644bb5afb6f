/**
 * Runs a built Apps Script bundle in a Node `vm` context whose only globals are the sandbox
 * services (SpreadsheetApp, LockService, ScriptApp, Logger, Session, PropertiesService,
 * Utilities) and
 * the JavaScript built-ins: no require, module, exports, process, console, setTimeout.
 *
 * Like Apps Script, every execution (openMenu, click, call, run) by default starts from a
 * fresh global scope: the bundle source is evaluated again, so nothing kept in globals
 * survives between executions. Locks still held when an execution ends are released (and
 * reported in `executions`). During an execution, arrays, Dates and exceptions handed to the
 * bundle belong to the bundle's realm (`instanceof Array` / `Error` hold inside the bundle).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { AuthMode, EnumValue, enumValue } from './enums';
import type { RealmBridge } from './env';
import type { LockKind } from './lock';
import { createServices, type AppsScriptGlobals } from './services';
import { createSpreadsheet, type MemorySpreadsheet } from './spreadsheet';
import type { MemoryUi, MenuEntry, RecordedMenu } from './ui';

const DEFAULT_BUNDLE_PATH = fileURLToPath(new URL('../../build/pairsheet.js', import.meta.url));

type AuthModeArg = EnumValue | 'NONE' | 'LIMITED' | 'FULL' | 'CUSTOM_FUNCTION';

export interface LoadBundleOptions {
  spreadsheet?: MemorySpreadsheet;
  /** Bundle file (default build/pairsheet.js). Ignored when `source` is given. */
  bundlePath?: string;
  /** Bundle source text (for tests with small hand-written bundles). */
  source?: string;
  /** Re-evaluate the bundle for every execution, like Apps Script (default true). */
  freshContextPerRun?: boolean;
  /** Time limit of one execution, in ms (default 60 000; Apps Script allows 6 minutes). */
  timeoutMs?: number;
  /** More globals; use sparingly. */
  extraGlobals?: Record<string, unknown>;
}

interface RunOptions {
  args?: unknown[];
  /** Authorization mode of the execution (default FULL, as for a menu click). */
  authMode?: AuthModeArg;
  /** False simulates a context without UI (a trigger): SpreadsheetApp.getUi() throws. */
  ui?: boolean;
}

interface ExecutionRecord {
  functionName: string;
  authMode: string;
  ok: boolean;
  error?: string;
  /** Lock kinds still held when the execution ended (released automatically). */
  leakedLocks: LockKind[];
  /** Service calls made by the execution. */
  calls: number;
  durationMs: number;
}

interface MenuItemInfo {
  caption: string;
  functionName: string;
  /** Menu caption, then sub-menu captions, then the item caption. */
  path: string[];
}

export interface LoadedBundle {
  /** The global scope of the latest execution (or of the initial load). */
  readonly context: vm.Context;
  readonly spreadsheet: MemorySpreadsheet;
  readonly ui: MemoryUi;
  readonly services: AppsScriptGlobals;
  readonly source: string;
  readonly executions: ExecutionRecord[];
  /** Calls onOpen({ authMode, source }) (default LIMITED) and returns the menu it added. */
  openMenu(authMode?: AuthModeArg): RecordedMenu;
  /** Every item of every recorded menu, sub-menus flattened. */
  menuItems(): MenuItemInfo[];
  /** Runs the function named by the menu item with this caption (or "Menu > Item" path). */
  click(caption: string): unknown;
  /** Runs a global function with FULL authorization. */
  call(functionName: string, ...args: unknown[]): unknown;
  run(functionName: string, options?: RunOptions): unknown;
  /** Names of the global functions of the current context. */
  functions(): string[];
}

const BRIDGE_SOURCE = `(function (hostObjectProto) {
  function importValue(v) {
    if (Array.isArray(v)) {
      var out = [];
      for (var i = 0; i < v.length; i++) out.push(importValue(v[i]));
      return out;
    }
    if (Object.prototype.toString.call(v) === '[object Date]') return new Date(v.getTime());
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === hostObjectProto) {
      var copy = {};
      var keys = Object.keys(v);
      for (var k = 0; k < keys.length; k++) copy[keys[k]] = importValue(v[keys[k]]);
      return copy;
    }
    return v;
  }
  function makeError(message) {
    var e = new Error(message);
    e.name = 'Exception';
    return e;
  }
  return { importValue: importValue, makeError: makeError };
})`;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function toAuthMode(mode: AuthModeArg | undefined, fallback: EnumValue): EnumValue {
  if (mode === undefined) return fallback;
  const v = enumValue(AuthMode, mode);
  if (!v) throw new Error(`Sandbox: unknown auth mode ${String(mode)}`);
  return v;
}

interface Realm {
  context: vm.Context;
  bridge: RealmBridge;
}

function createRealm(
  globals: AppsScriptGlobals,
  extraGlobals: Record<string, unknown>,
  name: string,
): Realm {
  const sandbox: Record<string, unknown> = Object.create(null);
  Object.assign(sandbox, globals, extraGlobals);
  const context = vm.createContext(sandbox, {
    name,
    codeGeneration: { strings: true, wasm: false },
  });
  // V8 gives every context a `console`; the sandbox exposes none (pass one in extraGlobals).
  if (!('console' in extraGlobals)) vm.runInContext('delete globalThis.console;', context);
  const factory = vm.runInContext(BRIDGE_SOURCE, context) as (proto: object) => RealmBridge;
  return { context, bridge: factory(Object.prototype) };
}

function flattenMenu(entries: MenuEntry[], path: string[], out: MenuItemInfo[]): void {
  for (const e of entries) {
    if ('functionName' in e)
      out.push({ caption: e.caption, functionName: e.functionName, path: [...path, e.caption] });
    else if ('items' in e) flattenMenu(e.items, [...path, e.caption], out);
  }
}

/** Names declared with a top-level `function name(` statement that exist as global functions. */
export function topLevelFunctions(bundleSource: string): string[] {
  const declared: string[] = [];
  for (const m of bundleSource.matchAll(/^function\s+([A-Za-z_$][\w$]*)\s*\(/gm)) {
    if (!declared.includes(m[1])) declared.push(m[1]);
  }
  const ss = createSpreadsheet('topLevelFunctions');
  const realm = createRealm(createServices(ss), {}, 'topLevelFunctions');
  new vm.Script(bundleSource, { filename: 'bundle.js' }).runInContext(realm.context, {
    timeout: 10_000,
  });
  return declared.filter((name) => {
    const fn = (realm.context as Record<string, unknown>)[name];
    return typeof fn === 'function' && fn.name === name;
  });
}

export function loadBundle(options: LoadBundleOptions = {}): LoadedBundle {
  const spreadsheet = options.spreadsheet ?? createSpreadsheet('Pairsheet');
  const bundlePath = options.bundlePath ?? DEFAULT_BUNDLE_PATH;
  const source = options.source ?? readFileSync(bundlePath, 'utf8');
  const filename = options.source !== undefined ? 'bundle.js' : bundlePath;
  const script = new vm.Script(source, { filename });
  const fresh = options.freshContextPerRun ?? true;
  const timeout = options.timeoutMs ?? 60_000;
  const extra = options.extraGlobals ?? {};
  const services = createServices(spreadsheet);
  const env = spreadsheet._env;
  const executions: ExecutionRecord[] = [];

  const evaluate = (): Realm => {
    const realm = createRealm(services, extra, 'Pairsheet bundle');
    const previous = env.realm;
    env.realm = realm.bridge;
    try {
      script.runInContext(realm.context, { timeout });
    } finally {
      env.realm = previous;
    }
    return realm;
  };

  // The initial load checks the bundle compiles and runs; it is not counted.
  let current = env.silent(() => {
    const saved = env.authMode;
    env.authMode = AuthMode.FULL;
    try {
      return evaluate();
    } finally {
      env.authMode = saved;
    }
  });

  const run = (functionName: string, runOptions: RunOptions = {}): unknown => {
    if (!IDENTIFIER.test(functionName))
      throw new Error(`Script function not found: ${functionName}`);
    const authMode = toAuthMode(runOptions.authMode, AuthMode.FULL);
    const saved = { authMode: env.authMode, ui: env.uiAvailable, realm: env.realm };
    const callsBefore = env.calls.total;
    const started = Date.now();
    env.authMode = authMode;
    env.uiAvailable = runOptions.ui ?? true;
    const record: ExecutionRecord = {
      functionName,
      authMode: authMode.name,
      ok: false,
      leakedLocks: [],
      calls: 0,
      durationMs: 0,
    };
    try {
      if (fresh) current = evaluate();
      const result = invoke(current, functionName, runOptions.args ?? [], timeout, env);
      record.ok = true;
      return result;
    } catch (error) {
      record.error = String(error);
      throw error;
    } finally {
      record.leakedLocks = spreadsheet.locks.releaseAll();
      record.calls = env.calls.total - callsBefore;
      record.durationMs = Date.now() - started;
      executions.push(record);
      env.authMode = saved.authMode;
      env.uiAvailable = saved.ui;
      env.realm = saved.realm;
    }
  };

  const menuItems = (): MenuItemInfo[] => menuItemsOf(spreadsheet.ui);

  return {
    get context() {
      return current.context;
    },
    spreadsheet,
    ui: spreadsheet.ui,
    services,
    source,
    executions,
    run,
    call: (functionName, ...args) => run(functionName, { args }),
    openMenu(authMode) {
      const mode = toAuthMode(authMode, AuthMode.LIMITED);
      const before = [...spreadsheet.ui.menus];
      const event: Record<string, unknown> = { authMode: mode };
      if (mode !== AuthMode.NONE) event.source = spreadsheet;
      run('onOpen', { args: [event], authMode: mode });
      const added = spreadsheet.ui.menus.filter((m) => !before.includes(m));
      if (added.length === 0) throw new Error('Sandbox: onOpen did not add a menu');
      return added[added.length - 1];
    },
    menuItems,
    click(caption) {
      return run(menuItemOf(menuItems(), caption).functionName, { authMode: AuthMode.FULL });
    },
    functions() {
      const ctx = current.context as Record<string, unknown>;
      return Object.keys(ctx).filter((k) => typeof ctx[k] === 'function');
    },
  };
}

/**
 * Calls a script function of the realm with arguments brought into it, from inside the realm,
 * so the timeout covers the call; the realm's bridge is the environment's for the call.
 */
function invoke(
  realm: Realm,
  functionName: string,
  args: unknown[],
  timeout: number,
  env: MemorySpreadsheet['_env'],
): unknown {
  const ctx = realm.context as Record<string, unknown>;
  const fn = ctx[functionName];
  if (typeof fn !== 'function') throw new Error(`Script function not found: ${functionName}`);
  env.realm = realm.bridge;
  const imported = args.map((a) => realm.bridge.importValue(a));
  Object.defineProperty(ctx, '__sandboxInvoke__', {
    value: () => (fn as (...a: unknown[]) => unknown)(...imported),
    configurable: true,
    enumerable: false,
  });
  try {
    return vm.runInContext('__sandboxInvoke__()', realm.context, { timeout });
  } finally {
    delete ctx.__sandboxInvoke__;
  }
}

/** Every menu item the script added, with its path of captions. */
function menuItemsOf(ui: MemoryUi): MenuItemInfo[] {
  const out: MenuItemInfo[] = [];
  for (const menu of ui.menus) flattenMenu(menu.items, [menu.caption], out);
  return out;
}

/** The one menu item of a caption or a path ("Menu > Item"); none or several is an error. */
function menuItemOf(items: MenuItemInfo[], caption: string): MenuItemInfo {
  const matches = items.filter((i) => i.caption === caption || i.path.join(' > ') === caption);
  if (matches.length === 0) {
    const known = items.map((i) => JSON.stringify(i.path.join(' > '))).join(', ');
    throw new Error(
      `Sandbox: no menu item ${JSON.stringify(caption)}. Menu items: ${known || '(none; call openMenu() first)'}`,
    );
  }
  if (matches.length > 1) {
    const paths = matches.map((i) => JSON.stringify(i.path.join(' > '))).join(', ');
    throw new Error(`Sandbox: menu caption ${JSON.stringify(caption)} is ambiguous: ${paths}`);
  }
  return matches[0];
}
