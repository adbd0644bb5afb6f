/** Files of other programs in and out (../shared/formats.md): pure, no Apps Script globals. */
export * from './types';
export { MAX_IMPORT_BYTES, checkSize } from './limits';
export { parseXml, type XmlElement } from './xml';
export { parseOpenGotha, exportOpenGotha, openGothaKey } from './opengotha';
export { parsePairgoth, exportPairgoth, pairgothFileName } from './pairgoth';
export { openGothaExportNotes, pairgothExportNotes } from './exportNotes';
export { parseCsv, parseCsvRoster, toCsv, csvField } from './csv';
export { agaListedPlayers, exportAgaResults, type AgaExport } from './aga';
export { agaIdsQuestion, isAgaId } from './agaIds';
export { exportH9, type H9Options } from './h9';
export { roundsCsv, standingsCsv } from './roundsCsv';
export {
  parseTdList,
  parseEgdList,
  lookUpRatings,
  type RatingEntry,
  type RatingList,
  type LookUpPlayer,
  type LookUpResult,
} from './ratingLists';
export { toAscii } from './ascii';
export { egfRatingNotes, sheetRatings, EGF_RATING_MIN, EGF_RATING_MAX } from './egfRatings';
