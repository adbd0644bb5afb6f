/** Stable Swiss: Kujansuu, Lindberg, Mäkinen, "The Stable Roommates Problem and Chess Tournament Pairings" (1995). */
export { pairStableSwissRound, FALLBACK_RULES } from './pairStableSwiss';
export { blockingPairProblems } from './check';
export { preference } from './preferences';
