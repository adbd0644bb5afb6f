/**
 * A workbook a TD has made their own, as Excel saves it: on Players a filter with criteria (rows
 * hidden), a Paid column of their own with a dropdown and a conditional format, a hidden Phone
 * column, wider names, a tab colour and a page setup of their own; a Notes tab with a merged
 * title, a frozen pane, a hidden column, notes (comments), a date, a print area and formulas on
 * Standings, Players and a name (with the values they showed before the event, as a save leaves them); a Fees tab holding a table; names global and local to a tab.
 * tdParts() reads those parts back from a saved file, each as comparable text.
 */
import JSZip from 'jszip';
import { withAutoFilters } from './autoFilters';
import { withDefinedNames } from './definedNames';
import { tabParts } from './xlsxZip';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const str = (ref: string, text: string, s = ''): string =>
  `<c r="${ref}"${s} t="inlineStr"><is><t>${esc(text)}</t></is></c>`;

function addRel(rels: string | undefined, id: string, type: string, target: string): string {
  const base =
    rels ??
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG}"></Relationships>`;
  return base.replace(
    '</Relationships>',
    `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/></Relationships>`,
  );
}

const NOTE_VML = (row: number, col: number, id: number): string =>
  `<v:shape id="_x0000_s${id}" type="#_x0000_t202" style="position:absolute;margin-left:80pt;margin-top:2pt;width:108pt;height:59.25pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>2, 15, 1, 10, 4, 31, 5, 4</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${row}</x:Row><x:Column>${col}</x:Column></x:ClientData></v:shape>`;

export interface TdOptions {
  date1904?: boolean;
}

/** Excel serial of 2026-05-02 in the 1900 or 1904 system. */
export const EVENT_DATE = (date1904: boolean): number => (date1904 ? 46144 - 1462 : 46144);

export async function withTdParts(xlsx: Buffer, options: TdOptions = {}): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const parts = await tabParts(zip);
  // Styles: a date format and a red fill for the conditional format.
  let styles = await zip.file('xl/styles.xml')!.async('string');
  const xfCount = Number(/<cellXfs count="(\d+)"/.exec(styles)![1]);
  styles = styles
    .replace(/<cellXfs count="\d+">/, `<cellXfs count="${xfCount + 1}">`)
    .replace(
      '</cellXfs>',
      '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>',
    )
    .replace(
      '<dxfs count="0"/>',
      '<dxfs count="1"><dxf><font><color rgb="FF9C0006"/></font><fill><patternFill><bgColor rgb="FFFFC7CE"/></patternFill></fill></dxf></dxfs>',
    );
  zip.file('xl/styles.xml', styles);
  const dateStyle = ` s="${xfCount}"`;

  // Players: the TD's Paid column (dropdown, conditional format) and a hidden Phone column,
  // wider names, a page setup of their own.
  const playersPath = parts.get('Players')!;
  let players = await zip.file(playersPath)!.async('string');
  players = players.replace(
    /<row r="(\d+)"([^>]*?)(\/>|>(.*?)<\/row>)/gs,
    (_m, r, attrs, _e, body) => {
      const n = Number(r);
      const extra =
        n === 1
          ? str('Q1', 'Paid') + str('R1', 'Phone')
          : n <= 41
            ? str(`Q${n}`, n % 3 ? 'Yes' : 'No') +
              str(`R${n}`, `555-01${String(n).padStart(2, '0')}`)
            : '';
      return `<row r="${r}"${attrs.replace(/ spans="[^"]*"/, '')}>${body ?? ''}${extra}</row>`;
    },
  );
  players = players
    .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:R41"/>')
    .replace(
      '<col min="1" max="1" width="25.71" customWidth="1"/>',
      '<col min="1" max="1" width="31.5" customWidth="1"/>',
    )
    .replace(
      '</cols>',
      '<col min="17" max="17" width="7.25" customWidth="1"/><col min="18" max="18" width="12" hidden="1" customWidth="1"/></cols>',
    )
    .replace(
      '<dataValidations count="6">',
      '<conditionalFormatting sqref="Q2:Q41"><cfRule type="cellIs" dxfId="0" priority="1" operator="equal"><formula>"No"</formula></cfRule></conditionalFormatting><dataValidations count="7"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" promptTitle="Paid" prompt="Yes once the entry fee is in" sqref="Q2:Q41"><formula1>"Yes,No"</formula1></dataValidation>',
    )
    .replace(/<printOptions[^>]*\/>/, '')
    .replace(
      /<pageMargins[^>]*\/>/,
      '<pageMargins left="0.4" right="0.4" top="0.75" bottom="0.5" header="0.3" footer="0.2"/>',
    )
    .replace(
      /<pageSetup[^>]*\/>/,
      '<pageSetup paperSize="9" scale="85" orientation="landscape" horizontalDpi="300" verticalDpi="300"/>',
    )
    .replace(
      /<headerFooter>.*?<\/headerFooter>/,
      '<headerFooter><oddHeader>&amp;LSpring Open&amp;RPlayers, printed &amp;D</oddHeader></headerFooter>',
    )
    .replace(
      '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>',
      '<sheetPr><tabColor rgb="FF00B050"/></sheetPr>',
    );
  zip.file(playersPath, players);

  // Notes: merged title, frozen pane, a hidden column, formulas on Standings and Players, a
  // note (comment), a date, a print area (defined below).
  const notes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1:D7"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="2" topLeftCell="A3" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="B4" sqref="B4"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="24.5" customWidth="1"/><col min="2" max="2" width="18" customWidth="1"/><col min="3" max="3" width="9" hidden="1" customWidth="1"/></cols><sheetData><row r="1">${str('A1', 'Spring Open: director’s notes', ' s="6"')}</row><row r="3">${str('A3', 'Players entered')}<c r="B3"><f>COUNTA(Players!A2:A200)</f><v>0</v></c>${str('C3', 'hidden helper')}</row><row r="4">${str('A4', 'Leader')}<c r="B4" t="str"><f>Standings!B5</f><v>not paired yet</v></c></row><row r="5">${str('A5', 'Fees collected')}<c r="B5"><f>SUM(EntryFee)</f><v>0</v></c></row><row r="6">${str('A6', 'Event date')}<c r="B6"${dateStyle}><v>${EVENT_DATE(!!options.date1904)}</v></c></row><row r="7">${str('A7', 'Paid')}<c r="B7"><f>COUNTIF(Players!Q2:Q41,"Yes")</f><v>0</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:D1"/></mergeCells><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><legacyDrawing r:id="rId1"/></worksheet>`;
  zip.file('xl/worksheets/sheet40.xml', notes);
  zip.file(
    'xl/worksheets/_rels/sheet40.xml.rels',
    addRel(
      addRel(undefined, 'rId1', 'vmlDrawing', '../drawings/vmlDrawing40.vml'),
      'rId2',
      'comments',
      '../comments40.xml',
    ),
  );
  zip.file(
    'xl/comments40.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<comments xmlns="${MAIN}"><authors><author>TD</author></authors><commentList><comment ref="B4" authorId="0"><text><r><t>The leader, from Standings.</t></r></text></comment><comment ref="B5" authorId="0"><text><r><t>Fees tab, Amount column.</t></r></text></comment></commentList></comments>`,
  );
  zip.file(
    'xl/drawings/vmlDrawing40.vml',
    `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="9"/></o:shapelayout><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>${NOTE_VML(3, 1, 9217)}${NOTE_VML(4, 1, 9218)}</xml>`,
  );

  // Fees: a table (Format as Table).
  const fees = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1:C4"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="16" customWidth="1"/></cols><sheetData><row r="1">${str('A1', 'Item')}${str('B1', 'Amount')}${str('C1', 'Paid by')}</row><row r="2">${str('A2', 'Entry')}<c r="B2"><v>30</v></c>${str('C2', 'Ada Park')}</row><row r="3">${str('A3', 'Entry')}<c r="B3"><v>20</v></c>${str('C3', 'Ben Okafor')}</row><row r="4">${str('A4', 'Lunch')}<c r="B4"><v>10</v></c>${str('C4', 'Ada Park')}</row></sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`;
  zip.file('xl/worksheets/sheet41.xml', fees);
  zip.file(
    'xl/worksheets/_rels/sheet41.xml.rels',
    addRel(undefined, 'rId1', 'table', '../tables/table1.xml'),
  );
  zip.file(
    'xl/tables/table1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<table xmlns="${MAIN}" id="1" name="FeeTable" displayName="FeeTable" ref="A1:C4" totalsRowShown="0"><autoFilter ref="A1:C4"><filterColumn colId="0"><filters><filter val="Entry"/><filter val="Lunch"/></filters></filterColumn></autoFilter><tableColumns count="3"><tableColumn id="1" name="Item"/><tableColumn id="2" name="Amount"/><tableColumn id="3" name="Paid by"/></tableColumns><tableStyleInfo name="TableStyleMedium9" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`,
  );

  let rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  rels = addRel(
    addRel(rels, 'rIdTd1', 'worksheet', 'worksheets/sheet40.xml'),
    'rIdTd2',
    'worksheet',
    'worksheets/sheet41.xml',
  );
  zip.file('xl/_rels/workbook.xml.rels', rels);
  let types = await zip.file('[Content_Types].xml')!.async('string');
  types = types.replace(
    '</Types>',
    `<Override PartName="/xl/worksheets/sheet40.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/worksheets/sheet41.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/tables/table1.xml" ContentType="${CT}.table+xml"/><Override PartName="/xl/comments40.xml" ContentType="${CT}.comments+xml"/>${types.includes('Extension="vml"') ? '' : '<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>'}</Types>`,
  );
  zip.file('[Content_Types].xml', types);
  let book = await zip.file('xl/workbook.xml')!.async('string');
  book = book.replace(
    '</sheets>',
    '<sheet name="Notes" sheetId="40" r:id="rIdTd1"/><sheet name="Fees" sheetId="41" r:id="rIdTd2"/></sheets>',
  );
  if (options.date1904) book = book.replace('<workbookPr ', '<workbookPr date1904="1" ');
  zip.file('xl/workbook.xml', book);
  let out = await zip.generateAsync({ type: 'nodebuffer' });

  out = await withAutoFilters(out, [
    {
      tab: 'Players',
      ref: 'A1:R41',
      criteria: '<filterColumn colId="16"><filters><filter val="Yes"/></filters></filterColumn>',
      hidden: Array.from({ length: 40 }, (_, i) => i + 2).filter((n) => n % 3 === 0),
    },
  ]);
  out = await withDefinedNames(out, [
    '<definedName name="Roster">Players!$A$2:$A$41</definedName>',
    '<definedName name="EntryFee" comment="Amounts on the Fees tab">Fees!$B$2:$B$4</definedName>',
    '<definedName name="Total" localSheetId="{Notes}">Notes!$B$5</definedName>',
    '<definedName name="Total" localSheetId="{Fees}">SUM(Fees!$B$2:$B$4)</definedName>',
    '<definedName name="Rate">0.5</definedName>',
    '<definedName name="_xlnm.Print_Area" localSheetId="{Notes}">Notes!$A$1:$D$7</definedName>',
  ]);
  return out;
}

function unescaped(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * XML with each tag's attributes in order of name and entities written out, so that the same
 * element reads the same however a program spelled it. Excel's revision ids (xr:uid) are left
 * out: the file library writes none.
 */
function canonical(xml: string): string {
  return unescaped(
    xml.replace(
      /<([\w:]+)((?:\s+[\w:]+="[^"]*")*)\s*(\/?)>/g,
      (_, name: string, attrs: string, end) => {
        const sorted = [...attrs.matchAll(/([\w:]+)="([^"]*)"/g)]
          .filter((a) => a[1] !== 'xr:uid')
          .map((a) => ` ${a[1]}="${a[2]}"`)
          .sort();
        return `<${name}${sorted.join('')}${end}>`;
      },
    ),
  );
}

async function sharedStrings(zip: JSZip): Promise<string[]> {
  const xml = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
  return [...xml.matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescaped([...m[1].matchAll(/<t\b[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join('')),
  );
}

/** A tab's cells: reference → "=formula", or the value as text. */
export function cellsIn(xml: string, strings: string[]): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [, ref, attrs, body = ''] of xml.matchAll(
    /<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs,
  )) {
    const type = /\bt="([^"]*)"/.exec(attrs)?.[1];
    const formula = /<f\b[^>]*>(.*?)<\/f>/s.exec(body)?.[1];
    const value = /<v>(.*?)<\/v>/s.exec(body)?.[1];
    let text: string;
    if (formula !== undefined) text = `=${unescaped(formula)}`;
    else if (type === 's') text = strings[Number(value)];
    else if (type === 'inlineStr') text = unescaped(body.replace(/<[^>]*>/g, ''));
    else text = unescaped(value ?? '');
    if (text !== '') cells.set(ref, text);
  }
  return cells;
}

/** The cached value of a formula cell (what the program that saved the file computed). */
export function cachedValue(xml: string, ref: string): string | undefined {
  const cell = new RegExp(`<c r="${ref}"[^>]*>(.*?)</c>`, 's').exec(xml)?.[1] ?? '';
  const value = /<v>(.*?)<\/v>/s.exec(cell)?.[1];
  return value === undefined ? undefined : unescaped(value);
}

const first = (re: RegExp, xml: string): string => canonical(re.exec(xml)?.[0] ?? '(none)');
const every = (re: RegExp, xml: string): string =>
  [...xml.matchAll(re)].map((m) => canonical(m[0])).join('') || '(none)';

/** The part a relationship of worksheet `part` points at (a table, comments). */
async function related(zip: JSZip, part: string, kind: string): Promise<string> {
  const rels = await zip.file(part.replace(/([^/]*)$/, '_rels/$1.rels'))?.async('string');
  const target = new RegExp(`Type="[^"]*/${kind}"[^>]*Target="([^"]*)"`).exec(rels ?? '')?.[1];
  if (!target) return '(none)';
  const path = target.startsWith('/')
    ? target.slice(1)
    : `xl/${target.replace(/^\.\.\//, '').replace(/^worksheets\//, '')}`;
  return (await zip.file(path)?.async('string')) ?? `(missing ${path})`;
}

/**
 * The parts the TD made, as text to compare from one save to the next, and what is wrong with
 * the file as a whole: XML parts that do not close, a name defined twice in one scope, two
 * AutoFilters on a tab, two tables of one id.
 */
export async function tdParts(xlsx: Buffer): Promise<{
  parts: Record<string, string>;
  duplicates: string[];
  stylesSize: number;
}> {
  const zip = await JSZip.loadAsync(xlsx);
  const strings = await sharedStrings(zip);
  const tabs = await tabParts(zip);
  const book = await zip.file('xl/workbook.xml')!.async('string');
  const order = [...tabs.keys()];
  const parts: Record<string, string> = {};
  const duplicates: string[] = [];
  const date1904 = /<workbookPr\b[^>]*\bdate1904="([^"]*)"/.exec(book)?.[1];
  parts.date1904 = date1904 === '1' || date1904 === 'true' ? 'on' : 'off';
  const names = new Map<string, string>();
  for (const [, attrs, text = ''] of book.matchAll(
    /<definedName\b([^>]*?)(?:\/>|>([^<]*)<\/definedName>)/g,
  )) {
    const local = /\blocalSheetId="(\d+)"/.exec(attrs)?.[1];
    const key = `${/\bname="([^"]*)"/.exec(attrs)![1]} in ${local ? order[Number(local)] : 'the workbook'}`;
    if (names.has(key)) duplicates.push(`two names ${key}`);
    const rest = canonical(`<n${attrs.replace(/\s(name|localSheetId)="[^"]*"/g, '')}>`);
    names.set(key, `${key}${rest.slice(2, -1)}: ${unescaped(text)}`);
  }
  parts.names = [...names]
    .filter(([key]) => !key.startsWith('_xlnm.Print_Titles'))
    .filter(([key]) => !key.startsWith('_xlnm._FilterDatabase') || key.endsWith('Players'))
    .map(([, text]) => text)
    .sort()
    .join('\n');
  const tableIds = new Set<string>();
  for (const path of Object.keys(zip.files).filter((p) => /^xl\/tables\/[^/]+\.xml$/.test(p))) {
    const id = /<table\b[^>]*\bid="(\d+)"/.exec(await zip.file(path)!.async('string'))?.[1];
    if (id && tableIds.has(id)) duplicates.push(`two tables of id ${id}`);
    if (id) tableIds.add(id);
  }
  for (const [tab, path] of tabs) {
    const xml = await zip.file(path)!.async('string');
    if ((xml.match(/<autoFilter\b/g) ?? []).length > 1)
      duplicates.push(`two AutoFilters on ${tab}`);
  }
  const players = await zip.file(tabs.get('Players')!)!.async('string');
  parts['Players filter'] = first(/<autoFilter\b[^>]*\/>|<autoFilter\b.*?<\/autoFilter>/s, players);
  parts['Players hidden rows'] = [...players.matchAll(/<row r="(\d+)"[^>]*\bhidden="(?:1|true)"/g)]
    .map((m) => m[1])
    .join(',');
  parts['Players columns A, Q, R'] = [...players.matchAll(/<col\b[^>]*>/g)]
    .map((m) => canonical(m[0]))
    .filter((col) => /min="(1|17|18)"/.test(col))
    .map((col) => col.replace(/ (collapsed|outlineLevel|style)="[^"]*"/g, ''))
    .join('');
  parts['Players conditional format'] = every(
    /<conditionalFormatting\b.*?<\/conditionalFormatting>/gs,
    players,
  ).replace(/ dxfId="\d+"/g, '');
  parts['Players Paid dropdown'] = every(
    /<dataValidation\b[^>]*"P\d.*?<\/dataValidation>/gs,
    players,
  );
  const setup = first(/<pageSetup\b[^>]*\/>/, players);
  parts['Players page setup'] = [
    ...setup.matchAll(/ (paperSize|scale|orientation|\w*PageNumber)="[^"]*"/g),
  ]
    .map((m) => m[0])
    .join('');
  parts['Players margins'] = first(/<pageMargins\b[^>]*\/>/, players);
  parts['Players header'] = first(/<oddHeader>.*?<\/oddHeader>/s, players);
  parts['Players tab colour'] = first(/<tabColor\b[^>]*\/>/, players);
  parts['Players Paid, Phone'] = [...cellsIn(players, strings)]
    .filter(([ref]) => /^[QR]\d+$/.test(ref))
    .map(([ref, text]) => `${ref}=${text}`)
    .join(' ');
  const notes = await zip.file(tabs.get('Notes')!)!.async('string');
  parts['Notes cells'] = [...cellsIn(notes, strings)].map(([r, t]) => `${r}=${t}`).join(' ');
  parts['Notes merged'] = every(/<mergeCell\b[^>]*\/>/g, notes);
  parts['Notes pane'] = first(/<pane\b[^>]*\/>/, notes);
  parts['Notes columns'] = [...notes.matchAll(/<col\b[^>]*>/g)]
    .map((m) => canonical(m[0]).replace(/ (collapsed|outlineLevel|style)="[^"]*"/g, ''))
    .join('');
  parts['Notes comments'] = [
    ...(await related(zip, tabs.get('Notes')!, 'comments')).matchAll(
      /<comment ref="([^"]*)".*?<\/comment>/gs,
    ),
  ]
    .map((m) => `${m[1]}: ${unescaped(m[0].replace(/<[^>]*>/g, ''))}`)
    .join(' | ');
  const fees = await zip.file(tabs.get('Fees')!)!.async('string');
  parts['Fees cells'] = [...cellsIn(fees, strings)].map(([r, t]) => `${r}=${t}`).join(' ');
  parts['Fees table'] = canonical(
    (await related(zip, tabs.get('Fees')!, 'table')).replace(/^<\?xml[^>]*>\s*/, ''),
  ).replace(/ (id|headerRowCount|totalsRowCount)="\d+"/, '');
  const styles = await zip.file('xl/styles.xml')!.async('string');
  return { parts, duplicates, stylesSize: styles.length };
}

/**
 * `xlsx` with results typed into tab `round` as Excel saves a typed cell (inline text in the
 * Result column): `result(board)` for each board.
 */
export async function withResults(
  xlsx: Buffer,
  round: string,
  result: (board: number) => string,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const path = (await tabParts(zip)).get(round)!;
  let xml = await zip.file(path)!.async('string');
  const cells = cellsIn(xml, await sharedStrings(zip));
  const header = Number([...cells].find(([, t]) => t === 'Board')![0].replace(/[A-Z]+/, ''));
  const column = [...cells]
    .find(([ref, t]) => t === 'Result' && ref.endsWith(String(header)))![0]
    .replace(/\d+/, '');
  for (const [ref, text] of cells) {
    const row = Number(ref.slice(1));
    if (!ref.startsWith('A') || row <= header || !/^\d+$/.test(text)) continue;
    const target = `${column}${row}`;
    const typed = (style: string): string =>
      `<c r="${target}"${style} t="inlineStr"><is><t>${result(Number(text))}</t></is></c>`;
    const cell = new RegExp(`<c r="${target}"([^>]*?)(?:/>|>.*?</c>)`, 's');
    if (!cell.test(xml)) throw new Error(`no cell ${round}!${target}`);
    xml = xml.replace(cell, (_, attrs: string) => typed(/ s="\d+"/.exec(attrs)?.[0] ?? ''));
  }
  zip.file(path, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
