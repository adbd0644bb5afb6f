/**
 * What a worksheet part holds that the file library drops and the command line writes back into
 * the worksheet it saves, element for element: sparklines (the small charts in a cell, an
 * extension of MS-XLSX), links to a place in the workbook (a hyperlink to a cell or tab, with
 * no web address), scenarios (What-If Analysis) and watched cells (the Watch Window). None
 * leads to another part.
 */
import type JSZip from 'jszip';
import { text, type TabPart } from './xlsxParts';
import { extensionList, inPlace, insertAt } from './worksheetOrder';

export interface SheetExtras {
  /** The worksheet's hyperlink elements to a place in the workbook. */
  links: string[];
  /** The worksheet's extension elements holding sparklines, with the namespaces they use. */
  extensions: string[];
  /** Its scenarios and watched cells elements, with the namespaces they use, by name. */
  elements: [KeptElement, string][];
  /**
   * Whether it has a background picture: the file library keeps that itself, but only on a tab
   * it does not write anew, so the tab counts among those a command must not write anew.
   */
  background: boolean;
}

/** The whole elements of a worksheet kept as read. */
type KeptElement = 'scenarios' | 'cellWatches';
const KEPT_ELEMENTS: readonly KeptElement[] = ['scenarios', 'cellWatches'];

/** The extension of MS-XLSX (2.3.1) holding sparkline groups. */
const SPARKLINES =
  /<(?:\w+:)?ext\b[^>]*uri="\{05C60535-1F16-4fd2-B633-F4F36F0B64E0\}"[\s\S]*?<\/(?:\w+:)?ext>/g;
const LINK = /<(?:\w+:)?hyperlink\b[^>]*\/>/g;

/** `element` declaring each namespace prefix it uses that `root` (its worksheet) declares. */
function withNamespaces(element: string, root: string): string {
  const used = new Set(
    [...element.matchAll(/[<\s/]([A-Za-z][\w.-]*):[\w.-]+/g)]
      .map((m) => m[1])
      .filter((prefix) => prefix !== 'xmlns' && prefix !== 'xml'),
  );
  const declarations = [...used]
    .filter((prefix) => !element.includes(`xmlns:${prefix}=`))
    .map((prefix) => new RegExp(`\\sxmlns:${prefix}="[^"]*"`).exec(root)?.[0] ?? '')
    .join('');
  return element.replace(/^<([\w:]+)/, `<$1${declarations}`);
}

/** What each worksheet of the file read holds of the extras above, by tab name. */
export async function sheetExtrasOf(
  zip: JSZip,
  tabs: TabPart[],
): Promise<Map<string, SheetExtras>> {
  const found = new Map<string, SheetExtras>();
  for (const tab of tabs) {
    if (!tab.worksheet || !tab.part) continue;
    const xml = await text(zip, tab.part);
    const root = /<(?:\w+:)?worksheet\b[^>]*>/.exec(xml)?.[0] ?? '';
    const links = [...xml.matchAll(LINK)]
      .map((m) => m[0])
      .filter((link) => !/\sr:id="/.test(link) && /\slocation="/.test(link));
    const extensions = [...xml.matchAll(SPARKLINES)].map((m) => withNamespaces(m[0], root));
    const elements = KEPT_ELEMENTS.flatMap((name): [KeptElement, string][] => {
      const element = new RegExp(`<(\\w+:)?${name}\\b[\\s\\S]*?</\\1?${name}>`).exec(xml);
      return element ? [[name, withNamespaces(element[0], root)]] : [];
    });
    const background = /<(?:\w+:)?picture\s[^>]*\bid="/.test(xml);
    if (links.length || extensions.length || elements.length || background) {
      found.set(tab.name, { links, extensions, elements, background });
    }
  }
  return found;
}

/** What `extras` holds, for the TD: "sparklines and watched cells". */
export function extrasNamed(extras: SheetExtras): string {
  const names = [
    extras.extensions.length ? 'sparklines' : '',
    extras.links.length ? 'links to places in the workbook' : '',
    extras.elements.some(([name]) => name === 'scenarios') ? 'scenarios' : '',
    extras.elements.some(([name]) => name === 'cellWatches') ? 'watched cells' : '',
    extras.background ? 'a background picture' : '',
  ].filter(Boolean);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : names.join('');
}

/** The worksheet part `xml`, as the library wrote it, with `extras` written back. */
export function withSheetExtras(xml: string, extras: SheetExtras): string {
  const linked = new Set([...xml.matchAll(/<hyperlink\b[^>]*\sref="([^"]+)"/g)].map((m) => m[1]));
  const links = extras.links.filter((link) => !linked.has(/\sref="([^"]+)"/.exec(link)?.[1] ?? ''));
  if (links.length && xml.includes('</hyperlinks>')) {
    xml = xml.replace('</hyperlinks>', `${links.join('')}</hyperlinks>`);
  } else if (links.length) {
    xml = inPlace(xml, 'hyperlinks', `<hyperlinks>${links.join('')}</hyperlinks>`);
  }
  for (const [name, element] of extras.elements) {
    if (!new RegExp(`<${name}[\\s>]`).test(xml)) xml = inPlace(xml, name, element);
  }
  if (extras.extensions.length) {
    const list = extensionList(xml);
    const ext = extras.extensions.join('');
    xml =
      list >= 0
        ? insertAt(xml, xml.indexOf('</extLst>', list), ext)
        : xml.replace('</worksheet>', `<extLst>${ext}</extLst></worksheet>`);
  }
  return xml;
}
