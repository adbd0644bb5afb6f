/**
 * Colour balance shared by the Swiss engines: colour differences and the last colours
 * (Kujansuu et al.'s X and Y matrices), and the colours of a new game.
 */
export { colourState, differenceAfter, runAfter, type ColourState } from './state';
export { FORBIDDEN_X, xPenalty, dueSameColour } from './matrices';
export { allocateColours, breaks as colourBreaks, forcedBreaks } from './allocation';
