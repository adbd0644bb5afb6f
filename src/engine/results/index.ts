export { parseResult, formatResult, suggestResult, RESULT_CHOICES } from './notation';
export { parseByeResult, formatByeResult, byeIsAbsence, BYE_CHOICES } from './byeNotation';
export { computeStandings, type Standing, type StandingsInput } from './standings';
export type { TiebreakOrder } from './order';
export { drawKey } from './drawKey';
export { RESULT_PATTERN } from './notationPattern';
export { SWISS_TIEBREAKS, DEFAULT_TIEBREAKS } from './chosenTiebreaks';
