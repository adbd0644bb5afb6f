/** Edits to the text of a relationships part (…/_rels/*.rels) of an .xlsx file. */
import { elements } from './xlsxParts';

/** A relationships part with no relationship yet. */
export const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The target of a relationship from `from` to `to`, relative to the folder of `from`. */
export function relativeTarget(from: string, to: string): string {
  const folder = from.split('/').slice(0, -1);
  const target = to.split('/');
  let same = 0;
  while (same < folder.length && same < target.length - 1 && folder[same] === target[same]) {
    same++;
  }
  return [...folder.slice(same).map(() => '..'), ...target.slice(same)].join('/');
}

/** Adds a relationship to a relationships part; returns the new relationship's id. */
export function addRelationship(xml: string, type: string, target: string): [string, string] {
  const ids = elements(xml, 'Relationship').map((r) =>
    Number(/^rId(\d+)$/.exec(r.get('Id') ?? '')?.[1] ?? 0),
  );
  const id = `rId${Math.max(0, ...ids) + 1}`;
  const element = `<Relationship Id="${id}" Type="${escapeXml(type)}" Target="${escapeXml(target)}"/>`;
  return [xml.replace('</Relationships>', `${element}</Relationships>`), id];
}

/** The relationships part with the target of relationship `id` set to `target`. */
export function retarget(xml: string, id: string, target: string): string {
  return xml.replace(/<Relationship\s[^>]*>/g, (element) => {
    const attributes = elements(element, 'Relationship')[0];
    if (attributes?.get('Id') !== id) return element;
    return element.replace(/\bTarget\s*=\s*"[^"]*"/, `Target="${escapeXml(target)}"`);
  });
}
