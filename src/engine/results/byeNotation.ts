import type { ByeKind } from '../types';

/** Result text the sheet writes on bye rows. */
export const BYE_CHOICES: readonly string[] = ['Forced bye', 'Voluntary bye'];

/**
 * AGA 2009 "Remove Players Receiving Byes": a forced bye goes to the odd player out, a
 * voluntary bye to a player who asked not to play. The 2008 draft also says "involuntary bye"
 * for a forced one, and an absent player is treated as taking a voluntary bye.
 */
export const BYE_TEXTS: Readonly<Record<string, ByeKind>> = {
  forcedbye: 'forced',
  forced: 'forced',
  involuntarybye: 'forced',
  'bye+': 'forced',
  voluntarybye: 'voluntary',
  voluntary: 'voluntary',
  absent: 'voluntary',
  'bye=': 'voluntary',
  // Round robin: the player the rotation leaves without a game (Easy Round Robin Pairing).
  rest: 'voluntary',
};

/** 'Forced bye' → 'forced', 'Voluntary bye' or 'Rest' → 'voluntary' (case and spaces ignored), else null. */
export function parseByeResult(text: string): ByeKind | null {
  const key = text.toLowerCase().replace(/\s+/g, '');
  return Object.prototype.hasOwnProperty.call(BYE_TEXTS, key) ? BYE_TEXTS[key] : null;
}

/**
 * A round robin's voluntary bye is a rest: nobody asked for it, the rotation gave it. A
 * voluntary bye the player did not ask for (an imported absence) is Absent.
 */
export function formatByeResult(kind: ByeKind, rests?: boolean, absent?: boolean): string {
  if (kind === 'forced') return 'Forced bye';
  if (rests) return 'Rest';
  return absent ? 'Absent' : 'Voluntary bye';
}

/**
 * A voluntary bye row that says the player did not ask for the round: Absent, or a round
 * robin's Rest. It scores 0 whatever Settings › Requested bye points says.
 */
export function byeIsAbsence(text: string): boolean {
  const key = text.toLowerCase().replace(/\s+/g, '');
  return key === 'absent' || key === 'rest';
}
