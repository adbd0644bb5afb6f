/**
 * AutoFilters put into an .xlsx file the way Excel saves them (the filter in the tab's part,
 * rows it hides marked hidden, the hidden name _xlnm._FilterDatabase local to the tab, Excel's
 * revision id xr:uid on the filter), and read back from a saved file as XML.
 */
import JSZip from 'jszip';
import { tabParts } from './xlsxZip';

export interface FilterSpec {
  tab: string;
  /** The range filtered, header row first, e.g. "A4:G24". */
  ref: string;
  /** The criteria: the filterColumn elements (and a sortState) inside the autoFilter. */
  criteria: string;
  /** Rows the criteria hide. */
  hidden: number[];
}

const XR = 'http://schemas.microsoft.com/office/spreadsheetml/2014/revision';

/** The tab names of a workbook part, in order. */
function tabNames(book: string): string[] {
  return [...book.matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map((m) =>
    m[1].replace(/&apos;/g, "'"),
  );
}

/** `xlsx` with the AutoFilters of `specs` added as Excel saves them. */
export async function withAutoFilters(xlsx: Buffer, specs: FilterSpec[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const parts = await tabParts(zip);
  let book = await zip.file('xl/workbook.xml')!.async('string');
  const names: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const absolute = spec.ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
    const local = tabNames(book).indexOf(spec.tab);
    names.push(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="${local}" hidden="1">` +
        `'${spec.tab}'!${absolute}</definedName>`,
    );
    const path = parts.get(spec.tab)!;
    let xml = (await zip.file(path)!.async('string')).replace(
      'mc:Ignorable="x14ac"',
      `mc:Ignorable="x14ac xr" xmlns:xr="${XR}"`,
    );
    for (const row of spec.hidden) {
      xml = xml.replace(new RegExp(`<row r="${row}"(?=[ >])`), `<row r="${row}" hidden="1"`);
    }
    const uid = `{00000000-0000-0000-0000-00000000000${i}}`;
    xml = xml.replace(
      '</sheetData>',
      `</sheetData><autoFilter ref="${spec.ref}" xr:uid="${uid}">${spec.criteria}</autoFilter>`,
    );
    zip.file(path, xml);
  }
  book = book.includes('<definedNames>')
    ? book.replace('<definedNames>', `<definedNames>${names.join('')}`)
    : book.replace('</sheets>', `</sheets><definedNames>${names.join('')}</definedNames>`);
  zip.file('xl/workbook.xml', book);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The autoFilter element of each tab that has one, by tab name. */
export async function autoFiltersIn(xlsx: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(xlsx);
  const found = new Map<string, string>();
  for (const [tab, path] of await tabParts(zip)) {
    const xml = await zip.file(path)!.async('string');
    const filter = /<autoFilter\b[^>]*\/>|<autoFilter\b.*?<\/autoFilter>/s.exec(xml);
    if (filter) found.set(tab, filter[0]);
  }
  return found;
}

/** The _xlnm._FilterDatabase names of a workbook: the tab each is local to, and its range. */
export async function filterDatabaseNames(xlsx: Buffer): Promise<string[]> {
  const book = await (await JSZip.loadAsync(xlsx)).file('xl/workbook.xml')!.async('string');
  const tabs = tabNames(book);
  return [...book.matchAll(/<definedName\b([^>]*)>([^<]*)<\/definedName>/g)]
    .filter((m) => /\bname="_xlnm._FilterDatabase"/.test(m[1]))
    .map((m) => {
      const local = /\blocalSheetId="(\d+)"/.exec(m[1]);
      const hidden = /\bhidden="(1|true)"/.test(m[1]) ? 'hidden' : 'shown';
      const range = m[2].replace(/&apos;/g, "'");
      return `${local ? tabs[Number(local[1])] : '(workbook)'} ${hidden}: ${range}`;
    });
}
