export {
  bandSeparation,
  draftBands,
  scoreBands,
  bandForRank,
  singleBand,
  type BandDraft,
} from './buildBands';
export { applyBandEdits, type BandRow } from './editBands';
