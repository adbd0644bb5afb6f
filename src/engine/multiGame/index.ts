export { pairMultiGameRound } from './pairRound';
export { multiGameStandings } from './standings';
export type { MultiGameStanding, MultiGameStandingsInput } from './standings';
export type {
  MultiGameBoard,
  MultiGameBye,
  MultiGameInput,
  MultiGameMethod,
  MultiGameRoundPairing,
  MultiGameSettings,
  ShortPlayer,
} from './types';
