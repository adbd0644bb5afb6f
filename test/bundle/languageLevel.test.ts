/**
 * The bundle is built for ES2020 (scripts/build.mjs) and esbuild rewrites newer syntax, not
 * newer built-ins: a method Apps Script's V8 lacks would fail only in Sheets, mid-command. The
 * built-ins added after ES2020 (and the web's structuredClone) are left out of the add-in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync('build/pairsheet.js', 'utf8');

const NEWER_BUILT_INS: Record<string, RegExp> = {
  'Array.prototype.at, String.prototype.at': /\.at\(/,
  'String.prototype.replaceAll': /\.replaceAll\(/,
  'Array.prototype.findLast, findLastIndex': /\.findLast(Index)?\(/,
  'Array.prototype.toSorted, toReversed, toSpliced': /\.to(Sorted|Reversed|Spliced)\(/,
  'String.prototype.isWellFormed, toWellFormed': /\.(isWellFormed|toWellFormed)\(/,
  'Object.hasOwn': /\bObject\.hasOwn\(/,
  'Object.groupBy, Map.groupBy': /\b(Object|Map)\.groupBy\(/,
  'Promise.any, Promise.withResolvers': /\bPromise\.(any|withResolvers)\(/,
  'WeakRef, FinalizationRegistry, AggregateError':
    /\b(WeakRef|FinalizationRegistry|AggregateError)\b/,
  'Array.fromAsync': /\bArray\.fromAsync\(/,
  'Intl.Segmenter, ListFormat, DisplayNames, DurationFormat':
    /\bIntl\.(Segmenter|ListFormat|DisplayNames|DurationFormat)\b/,
  structuredClone: /\bstructuredClone\(/,
};

describe('the bundled add-in', () => {
  it('calls no built-in newer than ES2020', () => {
    const used = Object.entries(NEWER_BUILT_INS)
      .filter(([, pattern]) => pattern.test(source))
      .map(([name]) => name);
    expect(used).toEqual([]);
  });
});
