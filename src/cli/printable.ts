/**
 * Text from the workbook shown on a terminal: a name pasted with an escape sequence could
 * otherwise clear the screen, retitle the window or overwrite the line before it. Control
 * characters other than tab and line feed are shown by their symbols (ESC as ␛); C1 controls,
 * which some terminals also obey, as U+FFFD.
 */
export function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => {
    const code = c.charCodeAt(0);
    if (c === '\t' || c === '\n') return c;
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? '\u2421' : '\uFFFD';
  });
}
