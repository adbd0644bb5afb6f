import { InputError } from '../../engine/errors';
import {
  agaIdsQuestion,
  agaListedPlayers,
  exportAgaResults,
  exportH9,
  exportOpenGotha,
  exportPairgoth,
  MAX_IMPORT_BYTES,
  openGothaExportNotes,
  pairgothExportNotes,
  pairgothFileName,
  parseCsvRoster,
  parseOpenGotha,
  parsePairgoth,
  parseRatingList,
  unreadNote,
  toCsv,
  type ImportedEvent,
} from '../../interop';
import { countryNotes } from '../../interop/countries';
import { base64Bytes, decodeFile, type DecodedFile } from '../../interop/encoding';
import { eventFileBase } from '../../interop/exportFileName';
import { eventFileKind } from '../../interop/fileKinds';
import { readForExport, readTablesForCsv } from '../../sheet/exportEvent';
import { applyImport, existingRounds, planImport } from '../../sheet/importTab';
import { adoptPropertiesTab } from '../../sheet/propertiesTab';
import { applyReview, reviewContent } from '../../sheet/ratingReview';
import { WritePlan } from '../../sheet/writer';
import { PARAGRAPH_BREAK } from '../paragraphs';
import { APP_NAME, BUSY, underDocumentLock } from '../run';
import { exportDialog } from '../dialogs/exportDialog';
import { importDialog } from '../dialogs/importDialog';
import { DIALOG_HEIGHT, DIALOG_WIDTH } from '../dialogs/page';
import { lookUpDialog } from '../dialogs/lookUpDialog';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** What a dialog's server call answers: ok, or a message to show (and what to offer next). */
export interface DialogAnswer {
  ok: boolean;
  message: string;
  [more: string]: unknown;
}

function showDialog(html: string, title: string, height: number): void {
  const output = HtmlService.createHtmlOutput(html).setWidth(DIALOG_WIDTH).setHeight(height);
  SpreadsheetApp.getUi().showModalDialog(output, `${APP_NAME}: ${title}`);
}

export const showImportDialog = (): void =>
  showDialog(importDialog(MAX_IMPORT_BYTES), 'Import event', DIALOG_HEIGHT.import);
export const showExportDialog = (): void =>
  showDialog(exportDialog(), 'Export results', DIALOG_HEIGHT.export);
export const showLookUpDialog = (): void =>
  showDialog(lookUpDialog(MAX_IMPORT_BYTES), 'Look up ratings', DIALOG_HEIGHT.lookUp);

/**
 * Runs a dialog's server call under the document lock. Input problems come back as a message
 * for the dialog (nothing was written); anything else is thrown to the dialog's failure handler.
 * As a menu command does, it first moves a properties tab the command line left into the
 * document properties (before an import replaces the tabs its records describe), saying so.
 */
function dialogCall(work: (ss: Spreadsheet) => DialogAnswer): DialogAnswer {
  return underDocumentLock(
    () => ({ ok: false, message: BUSY }),
    (ss) => {
      let adopted: string | null = null;
      try {
        adopted = adoptPropertiesTab(ss);
        return withAdoption(work(ss), adopted);
      } catch (error) {
        if (error instanceof InputError)
          return withAdoption({ ok: false, message: error.message }, adopted);
        throw error;
      }
    },
  );
}

/** The answer with the note on the adopted properties tab: among a built file's notes, else after the message. */
function withAdoption(answer: DialogAnswer, adopted: string | null): DialogAnswer {
  if (!adopted) return answer;
  if (Array.isArray(answer.notes))
    return { ...answer, notes: [...(answer.notes as string[]), adopted] };
  return { ...answer, message: `${answer.message}${PARAGRAPH_BREAK}${adopted}` };
}

/**
 * A chosen file: its bytes (base64, from the dialogs and the command line) decoded as
 * encoding.ts finds them, or text already decoded; with the Import report's note on the encoding.
 */
const fileOf = (arg: { text?: unknown; base64?: unknown }): DecodedFile => {
  if (typeof arg?.base64 === 'string') return decodeFile(base64Bytes(arg.base64));
  if (typeof arg?.text !== 'string')
    throw new InputError('No file text arrived; choose the file again.');
  return { text: arg.text, note: null };
};

/** The file parsed by the importer it needs (fileKinds.ts). */
function parseEventFile(
  fileName: string,
  text: string,
): { event: ImportedEvent; source: string; roster: boolean } {
  switch (eventFileKind(fileName, text)) {
    case 'opengotha':
      return { event: parseOpenGotha(text), source: 'OpenGotha file', roster: false };
    case 'pairgoth':
      return { event: parsePairgoth(text), source: 'pairgoth file', roster: false };
    default:
      return { event: parseCsvRoster(text), source: 'CSV roster', roster: true };
  }
}

/** Dialog call: import a file; with existing rounds, only once the TD confirms (replace). */
export function importEventFile(arg: {
  fileName?: string;
  text?: string;
  base64?: string;
  replace?: boolean;
}): DialogAnswer {
  return dialogCall((ss) => {
    const { text, note } = fileOf(arg);
    const { event, source, roster } = parseEventFile(String(arg.fileName ?? ''), text);
    if (note) event.notCarried.unshift(note);
    const rounds = existingRounds(ss);
    // Planned first (nothing written): a file that cannot be imported is refused before asking.
    const plan = planImport(ss, event, source, { rosterOnly: roster });
    if (rounds.length > 0 && arg.replace !== true) {
      const replaced = plan.tabs.map((t) => t.name).filter((name) => ss.getSheetByName(name));
      const removes = plan.removed.length ? ` and removes ${plan.removed.join(', ')}` : '';
      return {
        ok: false,
        confirm: true,
        message: `This spreadsheet already has ${rounds.length} round tab${rounds.length === 1 ? '' : 's'}. Importing replaces ${replaced.join(', ')}${removes}. Nothing has been changed yet. Replace everything?`,
      };
    }
    applyImport(ss, plan);
    return { ok: true, message: plan.summary };
  });
}

/**
 * Starts a CSV file: Excel opening the file reads it as UTF-8 only with this mark, else shows
 * "JosÃ©" for José and nonsense for names in other scripts; Sheets and LibreOffice skip it.
 */
const UTF8_MARK = '\uFEFF';

/** Dialog call: build an export file from the workbook; the browser downloads it. */
/**
 * A round robin's annulled withdrawal (FIDE Tournament Rules C.06 V.4): every file keeps the
 * games as played, as ratings count them; the EGF file lists the Standings tab's places, and
 * OpenGotha and pairgoth, knowing no annulment, rank by every game.
 */
function annulledNote(
  annulled: string | null,
  format: 'aga' | 'h9' | 'OpenGotha' | 'pairgoth',
): string[] {
  if (annulled === null) return [];
  const played = `${annulled} The file has every game as played, as ratings count them`;
  if (format === 'aga') return [`${played}.`];
  if (format === 'h9') return [`${played}, and lists the players in the Standings tab's places.`];
  return [`${played}; ${format} knows no annulment, so its standings count these games too.`];
}

export function exportEventFile(arg: { format?: string; temporaryIds?: boolean }): DialogAnswer {
  return dialogCall((ss) => {
    if (arg.format === 'standings' || arg.format === 'rounds') {
      // Any system and board game: the tables as the sheet shows them.
      const tables = readTablesForCsv(ss);
      const fileName = `${eventFileBase(tables.name)}-${arg.format}.csv`;
      const rows = arg.format === 'standings' ? tables.standings : tables.rounds;
      return {
        ok: true,
        message: `Ready: ${fileName}`,
        fileName,
        text: `${UTF8_MARK}${toCsv(rows)}`,
        mimeType: 'text/csv',
        notes: tables.notes,
      };
    }
    const data = readForExport(ss);
    const base = eventFileBase(data.event.settings.name);
    const file = (
      fileName: string,
      text: string,
      mimeType: string,
      notes: string[],
    ): DialogAnswer => ({
      ok: true,
      message: `Ready: ${fileName}`,
      fileName,
      text,
      mimeType,
      notes: [...data.notes, ...notes],
    });
    switch (arg.format) {
      case 'aga': {
        // Only the players the file lists need an id (a withdrawn entry who never played is left out).
        const { listed } = agaListedPlayers(data.event);
        const question = agaIdsQuestion(
          listed.map((i) => data.event.players[i]),
          'tick "Continue with temporary ids"',
          listed.map((i) => data.agaIdCells[i]),
        );
        if (question && arg.temporaryIds !== true) {
          return { ok: false, needsIds: true, message: question };
        }
        const aga = exportAgaResults(data.event, { temporaryIds: true });
        return file(`${base}-aga.txt`, aga.text, 'text/plain', [
          ...annulledNote(data.annulled, 'aga'),
          ...data.komiNotes,
          ...aga.notes,
        ]);
      }
      case 'h9': {
        const h9 = exportH9(data.event, { standings: data.standings });
        return file(`${base}.${h9.extension}`, h9.text, 'text/plain', [
          ...annulledNote(data.annulled, 'h9'),
          ...h9.notes,
          ...countryNotes(data.countries, 'EGF'),
        ]);
      }
      case 'opengotha':
        return file(`${base}.xml`, exportOpenGotha(data.event), 'application/xml', [
          ...annulledNote(data.annulled, 'OpenGotha'),
          ...data.systemNotes,
          ...openGothaExportNotes(data.event, data.annulled !== null),
          ...countryNotes(data.countries, 'OpenGotha'),
        ]);
      case 'pairgoth':
        return file(pairgothFileName(data.event), exportPairgoth(data.event), 'application/json', [
          ...annulledNote(data.annulled, 'pairgoth'),
          ...data.systemNotes,
          ...pairgothExportNotes(data.event),
          ...countryNotes(data.countries, 'pairgoth'),
        ]);
      default:
        throw new InputError(`"${String(arg.format)}" is not an export format.`);
    }
  });
}

/** Dialog call: read a rating list and write the review tab (the Players tab is not touched). */
export function lookUpRatingsFile(arg: {
  fileName?: string;
  text?: string;
  base64?: string;
}): DialogAnswer {
  return dialogCall((ss) => {
    const { text, note } = fileOf(arg);
    const list = parseRatingList(text);
    const source = list.kind === 'AGA' ? 'TDList' : 'EGD list';
    const review = reviewContent(ss, list, source);
    const unread = unreadNote(list, source);
    if (review.changes === 0 && review.unmatched === 0 && review.unrated === 0) {
      // Nothing to review: no empty tab, and an earlier review (now out of date) goes.
      new WritePlan(ss).deleteTab(review.tab.name).apply();
      return {
        ok: true,
        changes: 0,
        unmatched: '',
        ...(unread ? { unread } : {}),
        message: `Every player was found in the ${source} and already has its rating, rank, club and id; nothing to change, so no "Rating review" tab was written.${unread ? ` ${unread}` : ''}${note ? ` ${note}` : ''}`,
      };
    }
    new WritePlan(ss).replaceTab(review.tab).apply();
    const unmatched = [
      review.unmatched
        ? ` ${review.unmatched} player${review.unmatched === 1 ? '' : 's'} not matched (see the tab).`
        : '',
      review.unrated
        ? ` The ${source} has no rating for ${review.unrated} player${review.unrated === 1 ? '' : 's'} (see the tab).`
        : '',
      review.swapped
        ? ` ${review.swapped} player${review.swapped === 1 ? '' : 's'} found by name with the words in the other order, marked Apply = No: check ${review.swapped === 1 ? 'it is the same player' : 'they are the same players'} (see the tab).`
        : '',
    ].join('');
    const notApplied = review.notApplied ? ` ${review.notApplied}` : '';
    return {
      ok: true,
      changes: review.changes,
      unmatched: unmatched.trim(),
      ...(review.notApplied ? { notApplied: review.notApplied } : {}),
      ...(unread ? { unread } : {}),
      // The players the tab names, for the command line's --yes, which removes the tab.
      source,
      named: review.named,
      message: `${review.changes} change${review.changes === 1 ? '' : 's'} listed on the "Rating review" tab; nothing is written to Players until you apply them.${unmatched}${notApplied}${unread ? ` ${unread}` : ''}${note ? ` ${note}` : ''}`,
    };
  });
}

/** Dialog call (and menu item): write the review's changes marked Yes. */
export function applyRatingReview(): DialogAnswer {
  return dialogCall((ss) => ({ ok: true, message: applyReview(ss) }));
}
