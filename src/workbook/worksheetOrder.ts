/**
 * Where an element goes in a worksheet part the file library wrote: the order ECMA-376 Part 1
 * gives the elements of CT_Worksheet after its cells.
 */
/** The elements of a worksheet part after its cells, in order (ECMA-376 Part 1, CT_Worksheet). */
const AFTER_CELLS = [
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
];

/** `xml` with `element` (named `name`) before the first element that follows it. */
export function inPlace(xml: string, name: string, element: string): string {
  const later = AFTER_CELLS.slice(AFTER_CELLS.indexOf(name) + 1);
  const next = new RegExp(`<(?:${later.join('|')})[\\s/>]`, 'g');
  next.lastIndex = Math.max(0, xml.indexOf('</sheetData>'));
  const list = extensionList(xml);
  const at = next.exec(xml)?.index ?? (list >= 0 ? list : xml.lastIndexOf('</worksheet>'));
  return insertAt(xml, at, element);
}

export function insertAt(xml: string, at: number, element: string): string {
  return `${xml.slice(0, at)}${element}${xml.slice(at)}`;
}

/** Where the worksheet's own extension list starts (one in a conditional format's rule is not). */
export function extensionList(xml: string): number {
  const at = xml.lastIndexOf('<extLst');
  return at > xml.lastIndexOf('</conditionalFormatting>') ? at : -1;
}
