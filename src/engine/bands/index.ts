export { bandSeparation, draftBands, scoreBands, bandForRank, type BandDraft } from './buildBands';
export { applyBandEdits, type BandRow } from './editBands';
