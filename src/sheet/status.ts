import type { PlayerStatus } from '../engine/types';

/** What a Status cell (Players tab or a roster file) may say; blank is active. */
const STATUS = new Map<string, PlayerStatus>([
  ['', 'active'],
  ['active', 'active'],
  ['withdrawn', 'withdrawn'],
  ['withdrew', 'withdrawn'],
  ['withdraw', 'withdrawn'],
]);

/** A Status as typed (any case, spaces trimmed by the caller); null when it is not one. */
export function parseStatus(text: string): PlayerStatus | null {
  return STATUS.get(text.toLowerCase()) ?? null;
}

/** Why a Status was refused and what to type instead, for the Players tab and imports alike. */
export function notAStatus(text: string): string {
  return `"${text}" is not a status; write active (or leave it blank) or withdrawn.`;
}
