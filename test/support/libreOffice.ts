/**
 * Headless LibreOffice for the tests that check what a real spreadsheet program makes of the
 * files `pairsheet` writes (Debian package libreoffice-calc; .ci/run installs it when missing).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Long enough for a cold start on a busy machine. */
export const LIBREOFFICE_MS = 240_000;

/**
 * LibreOffice's locale: the machine's would decide how it reads typed text and writes numbers
 * (7,5 on a German machine), so every run reads them as on this one, in English.
 */
export const LIBREOFFICE_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  LANGUAGE: '',
};

/** Runs headless LibreOffice with a profile of its own in `dir` (other runs may be going on). */
export function soffice(dir: string, args: string[]): void {
  try {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'lo-profile')}`, '--headless', ...args],
      { cwd: dir, env: LIBREOFFICE_ENV, stdio: 'pipe', timeout: LIBREOFFICE_MS },
    );
  } catch (error) {
    const e = error as Error;
    e.message = `LibreOffice (soffice) failed or is missing: install the Debian package libreoffice-calc. ${e.message}`;
    throw e;
  }
}

/**
 * Opens `file` in LibreOffice and saves it as .xlsx in the folder `sub` of `dir` (made if
 * missing), as a TD's File › Save would; returns the saved file's path.
 */
export function savedByLibreOffice(dir: string, sub: string, file: string): string {
  const out = join(dir, sub);
  mkdirSync(out, { recursive: true });
  soffice(dir, ['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', out, file]);
  return join(out, basename(file).replace(/\.[^.]+$/, '.xlsx'));
}

/** A Basic string literal (quotes doubled), escaped for the XML of a Basic module. */
const basicString = (text: string): string =>
  `"${text.replace(/"/g, '""').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`;

/**
 * Types text into cells of a tab in LibreOffice as a TD at the keyboard would (each cell
 * selected, the text entered, so the cell's number format decides what it becomes), then
 * saves the workbook as .xlsx in the folder `typed` of `dir`; returns the saved file's path.
 */
export function typedInLibreOffice(
  dir: string,
  file: string,
  tab: string,
  cells: Array<[string, string]>,
): string {
  const out = join(dir, 'typed', basename(file));
  mkdirSync(join(dir, 'typed'), { recursive: true });
  // The first run makes the profile, with the empty Basic module the macro goes into.
  soffice(dir, ['--terminate_after_init']);
  const typing = cells
    .map(
      ([cell, text]) =>
        `  ctrl.select(sheet.getCellRangeByName(${basicString(cell)}))\n` +
        `  text(0).Value = ${basicString(text)}\n` +
        `  dispatch.executeDispatch(ctrl.Frame, ".uno:EnterString", "", 0, text())`,
    )
    .join('\n');
  const macro = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">
Sub TypeIn
  Dim args(0) As New com.sun.star.beans.PropertyValue
  args(0).Name = "Hidden"
  args(0).Value = True
  doc = StarDesktop.loadComponentFromURL(ConvertToURL(${basicString(file)}), "_blank", 0, args())
  sheet = doc.Sheets.getByName(${basicString(tab)})
  ctrl = doc.getCurrentController()
  ctrl.setActiveSheet(sheet)
  dispatch = createUnoService("com.sun.star.frame.DispatchHelper")
  Dim text(0) As New com.sun.star.beans.PropertyValue
  text(0).Name = "StringName"
${typing}
  Dim save(0) As New com.sun.star.beans.PropertyValue
  save(0).Name = "FilterName"
  save(0).Value = "Calc MS Excel 2007 XML"
  doc.storeToURL(ConvertToURL(${basicString(out)}), save())
  doc.close(True)
End Sub
</script:module>
`;
  writeFileSync(join(dir, 'lo-profile', 'user', 'basic', 'Standard', 'Module1.xba'), macro);
  soffice(dir, ['macro:///Standard.Module1.TypeIn']);
  return out;
}
