/**
 * What the xlsx patches (xlsxDates, xlsxFilters, xlsxNames, xlsxPrintSetup, xlsxTables,
 * xlsxValidations) share: the file library's internal modules, loaded by path, and the XML node
 * its parsers are handed.
 */
import { createRequire } from 'node:module';

/** An XML start tag as the file library's parsers receive it. */
export interface SaxNode {
  name: string;
  attributes: Record<string, string>;
}

const load = createRequire(import.meta.url);

/** One of the file library's internal modules (its path under node_modules). */
export function libraryModule<T>(path: string): T {
  return load(path) as T;
}
