/**
 * How to get back a tab deleted by mistake, as the add-in says it in Google Sheets. The command
 * line says its own (src/cli/messages.ts): an .xlsx file may have no version history.
 */
export const TAB_BACK = "Edit › Undo, or the file's version history";
