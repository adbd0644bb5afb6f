/** The pairing systems, one module each, behind PairingSystemRules. */
import type { PairingSystem } from '../types';
import { mcMahonSystem, swissSystem } from './matchingSystems';
import { multiGameSystem } from './multiGameSystem';
import { pairingInNameOrder } from './nameOrder';
import { roundRobinSystem } from './roundRobinSystem';
import { stableSwissSystem } from './stableSwissSystem';
import type { PairingSystemRules } from './types';

const SYSTEMS: readonly PairingSystemRules[] = [
  mcMahonSystem,
  swissSystem,
  stableSwissSystem,
  roundRobinSystem,
  multiGameSystem,
].map(pairingInNameOrder);

/** The names of the pairing systems, in the order the Settings dropdown lists them. */
export const PAIRING_SYSTEMS: readonly PairingSystem[] = SYSTEMS.map((s) => s.name);

/** The rules of a pairing system. */
export function systemRules(name: PairingSystem): PairingSystemRules {
  const rules = SYSTEMS.find((s) => s.name === name);
  if (!rules) throw new Error(`No pairing system named ${name}`);
  return rules;
}

/** True for the name of a pairing system (a value read back from storage may be anything). */
export function isPairingSystem(name: unknown): name is PairingSystem {
  return SYSTEMS.some((s) => s.name === name);
}

export type * from './types';
export { isWithdrawalForfeit } from './withdrawals';
export { forcedRepeats } from './repeats';
