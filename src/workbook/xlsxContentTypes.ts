/** Edits to the content types part of an .xlsx file: the type each part is read as. */
import { elements } from './xlsxParts';
import { escapeXml } from './xlsxRels';

export const CONTENT_TYPES = '[Content_Types].xml';

/**
 * `types` (the content types of the file written) giving `saved` the type `part` had in `read`
 * (those of the file read): its own Override, else a Default for its extension if none is there.
 */
export function withContentType(types: string, read: string, part: string, saved: string): string {
  const override = elements(read, 'Override').find((o) => o.get('PartName') === `/${part}`);
  const extension = saved.slice(saved.lastIndexOf('.') + 1).toLowerCase();
  const defaults = (xml: string): Map<string, string>[] =>
    elements(xml, 'Default').filter((d) => d.get('Extension')?.toLowerCase() === extension);
  if (override) {
    const type = override.get('ContentType') ?? '';
    const element = `<Override PartName="/${escapeXml(saved)}" ContentType="${escapeXml(type)}"/>`;
    return types.replace('</Types>', `${element}</Types>`);
  }
  if (defaults(types).length > 0) return types;
  const type = defaults(read)[0]?.get('ContentType');
  if (!type) return types;
  const element = `<Default Extension="${escapeXml(extension)}" ContentType="${escapeXml(type)}"/>`;
  return types.replace(/<Types\b[^>]*>/, (open) => `${open}${element}`);
}

/** `types` without the Override of a part removed. */
export function withoutOverride(types: string, part: string): string {
  return types.replace(/<Override\s[^>]*>/g, (element) =>
    elements(element, 'Override')[0]?.get('PartName') === `/${part}` ? '' : element,
  );
}
