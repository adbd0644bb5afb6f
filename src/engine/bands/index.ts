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
