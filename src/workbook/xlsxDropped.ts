/**
 * What a file holds that the file library drops on save and the command line cannot carry over
 * either: a command that saves such a file is refused (src/cli/workbookFile.ts), so nothing is
 * lost without a word. Every tab is written anew on save, so what a tab holds is lost whichever
 * tabs the command writes.
 */
import type JSZip from 'jszip';
import { relationships, text, type TabPart } from './xlsxParts';

/** Something of the file that would be lost: on the tab `tab`, or in the workbook (null). */
export interface Dropped {
  tab: string | null;
  /** What it is, for the TD: "a form control (a check box, button or list)". */
  what: string;
  /** What to do before running the command again. */
  fix: string;
}

const REMOVE =
  'Delete it (or keep it in a separate workbook), save, close the file and run the command again.';

/** What a worksheet part can hold that is dropped, found by its element (ECMA-376, MS-XLSX). */
const WORKSHEET_DROPPED: readonly { found: RegExp; what: string; fix: string }[] = [
  {
    found: /<(?:\w+:)?controls[\s>]/,
    what: 'a form control (a check box, button or list)',
    fix: REMOVE,
  },
  {
    found: /<(?:\w+:)?oleObjects[\s>]/,
    what: 'an embedded object (a document or file placed on the sheet)',
    fix: REMOVE,
  },
  {
    found: /<(?:\w+:)?slicerList[\s>]/,
    what: 'a slicer',
    fix: REMOVE,
  },
  {
    found: /<(?:\w+:)?timelineRefs?[\s>]/,
    what: 'a timeline',
    fix: REMOVE,
  },
  {
    // A custom view also needs its entry in the workbook part, and may lead to printer settings.
    found: /<(?:\w+:)?customSheetViews[\s>]/,
    what: 'a custom view (View › Custom Views)',
    fix:
      'Delete the custom views (View › Custom Views, select each, Delete), save, close the ' +
      'file and run the command again.',
  },
  {
    found: /<(?:\w+:)?(?:legacyDrawingHF|drawingHF)[\s>]/,
    what: 'a picture in its header or footer',
    fix:
      'Remove the picture from the header or footer (Page Layout › Header & Footer), save, ' +
      'close the file and run the command again.',
  },
];

const THREADED_COMMENTS = /\/relationships\/threadedComment$/;
const MACROS = /\/relationships\/vbaProject$/;
const MACRO_WORKBOOK = /<Override\s[^>]*PartName="\/xl\/workbook\.xml"[^>]*macroEnabled/;

/** What the workbook part can lead to that is dropped. */
async function droppedOfWorkbook(zip: JSZip): Promise<Dropped[]> {
  const types = await text(zip, '[Content_Types].xml');
  const rels = await relationships(zip, 'xl/workbook.xml');
  if (MACRO_WORKBOOK.test(types) || rels.some((r) => MACROS.test(r.get('Type') ?? ''))) {
    return [
      {
        tab: null,
        what: 'macros (it is a macro-enabled .xlsm workbook)',
        fix:
          'Pairsheet works on .xlsx workbooks: save a copy of it as .xlsx (File › Save As, ' +
          'type "Excel Workbook") and run the command on that copy; keep the .xlsm for the ' +
          'macros.',
      },
    ];
  }
  return [];
}

/** What of the file `zip` would be dropped on save; `tabs` as xlsxParts.tabsOf reads them. */
export async function droppedOf(zip: JSZip, tabs: TabPart[]): Promise<Dropped[]> {
  const found = await droppedOfWorkbook(zip);
  for (const tab of tabs) {
    if (!tab.worksheet || !tab.part) continue;
    const xml = await text(zip, tab.part);
    for (const kind of WORKSHEET_DROPPED) {
      if (kind.found.test(xml)) found.push({ tab: tab.name, what: kind.what, fix: kind.fix });
    }
    const rels = await relationships(zip, tab.part);
    if (rels.some((r) => THREADED_COMMENTS.test(r.get('Type') ?? ''))) {
      found.push({
        tab: tab.name,
        what: 'a threaded comment (a comment with replies)',
        fix:
          'In Excel turn the comments into notes (Review › Notes › Convert to Notes), save, ' +
          'close the file and run the command again.',
      });
    }
  }
  return found;
}
