/**
 * Defined names put into an .xlsx file the way Excel saves them (in the workbook part, a name
 * local to a tab by its place, localSheetId), and read back from a saved file as XML.
 */
import JSZip from 'jszip';

/** The tab names of a workbook, in order (localSheetId counts them). */
export async function tabsIn(xlsx: Buffer): Promise<string[]> {
  const book = await (await JSZip.loadAsync(xlsx)).file('xl/workbook.xml')!.async('string');
  return [...book.matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map((m) =>
    m[1].replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );
}

/**
 * `xlsx` with the definedName elements `names` added after those it has. `localSheetId="{Notes}"`
 * in one stands for the place of the tab Notes.
 */
export async function withDefinedNames(xlsx: Buffer, names: string[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const tabs = await tabsIn(xlsx);
  const xml = names.join('').replace(/localSheetId="\{([^}]*)\}"/g, (_, tab: string) => {
    const at = tabs.indexOf(tab);
    if (at < 0) throw new Error(`no tab ${tab}`);
    return `localSheetId="${at}"`;
  });
  let book = await zip.file('xl/workbook.xml')!.async('string');
  book = book.includes('</definedNames>')
    ? book.replace('</definedNames>', `${xml}</definedNames>`)
    : book.replace('</sheets>', `</sheets><definedNames>${xml}</definedNames>`);
  zip.file('xl/workbook.xml', book);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The definedName elements of a workbook, as written, in order. */
export async function definedNamesIn(xlsx: Buffer): Promise<string[]> {
  const book = await (await JSZip.loadAsync(xlsx)).file('xl/workbook.xml')!.async('string');
  return [...book.matchAll(/<definedName\b[^>]*?(\/>|>[^<]*<\/definedName>)/g)].map((m) => m[0]);
}
