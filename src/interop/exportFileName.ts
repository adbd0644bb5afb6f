import { withoutAccents } from '../engine/names';

/** Longest start of an export file's name: far from any file system's limit on a name. */
const MAX_LENGTH = 60;

/** Names Windows keeps for devices whatever the extension: no file there can be "nul.h9". */
const DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)$/;

/**
 * The start of an export file's name from the tournament name: letters (accents dropped) and
 * digits in lower case, the rest as hyphens; "event" when nothing is left.
 */
export function eventFileBase(tournament: string): string {
  const base = withoutAccents(tournament)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .toLowerCase()
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  if (base === '') return 'event';
  return DEVICE.test(base) ? `${base}-event` : base;
}
