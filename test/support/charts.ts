/**
 * Charts in an .xlsx file as a TD makes them: LibreOffice draws a bar chart on a tab (the file
 * goes through its flat OpenDocument format, where a chart is plain XML), or a chart sheet made
 * of LibreOffice's chart part as Excel stores one (LibreOffice cannot make chart sheets). And
 * what LibreOffice shows of a file's charts: each chart's data ranges, by tab.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import JSZip from 'jszip';
import { soffice } from './libreOffice';

/** A cell range of a flat OpenDocument file: 'Players.B2:Players.B4'. */
const range = (tab: string, cells: string): string =>
  cells
    .split(':')
    .map((cell) => `'${tab.replace(/'/g, "''")}'.${cell}`)
    .join(':');

/** A bar chart of the values `values` (with their label above) named by `categories`. */
function chartFrame(tab: string, categories: string, values: string, i: number): string {
  const [first] = values.split(':');
  const label = first.replace(/\d+$/, (row) => String(Number(row) - 1));
  return `<draw:frame draw:z-index="${i}" svg:width="10cm" svg:height="6cm" svg:x="12cm" svg:y="${1 + 7 * i}cm">
<draw:object><office:document office:mimetype="application/vnd.oasis.opendocument.chart" office:version="1.2">
<office:body><office:chart><chart:chart svg:width="10cm" svg:height="6cm" chart:class="chart:bar">
<chart:plot-area table:cell-range-address="${range(tab, values)}">
<chart:axis chart:dimension="x" chart:name="primary-x"><chart:categories table:cell-range-address="${range(tab, categories)}"/></chart:axis>
<chart:axis chart:dimension="y" chart:name="primary-y"/>
<chart:series chart:values-cell-range-address="${range(tab, values)}" chart:label-cell-address="${range(tab, label)}" chart:class="chart:bar"/>
</chart:plot-area></chart:chart></office:chart></office:body></office:document></draw:object>
</draw:frame>`;
}

/** Converts `file` with LibreOffice to `format` in the folder `sub` of `dir`; the new path. */
function convert(dir: string, file: string, format: string, sub: string): string {
  const out = join(dir, sub);
  soffice(dir, ['--convert-to', format, '--outdir', out, file]);
  return join(out, basename(file).replace(/\.[^.]+$/, `.${format.split(':')[0]}`));
}

/**
 * `file` as LibreOffice saves it once a bar chart is drawn on each tab of `charts`: the values
 * of the cells `values` named by the cells `categories`, both ranges on `data` (the same tab
 * when not given). The .xlsx is written in the folder `sub` of `dir`; returns its path.
 */
export function withCharts(
  dir: string,
  file: string,
  sub: string,
  charts: { tab: string; data?: string; categories: string; values: string }[],
): string {
  const flat = convert(dir, file, 'fods', `${sub}-flat`);
  let xml = readFileSync(flat, 'utf8');
  for (const tab of new Set(charts.map((c) => c.tab))) {
    const start = xml.indexOf(`<table:table table:name="${tab}"`);
    const columns = xml.indexOf('<table:table-column', start);
    if (start < 0 || columns < 0) throw new Error(`No tab ${tab} to draw a chart on.`);
    const frames = charts
      .filter((c) => c.tab === tab)
      .map((c, i) => chartFrame(c.data ?? tab, c.categories, c.values, i));
    xml = `${xml.slice(0, columns)}<table:shapes>${frames.join('')}</table:shapes>${xml.slice(columns)}`;
  }
  writeFileSync(flat, xml);
  return convert(dir, flat, 'xlsx:Calc MS Excel 2007 XML', sub);
}

/** The chart part of an .xlsx file (as LibreOffice wrote it) that reads the tab `tab`. */
export async function chartReading(xlsx: Buffer, tab: string): Promise<string> {
  const zip = await JSZip.loadAsync(xlsx);
  for (const part of Object.keys(zip.files).filter((p) => /^xl\/charts\/chart\d+\.xml$/.test(p))) {
    const xml = await zip.file(part)!.async('string');
    if (xml.includes(`<c:f>${tab}!`)) return xml;
  }
  throw new Error(`No chart reads ${tab}.`);
}

const DRAWING_ML = 'http://schemas.openxmlformats.org/drawingml/2006';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SPREADSHEET_ML = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** `xlsx` with a chart sheet `name` showing the chart `chart`, placed after `after` tabs. */
export async function withChartSheet(
  xlsx: Buffer,
  name: string,
  chart: string,
  after: number,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const free = (path: (n: number) => string): string => {
    let n = 1;
    while (zip.file(path(n))) n++;
    return path(n);
  };
  const drawing = free((n) => `xl/drawings/drawing${n}.xml`);
  const chartPart = free((n) => `xl/charts/chart${n}.xml`);
  zip.file(
    'xl/chartsheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<chartsheet xmlns="${SPREADSHEET_ML}" xmlns:r="${RELS}"><sheetPr/><sheetViews><sheetView zoomScale="100" workbookViewId="0" zoomToFit="1"/></sheetViews><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><drawing r:id="rId1"/></chartsheet>`,
  );
  zip.file(
    'xl/chartsheets/_rels/sheet1.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/drawing" Target="../${drawing.slice(3)}"/></Relationships>`,
  );
  zip.file(
    drawing,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<xdr:wsDr xmlns:xdr="${DRAWING_ML}/spreadsheetDrawing" xmlns:a="${DRAWING_ML}/main"><xdr:absoluteAnchor><xdr:pos x="0" y="0"/><xdr:ext cx="8666667" cy="6293556"/><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/><xdr:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></xdr:cNvGraphicFramePr></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${DRAWING_ML}/chart"><c:chart xmlns:c="${DRAWING_ML}/chart" xmlns:r="${RELS}" r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:absoluteAnchor></xdr:wsDr>`,
  );
  zip.file(
    drawing.replace('drawings/', 'drawings/_rels/') + '.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/chart" Target="../${chartPart.slice(3)}"/></Relationships>`,
  );
  zip.file(chartPart, chart);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      `<Override PartName="/xl/chartsheets/sheet1.xml" ContentType="${TYPE}.spreadsheetml.chartsheet+xml"/>` +
        `<Override PartName="/${drawing}" ContentType="${TYPE}.drawing+xml"/>` +
        `<Override PartName="/${chartPart}" ContentType="${TYPE}.drawingml.chart+xml"/></Types>`,
    ),
  );
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  zip.file(
    'xl/_rels/workbook.xml.rels',
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdChart" Type="${RELS}/chartsheet" Target="chartsheets/sheet1.xml"/></Relationships>`,
    ),
  );
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const sheets = [...workbook.matchAll(/<sheet\s[^>]*\/>/g)];
  const ids = sheets.map((s) => Number(/sheetId="(\d+)"/.exec(s[0])![1]));
  const element = `<sheet name="${name}" sheetId="${Math.max(...ids) + 1}" r:id="rIdChart"/>`;
  const at = sheets[after]?.index ?? workbook.indexOf('</sheets>');
  zip.file('xl/workbook.xml', workbook.slice(0, at) + element + workbook.slice(at));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The charts LibreOffice shows in `file`: for each tab in order, the value ranges of its
 * charts' series, as LibreOffice writes them ('Prize list'.B2:'Prize list'.B4).
 */
export function chartsInLibreOffice(dir: string, file: string, sub: string): [string, string[]][] {
  const xml = readFileSync(convert(dir, file, 'fods', sub), 'utf8');
  // A chart holds a table of its own: only the tables outside charts are tabs.
  const charts = [...xml.matchAll(/<office:chart>[\s\S]*?<\/office:chart>/g)].map(
    (m) => [m.index, m.index + m[0].length] as const,
  );
  const tabs = [...xml.matchAll(/<table:table table:name="([^"]*)"/g)].filter(
    (m) => !charts.some(([from, to]) => m.index > from && m.index < to),
  );
  const unescape = (text: string): string =>
    text
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return tabs.map((tab, i): [string, string[]] => {
    const body = xml.slice(tab.index, tabs[i + 1]?.index ?? xml.length);
    const series = [...body.matchAll(/chart:values-cell-range-address="([^"]*)"/g)];
    return [unescape(tab[1]), series.map((s) => unescape(s[1]))];
  });
}

/**
 * `file` as LibreOffice saves it with a new tab `tab` holding a pivot table (Data › Pivot
 * Table) that sums the column `sum` of `source` (cells with their header row) by `by`. The
 * .xlsx is written in the folder `sub` of `dir`; returns its path.
 */
export function withPivotTable(
  dir: string,
  file: string,
  sub: string,
  pivot: { tab: string; source: string; by: string; sum: string },
): string {
  const flat = convert(dir, file, 'fods', `${sub}-flat`);
  let xml = readFileSync(flat, 'utf8');
  const end = xml.lastIndexOf('</table:table>') + '</table:table>'.length;
  const table = `<table:table table:name="${pivot.tab}"><table:table-row><table:table-cell/></table:table-row></table:table>`;
  xml = xml.slice(0, end) + table + xml.slice(end);
  const [sheet, cells] = pivot.source.split('!');
  xml = xml.replace(
    '</office:spreadsheet>',
    `<table:data-pilot-tables><table:data-pilot-table table:name="Pivot1" table:target-range-address="${range(pivot.tab, 'A1:B10')}" table:grand-total="column">` +
      `<table:source-cell-range table:cell-range-address="${range(sheet, cells)}"/>` +
      `<table:data-pilot-field table:source-field-name="${pivot.by}" table:orientation="row"/>` +
      `<table:data-pilot-field table:source-field-name="${pivot.sum}" table:orientation="data" table:function="sum"/>` +
      `</table:data-pilot-table></table:data-pilot-tables></office:spreadsheet>`,
  );
  writeFileSync(flat, xml);
  return convert(dir, flat, 'xlsx:Calc MS Excel 2007 XML', sub);
}

/** The pivot tables LibreOffice shows in `file`: each one's source range. */
export function pivotTablesInLibreOffice(dir: string, file: string, sub: string): string[] {
  const xml = readFileSync(convert(dir, file, 'fods', sub), 'utf8');
  const tables = xml.split('<table:data-pilot-table ').slice(1);
  return tables.map((t) =>
    /<table:source-cell-range table:cell-range-address="([^"]*)"/
      .exec(t)![1]
      .replace(/&apos;/g, "'"),
  );
}
