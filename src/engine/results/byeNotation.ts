import type { ByeKind } from '../types';

/** Result text the sheet writes on bye rows. */
export const BYE_CHOICES: readonly string[] = ['Forced bye', 'Voluntary bye'];

/**
 * AGA 2009 "Remove Players Receiving Byes": a forced bye goes to the odd player out, a
 * voluntary bye to a player who asked not to play. The 2008 draft also says "involuntary bye"
 * for a forced one, and an absent player is treated as taking a voluntary bye.
 */
const BYE_TEXTS: Record<string, ByeKind> = {
  forcedbye: 'forced',
  forced: 'forced',
  involuntarybye: 'forced',
  'bye+': 'forced',
  voluntarybye: 'voluntary',
  voluntary: 'voluntary',
  absent: 'voluntary',
  'bye=': 'voluntary',
};

/** 'Forced bye' → 'forced', 'Voluntary bye' → 'voluntary' (case and spaces ignored), else null. */
export function parseByeResult(text: string): ByeKind | null {
  const key = text.toLowerCase().replace(/\s+/g, '');
  return Object.prototype.hasOwnProperty.call(BYE_TEXTS, key) ? BYE_TEXTS[key] : null;
}

export function formatByeResult(kind: ByeKind): string {
  return kind === 'forced' ? 'Forced bye' : 'Voluntary bye';
}
