/**
 * Shared state of one sandboxed document: the call counter, the current execution's
 * authorization mode, and the bridge to a `vm` realm (so arrays, dates and exceptions
 * handed to bundle code belong to the bundle's own realm, like real Apps Script objects).
 *
 * Every service class is passed through `instrument()`: each public method (a name not
 * starting with `_`) becomes a wrapper that counts the call when it comes from outside the
 * sandbox (nested calls made by the services themselves are not counted), converts the
 * returned value into the bundle realm and turns sandbox exceptions into realm errors.
 */
import { AuthMode, type EnumValue } from './enums';

/** An Apps Script service exception. `name` is "Exception", so `String(e)` reads
 * "Exception: <message>" as in the Apps Script execution log; `e.message` has no prefix. */
export class AppsScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Exception';
  }
}

export function fail(message: string): never {
  throw new AppsScriptError(message);
}

/** Counts service calls made from outside the sandbox. */
export class CallCounter {
  total = 0;
  /** Keyed by method name, e.g. `getValues`. */
  byMethod: Record<string, number> = {};
  /** Keyed by class and method, e.g. `Range.getValues`. */
  byTarget: Record<string, number> = {};
  /** When true, `sequence` receives every counted call as "Class.method". */
  trace = false;
  sequence: string[] = [];

  record(className: string, method: string): void {
    this.total++;
    this.byMethod[method] = (this.byMethod[method] ?? 0) + 1;
    const target = `${className}.${method}`;
    this.byTarget[target] = (this.byTarget[target] ?? 0) + 1;
    if (this.trace) this.sequence.push(target);
  }

  /** Number of calls to `method` (a bare name like `getValues`, or `Range.getValues`). */
  count(method: string): number {
    return (method.includes('.') ? this.byTarget[method] : this.byMethod[method]) ?? 0;
  }

  reset(): void {
    this.total = 0;
    this.byMethod = {};
    this.byTarget = {};
    this.sequence = [];
  }
}

/** Functions evaluated inside a `vm` realm, used to hand values over to bundle code. */
export interface RealmBridge {
  /** Deep-copies arrays, dates and plain objects into the realm; other values pass as they are. */
  importValue(value: unknown): unknown;
  /** Creates a realm `Error` named "Exception". */
  makeError(message: string): Error;
}

export class SandboxEnv {
  readonly calls = new CallCounter();
  /** Nesting depth of instrumented calls; only depth-0 calls are counted and marshalled. */
  depth = 0;
  /** Authorization mode of the running execution (FULL outside any simulated execution). */
  authMode: EnumValue = AuthMode.FULL;
  /** False simulates a context without a user interface (e.g. a trigger): getUi() throws. */
  uiAvailable = true;
  /** ScriptApp.getInstallationSource(): 'NONE' for a script bound to the sheet, else an add-on. */
  installationSource: 'NONE' | 'APPS_MARKETPLACE_DOMAIN_ADD_ON' | 'WEB_STORE_ADD_ON' = 'NONE';
  realm: RealmBridge | null = null;

  /** Runs `fn` without counting or marshalling the service calls it makes (for test helpers). */
  silent<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }
}

/** Anything instrumented carries its environment. */
interface HasEnv {
  readonly _env: SandboxEnv;
}

type AnyMethod = (this: HasEnv, ...args: unknown[]) => unknown;

/**
 * Wraps the public methods of `cls` (and its parents up to Object) so that outside calls
 * are counted (if `count`) and their results are marshalled into the bundle realm.
 */
export function instrument(
  cls: { prototype: object; name: string },
  className: string,
  count: boolean,
): void {
  const proto = cls.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor' || name.startsWith('_')) continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor || typeof descriptor.value !== 'function') continue;
    const original = descriptor.value as AnyMethod;
    const wrapped = function (this: HasEnv, ...args: unknown[]): unknown {
      const env = this._env;
      if (env.depth > 0) return original.apply(this, args);
      if (count) env.calls.record(className, name);
      env.depth++;
      let result: unknown;
      try {
        result = original.apply(this, args);
      } catch (error) {
        if (env.realm && error instanceof AppsScriptError) throw env.realm.makeError(error.message);
        throw error;
      } finally {
        env.depth--;
      }
      return env.realm ? env.realm.importValue(result) : result;
    };
    Object.defineProperty(wrapped, 'name', { value: name });
    Object.defineProperty(proto, name, { ...descriptor, value: wrapped });
  }
}

/** A human-readable list of argument types, as Apps Script prints them in signature errors. */
function describeArgs(args: readonly unknown[]): string {
  return args
    .map((a) => {
      if (a === null || a === undefined) return 'null';
      if (Array.isArray(a)) {
        const inner = a.length > 0 ? describeArgs([a[0]]) : 'Object';
        return `${inner}[]`;
      }
      if (Object.prototype.toString.call(a) === '[object Date]') return 'Date';
      if (typeof a === 'object') return 'Object';
      return typeof a === 'string' ? 'String' : typeof a;
    })
    .join(',');
}

/** Throws Apps Script's "parameters don't match" exception for `Class.method`. */
export function badSignature(target: string, args: readonly unknown[]): never {
  fail(`The parameters (${describeArgs(args)}) don't match the method signature for ${target}.`);
}

export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}
