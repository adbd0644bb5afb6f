export {
  bandSeparation,
  draftBands,
  scoreBands,
  bandForRank,
  singleBand,
  bandsFor,
  type BandDraft,
} from './buildBands';
export { applyBandEdits, type BandRow } from './editBands';
export { farInitialScores, type FarScore } from './farScores';
