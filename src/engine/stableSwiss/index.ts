/** Stable Swiss: Kujansuu, Lindberg, Mäkinen, "The Stable Roommates Problem and Chess Tournament Pairings" (1995). */
export { pairStableSwissRound, FALLBACK_RULES, type StableRound } from './pairStableSwiss';
export { blockingPairProblems } from './check';
export { formatScore } from './widening';
export { preference, X_MATRIX, type PreferenceWeights } from './preferences';
export type { StableChoice } from './solve';
