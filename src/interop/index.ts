/** Files of other programs in and out (../shared/formats.md): pure, no Apps Script globals. */
export * from './types';
export { MAX_IMPORT_BYTES } from './limits';
export { parseXml } from './xml';
export { parseOpenGotha } from './opengotha';
export { exportOpenGotha } from './opengothaExport';
export { parsePairgoth } from './pairgoth';
export { exportPairgoth, pairgothFileName } from './pairgothExport';
export { openGothaExportNotes, pairgothExportNotes } from './exportNotes';
export { parseCsvRoster, toCsv } from './csv';
export { agaListedPlayers, exportAgaResults } from './aga';
export { agaIdsQuestion } from './agaIds';
export { exportH9 } from './h9';
export {
  parseTdList,
  parseEgdList,
  parseRatingList,
  lookUpRatings,
  unreadNote,
} from './ratingLists';
export { toAscii } from './ascii';
export { egfRatingNotes, sheetRatings } from './egfRatings';
