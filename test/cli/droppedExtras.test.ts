/**
 * What a workbook can hold that Pairsheet cannot keep when it saves (form controls, embedded
 * objects, slicers, timelines, custom views, pictures in the header or footer, threaded
 * comments, macros): a command that saves is refused with the tab and what to do, on a tab of
 * the TD's own as on Players, and the file stays as it was, byte for byte.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, editBook, sixPlayerEvent } from './support';
import { anchor, withSheetExtra, X14, type ExtraPart } from '../support/worksheetExtras';

const TAB = 'Prize list';
const MS_RELS = 'http://schemas.microsoft.com/office';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REMOVE =
  'Delete it (or keep it in a separate workbook), save, close the file and run the command again.';

const HEADER_PICTURE_FIX =
  'Remove the picture from the header or footer (Page Layout › Header & Footer), save, close the file and run the command again.';

/** `bytes` with a picture in the header of `tab`, its drawing stored as `vml`. */
async function withHeaderPicture(bytes: Buffer, tab: string, vml: string): Promise<Buffer> {
  const header = await withSheetExtra(
    bytes,
    tab,
    'headerFooter',
    '<headerFooter><oddHeader>&amp;L&amp;G&amp;CClub Open</oddHeader></headerFooter>',
  );
  return withSheetExtra(header, tab, 'legacyDrawingHF', '<legacyDrawingHF r:id="{rId0}"/>', [
    {
      path: vml,
      content:
        '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><v:shape id="LH" o:spid="_x0000_s9025" style="position:absolute;width:12pt;height:12pt"><v:imagedata o:relid="rId1" o:title="logo"/></v:shape></xml>',
      type: `${RELS}/vmlDrawing`,
    },
  ]);
}

interface Extra {
  what: string;
  fix: string;
  add: (bytes: Buffer, tab: string) => Promise<Buffer>;
}

const checkBox: ExtraPart = {
  path: 'xl/ctrlProps/ctrlProp1.xml',
  content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<formControlPr xmlns="${X14}" objectType="CheckBox" checked="Checked" lockText="1"/>`,
  type: `${MS_RELS}/2006/relationships/ctrlProp`,
  contentType: 'application/vnd.ms-excel.controlproperties+xml',
};

const EXTRAS: Extra[] = [
  {
    what: 'a form control (a check box, button or list)',
    fix: REMOVE,
    add: (bytes, tab) =>
      withSheetExtra(
        bytes,
        tab,
        'controls',
        `<controls><mc:AlternateContent><mc:Choice Requires="x14"><control shapeId="1025" r:id="{rId0}" name="Check Box 1"><controlPr defaultSize="0" autoFill="0" autoLine="0" autoPict="0">${anchor([3, 1], [4, 2])}</controlPr></control></mc:Choice></mc:AlternateContent></controls>`,
        [checkBox],
      ),
  },
  {
    what: 'an embedded object (a document or file placed on the sheet)',
    fix: REMOVE,
    add: (bytes, tab) =>
      withSheetExtra(
        bytes,
        tab,
        'oleObjects',
        `<oleObjects><oleObject progId="Package" shapeId="2049" r:id="{rId0}"/></oleObjects>`,
        [
          {
            path: 'xl/embeddings/oleObject1.bin',
            content: Buffer.from('an embedded file'),
            type: `${RELS}/oleObject`,
          },
        ],
      ),
  },
  {
    what: 'a slicer',
    fix: REMOVE,
    add: (bytes, tab) =>
      withSheetExtra(
        bytes,
        tab,
        'extLst',
        `<extLst><ext uri="{A8765BA9-456A-4dab-B4F3-ACF838C121DE}" xmlns:x14="${X14}"><x14:slicerList><x14:slicer r:id="{rId0}"/></x14:slicerList></ext></extLst>`,
        [
          {
            path: 'xl/slicers/slicer1.xml',
            content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<slicers xmlns="${X14}"><slicer name="Band" cache="Slicer_Band" caption="Band" rowHeight="241300"/></slicers>`,
            type: `${MS_RELS}/2007/relationships/slicer`,
            contentType: 'application/vnd.ms-excel.slicer+xml',
          },
        ],
      ),
  },
  {
    what: 'a timeline',
    fix: REMOVE,
    add: (bytes, tab) => {
      const x15 = 'http://schemas.microsoft.com/office/spreadsheetml/2010/11/main';
      return withSheetExtra(
        bytes,
        tab,
        'extLst',
        `<extLst><ext uri="{7E03D99C-DC04-49d9-9315-930204A7B6E9}" xmlns:x15="${x15}"><x15:timelineRefs><x15:timelineRef r:id="{rId0}"/></x15:timelineRefs></ext></extLst>`,
        [
          {
            path: 'xl/timelines/timeline1.xml',
            content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<timelines xmlns="${x15}"><timeline name="Date" cache="NativeTimeline_Date" caption="Date" level="2" selectionLevel="2"/></timelines>`,
            type: `${MS_RELS}/2011/relationships/timeline`,
            contentType: 'application/vnd.ms-excel.timeline+xml',
          },
        ],
      );
    },
  },
  {
    what: 'a custom view (View › Custom Views)',
    fix: 'Delete the custom views (View › Custom Views, select each, Delete), save, close the file and run the command again.',
    add: (bytes, tab) =>
      withSheetExtra(
        bytes,
        tab,
        'customSheetViews',
        '<customSheetViews><customSheetView guid="{6F1C2A11-3B7D-4E0A-9C55-2D8E4B1F0A01}" scale="90" showPageBreaks="1"><selection activeCell="B2" sqref="B2"/><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></customSheetView></customSheetViews>',
      ),
  },
  {
    what: 'a picture in its header or footer',
    fix: HEADER_PICTURE_FIX,
    add: (bytes, tab) => withHeaderPicture(bytes, tab, 'xl/drawings/vmlDrawing9.vml'),
  },
  {
    what: 'a threaded comment (a comment with replies)',
    fix: 'In Excel turn the comments into notes (Review › Notes › Convert to Notes), save, close the file and run the command again.',
    add: (bytes, tab) =>
      withSheetExtra(bytes, tab, 'extLst', '', [
        {
          path: 'xl/threadedComments/threadedComment1.xml',
          content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<ThreadedComments xmlns="${MS_RELS}/spreadsheetml/2018/threadedcomments"><threadedComment ref="B2" dT="2026-01-10T10:00:00.00" personId="{00000000-0000-0000-0000-000000000001}" id="{00000000-0000-0000-0000-000000000002}"><text>Paid?</text></threadedComment></ThreadedComments>`,
          type: `${MS_RELS}/2017/10/relationships/threadedComment`,
          contentType: 'application/vnd.ms-excel.threadedcomments+xml',
        },
      ]),
  },
];

describe('what Pairsheet cannot keep on save', () => {
  let event: string;
  let base: Buffer;

  beforeAll(async () => {
    event = await sixPlayerEvent('dropped.xlsx');
    await editBook(event, (wb) => {
      const ws = wb.addWorksheet(TAB);
      [
        ['Prize', 'Amount'],
        ['First', 50],
        ['Second', 30],
      ].forEach((row, i) => {
        ws.getRow(i + 1).values = row;
      });
    });
    base = readFileSync(event);
  });

  for (const tab of [TAB, 'Players']) {
    it.each(EXTRAS.map((e) => [e.what, e] as const))(
      `refuses to save a file with %s on ${tab}, leaving it as it was`,
      async (_, extra) => {
        const file = event.replace('.xlsx', `-${EXTRAS.indexOf(extra)}-${tab.length}.xlsx`);
        const bytes = await extra.add(base, tab);
        writeFileSync(file, bytes);
        const r = await cli(['bands', file]);
        expect([r.status, r.err]).toEqual([
          1,
          `Pairsheet: Build bands\nThe tab "${tab}" holds ${extra.what}, which Pairsheet cannot keep when it saves the file. ${extra.fix}\n${file} was not changed.`,
        ]);
        expect(readFileSync(file).equals(bytes)).toBe(true);
      },
    );
  }

  // Excel stores the drawing of a header or footer picture as vmlDrawingHF1.vml, beside the
  // vmlDrawingN.vml holding the shapes of the tab's notes.
  it.each([TAB, 'Players'])(
    'refuses a header picture on %s with notes by its own message, whatever its drawing is named',
    async (tab) => {
      const file = event.replace('.xlsx', `-header-notes-${tab.length}.xlsx`);
      writeFileSync(file, base);
      await editBook(file, (wb) => {
        wb.getWorksheet(tab)!.getCell('A2').note = 'Check the spelling';
      });
      const bytes = await withHeaderPicture(
        readFileSync(file),
        tab,
        'xl/drawings/vmlDrawingHF1.vml',
      );
      writeFileSync(file, bytes);
      const r = await cli(['bands', file]);
      expect([r.status, r.err]).toEqual([
        1,
        `Pairsheet: Build bands\nThe tab "${tab}" holds a picture in its header or footer, which Pairsheet cannot keep when it saves the file. ${HEADER_PICTURE_FIX}\n${file} was not changed.`,
      ]);
      expect(readFileSync(file).equals(bytes)).toBe(true);
      // A command that does not save the file reads it (and finds no bands built yet).
      const exported = await cli(['export', 'csv', file, file.replace('.xlsx', '.csv')]);
      expect(exported.err).toBe(
        'Pairsheet: Export results\nNo initial score for Ann Lee; Bo Chen; Cy Diaz; Di Egan; Ed Fox; Flo Gray. Run "Apply band edits" (pairsheet apply-bands) to place them in the band of their rank (or "Build bands" (pairsheet bands) before round 1).',
      );
    },
  );

  it('refuses to save a macro-enabled workbook (.xlsm), leaving it as it was', async () => {
    const zip = await JSZip.loadAsync(base);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    zip.file(
      '[Content_Types].xml',
      types
        .replace(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
          'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
        )
        .replace(
          '</Types>',
          '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
        ),
    );
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('macroEnabled');
    zip.file('xl/vbaProject.bin', Buffer.from('macros'));
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    zip.file(
      'xl/_rels/workbook.xml.rels',
      rels.replace(
        '</Relationships>',
        `<Relationship Id="rIdVba" Type="${MS_RELS}/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>`,
      ),
    );
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const file = event.replace('.xlsx', '-macros.xlsm');
    writeFileSync(file, bytes);
    const r = await cli(['bands', file]);
    expect([r.status, r.err]).toEqual([
      1,
      `Pairsheet: Build bands\nThis workbook holds macros (it is a macro-enabled .xlsm workbook), which Pairsheet cannot keep when it saves the file. Pairsheet works on .xlsx workbooks: save a copy of it as .xlsx (File › Save As, type "Excel Workbook") and run the command on that copy; keep the .xlsm for the macros.\n${file} was not changed.`,
    ]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});
