/**
 * The font every file the command line writes starts from: the file library writes it as the
 * default font. A cell font that names no font or size (bold alone) is drawn by LibreOffice in
 * its own default, a smaller serif, so the font the add-in writes always names both.
 */
export const FILE_FONT = { name: 'Calibri', size: 11 } as const;

/**
 * Pixels wide a column is drawn when the file gives it no width: the spreadsheet programs'
 * default of 8.43 characters of that font (LibreOffice draws it a little wider).
 */
export const FILE_COLUMN_WIDTH = 64;
