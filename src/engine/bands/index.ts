export { bandSeparation, draftBands, scoreBands, bandForRank, bandsFor } from './buildBands';
export { applyBandEdits, type BandRow } from './editBands';
export { farInitialScores } from './farScores';
