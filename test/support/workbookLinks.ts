/**
 * A link to another workbook as Excel stores one (ECMA-376 Part 1, externalLink): the part with
 * the other workbook's sheet names and the values last read from it, its path, the workbook's
 * list of links, and a formula reading it by its place in that list. And a custom XML part.
 */
import JSZip from 'jszip';
import { tabParts } from './xlsxZip';

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const LINK_PART = 'xl/externalLinks/externalLink1.xml';
export const LINK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELS}"><externalBook r:id="rId1"><sheetNames><sheetName val="Fees"/></sheetNames><sheetDataSet><sheetData sheetId="0"><row r="1"><cell r="A1"><v>25</v></cell></row></sheetData></sheetDataSet></externalBook></externalLink>`;
export const LINK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/externalLinkPath" Target="club%20fees.xlsx" TargetMode="External"/></Relationships>`;
export const CUSTOM_PART = 'customXml/item1.xml';
export const CUSTOM =
  '<?xml version="1.0" encoding="UTF-8"?><club xmlns="urn:example:club"><id>42</id></club>';

async function edit(zip: JSZip, path: string, change: (xml: string) => string): Promise<void> {
  zip.file(path, change(await zip.file(path)!.async('string')));
}

/**
 * `bytes` with a link to the workbook "club fees.xlsx" (its Fees!A1 last read as 25), the
 * formula =[1]Fees!$A$1*2 in `cell` of `tab`, and a custom XML part.
 */
export async function withWorkbookLink(bytes: Buffer, tab: string, cell: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  zip.file(LINK_PART, LINK);
  zip.file('xl/externalLinks/_rels/externalLink1.xml.rels', LINK_RELS);
  zip.file(CUSTOM_PART, CUSTOM);
  await edit(zip, '[Content_Types].xml', (xml) =>
    xml.replace(
      '</Types>',
      `<Override PartName="/${LINK_PART}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/></Types>`,
    ),
  );
  await edit(zip, 'xl/_rels/workbook.xml.rels', (xml) =>
    xml.replace(
      '</Relationships>',
      `<Relationship Id="rIdLink" Type="${RELS}/externalLink" Target="externalLinks/externalLink1.xml"/>` +
        `<Relationship Id="rIdCustom" Type="${RELS}/customXml" Target="../${CUSTOM_PART}"/></Relationships>`,
    ),
  );
  await edit(zip, 'xl/workbook.xml', (xml) =>
    xml.replace(
      '</sheets>',
      '</sheets><externalReferences><externalReference r:id="rIdLink"/></externalReferences>',
    ),
  );
  const part = (await tabParts(zip)).get(tab)!;
  await edit(zip, part, (xml) =>
    xml.replace(
      new RegExp(`<c r="${cell}"[^>]*>.*?</c>`),
      `<c r="${cell}"><f>[1]Fees!$A$1*2</f><v>50</v></c>`,
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
