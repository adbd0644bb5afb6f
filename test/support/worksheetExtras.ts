/**
 * Builds the extras Excel writes into a worksheet part (form controls, embedded objects,
 * slicers, sparklines, links within the workbook…) into an .xlsx file, as the minimal valid
 * XML of ECMA-376 and MS-XLSX: an element at its place in the worksheet, the parts it leads to,
 * their relationships and content types.
 */
import JSZip from 'jszip';
import { relsPart } from '../../src/workbook/xlsxParts';
import { tabParts } from './xlsxZip';

/** The elements of a worksheet part in the order ECMA-376 Part 1 gives them (CT_Worksheet). */
export const ORDER = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'sheetData',
  'sheetCalcPr',
  'sheetProtection',
  'protectedRanges',
  'scenarios',
  'autoFilter',
  'sortState',
  'dataConsolidate',
  'customSheetViews',
  'mergeCells',
  'phoneticPr',
  'conditionalFormatting',
  'dataValidations',
  'hyperlinks',
  'printOptions',
  'pageMargins',
  'pageSetup',
  'headerFooter',
  'rowBreaks',
  'colBreaks',
  'customProperties',
  'cellWatches',
  'ignoredErrors',
  'smartTags',
  'drawing',
  'legacyDrawing',
  'legacyDrawingHF',
  'drawingHF',
  'picture',
  'oleObjects',
  'controls',
  'webPublishItems',
  'tableParts',
  'extLst',
];

export const X14 = 'http://schemas.microsoft.com/office/spreadsheetml/2009/9/main';
export const XM = 'http://schemas.microsoft.com/office/excel/2006/main';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** The worksheet part `xml` with `element` (a top-level element named `name`) in its place. */
function placeElement(xml: string, name: string, element: string): string {
  const sheetData = xml.indexOf('</sheetData>');
  const later = ORDER.slice(ORDER.indexOf(name) + 1);
  // Elements past sheetData only (extLst also sits inside a conditional format's rule).
  const from = name === 'sheetPr' || sheetData < 0 ? 0 : sheetData;
  const pattern = new RegExp(`<(?:${later.filter((e) => e !== 'extLst').join('|')})[\\s/>]`, 'g');
  pattern.lastIndex = from;
  const found = later.length ? pattern.exec(xml) : null;
  const topExtLst = xml.endsWith('</extLst></worksheet>') ? xml.lastIndexOf('<extLst') : -1;
  const at = found?.index ?? (topExtLst >= 0 ? topExtLst : xml.lastIndexOf('</worksheet>'));
  return `${xml.slice(0, at)}${element}${xml.slice(at)}`;
}

/** A part an extra leads to from the worksheet. */
export interface ExtraPart {
  /** Its path in the zip, e.g. xl/ctrlProps/ctrlProp1.xml. */
  path: string;
  content: string | Buffer;
  /** The relationship type from the worksheet (a full URI). */
  type: string;
  /** Its content type, or none when the file's defaults cover it (.bin, .png…). */
  contentType?: string;
}

/**
 * `bytes` with `element` (named `name`) on the tab `tab`, and the parts it leads to: each
 * `{rId0}`, `{rId1}`… in `element` is the relationship to parts[0], parts[1]…
 */
export async function withSheetExtra(
  bytes: Buffer,
  tab: string,
  name: string,
  element: string,
  parts: ExtraPart[] = [],
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const part = (await tabParts(zip)).get(tab)!;
  let rels = (await zip.file(relsPart(part))?.async('string')) ?? EMPTY_RELS;
  let types = await zip.file('[Content_Types].xml')!.async('string');
  parts.forEach((extra, i) => {
    zip.file(extra.path, extra.content);
    const target = `../${extra.path.replace(/^xl\//, '')}`;
    const link = `<Relationship Id="rIdExtra${i}" Type="${extra.type}" Target="${target}"/>`;
    rels = rels.replace('</Relationships>', `${link}</Relationships>`);
    element = element.split(`{rId${i}}`).join(`rIdExtra${i}`);
    if (extra.contentType) {
      const override = `<Override PartName="/${extra.path}" ContentType="${extra.contentType}"/>`;
      types = types.replace('</Types>', `${override}</Types>`);
    }
  });
  for (const [extension, type] of [
    ['bin', 'application/vnd.openxmlformats-officedocument.oleObject'],
    ['vml', 'application/vnd.openxmlformats-officedocument.vmlDrawing'],
    ['png', 'image/png'],
  ]) {
    if (parts.some((p) => p.path.endsWith(`.${extension}`))) {
      if (!types.includes(`Extension="${extension}"`)) {
        types = types.replace(
          '</Types>',
          `<Default Extension="${extension}" ContentType="${type}"/></Types>`,
        );
      }
    }
  }
  let xml = await zip.file(part)!.async('string');
  for (const [prefix, uri] of [
    ['r', RELS],
    ['mc', MC],
  ]) {
    if (!xml.includes(`xmlns:${prefix}=`)) {
      xml = xml.replace('<worksheet ', `<worksheet xmlns:${prefix}="${uri}" `);
    }
  }
  zip.file(part, placeElement(xml, name, element));
  if (parts.length) zip.file(relsPart(part), rels);
  zip.file('[Content_Types].xml', types);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A cell anchor of a control or object, from one cell to another (0-based). */
export function anchor(from: [number, number], to: [number, number]): string {
  const xdr = 'xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"';
  const corner = (tag: string, [col, row]: [number, number]): string =>
    `<${tag}><xdr:col ${xdr}>${col}</xdr:col><xdr:colOff ${xdr}>0</xdr:colOff>` +
    `<xdr:row ${xdr}>${row}</xdr:row><xdr:rowOff ${xdr}>0</xdr:rowOff></${tag}>`;
  return `<anchor moveWithCells="1">${corner('from', from)}${corner('to', to)}</anchor>`;
}
