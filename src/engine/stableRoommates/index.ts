/** Stable roommates on incomplete lists (Irving 1985; Gusfield and Irving 1989), used by Stable Swiss. */
export { type PreferenceLists } from './acceptable';
export { blockingPairs } from './blocking';
export { allStableMatchings } from './enumerate';
export { stableRoommates } from './solve';
