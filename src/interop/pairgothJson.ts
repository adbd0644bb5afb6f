import { InputError } from '../engine/errors';
import { jsonLine } from './jsonLines';
import { fromPairgothRank } from './ranks';

export const WHAT = 'pairgoth file';

export type Json = Record<string, unknown>;

/** Lines are looked up only for a message: finding one scans the text. */
export type LineOf = () => number | null;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as the file writes it, cut short, for a message. */
export function shown(v: unknown): string {
  const json = JSON.stringify(v) ?? 'nothing';
  return json.length > 40 ? `${json.slice(0, 37)}...` : json;
}

/** The .tour text as JSON; text that is not JSON is refused with the line it breaks on. */
export function parseTour(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split('\n').length
      : lineCol
        ? Number(lineCol[1])
        : text.split('\n').length;
    throw new InputError(
      `${WHAT}, line ${line}: this is not valid JSON (${message.replace(/^JSON\.parse: /, '')}); the file may be cut short.`,
    );
  }
}

/** Reads the values of a .tour file's objects; each refusal names the key and its line. */
export class TourReader {
  // Where each object read sits in the file, by its path of keys and list positions, so that
  // a key is found there and not where the same key (or text) first appears.
  private readonly paths: Map<Json, ReadonlyArray<string | number>>;

  constructor(
    readonly text: string,
    readonly data: Json,
  ) {
    this.paths = new Map([[data, []]]);
  }

  /** The line of the value at a path of keys and list positions. */
  line(path: ReadonlyArray<string | number>): number {
    return jsonLine(this.text, path);
  }

  /** `o`, remembered as sitting at `path`. */
  located<T extends Json>(o: T, path: ReadonlyArray<string | number>): T {
    this.paths.set(o, path);
    return o;
  }

  /** `"key"` of object `o` with its line; no line when the file leaves the key out. */
  where(o: Json, key: string, line?: LineOf): string {
    const path = this.paths.get(o);
    const at = line ? line() : path && key in o ? jsonLine(this.text, [...path, key]) : null;
    return `${WHAT}${at ? `, line ${at}` : ''}, "${key}"`;
  }

  str(o: Json, key: string, fallback?: string, context = '', line?: LineOf): string {
    const v = o[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'string')
      throw new InputError(
        `${this.where(o, key, line)}${context}: a text value is needed, not ${JSON.stringify(v) ?? 'nothing'}.`,
      );
    return v;
  }

  num(o: Json, key: string, fallback?: number, context = '', line?: LineOf): number {
    const v = o[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new InputError(
        `${this.where(o, key, line)}${context}: a number is needed, not ${JSON.stringify(v) ?? 'nothing'}.`,
      );
    return v;
  }

  /** A whole number from min to max, or the default when the key is left out. */
  whole(o: Json, key: string, fallback: number | undefined, min: number, max: number): number {
    const v = this.num(o, key, fallback);
    if (!Number.isInteger(v) || v < min || v > max)
      throw new InputError(
        `${this.where(o, key)}: ${v} is not a whole number from ${min} to ${max}.`,
      );
    return v;
  }

  /** A rank as pairgoth numbers them (-30 for 30k to 8 for 9d); null when left out. */
  rank(o: Json, key: string, fallback?: number): number | null {
    return o[key] === undefined && fallback === undefined
      ? null
      : fromPairgothRank(this.whole(o, key, fallback, -30, 8));
  }
}
