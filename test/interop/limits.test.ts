/**
 * The size limit on imported text, counted as the text's UTF-8 bytes (a file's size on disk),
 * and the line endings every reader gets.
 */
import { describe, expect, it } from 'vitest';
import { parseCsvRoster } from '../../src/interop';
import { checkSize, cleanText, MAX_IMPORT_BYTES } from '../../src/interop/limits';

const refusal = (mb: string): string =>
  `The CSV roster is ${mb} MB; files over 5 MB are refused (no event or rating list is that large). Check that the right file was chosen.`;

describe('checkSize', () => {
  it('takes a text of exactly 5 MB and refuses one byte more', () => {
    expect(() => checkSize('a'.repeat(MAX_IMPORT_BYTES), 'CSV roster')).not.toThrow();
    expect(() => checkSize('a'.repeat(MAX_IMPORT_BYTES + 1), 'CSV roster')).toThrow(refusal('5.0'));
  });

  it('counts an accented letter 2 bytes, a euro sign 3 and an emoji 4, as UTF-8 does', () => {
    expect(() => checkSize('é'.repeat(MAX_IMPORT_BYTES / 2), 'CSV roster')).not.toThrow();
    expect(() => checkSize('é'.repeat(MAX_IMPORT_BYTES / 2 + 1), 'CSV roster')).toThrow(
      refusal('5.0'),
    );
    // 2,000,000 euro signs are 6,000,000 bytes: 5.7 MB, though under 5 MB of characters.
    expect(() => checkSize('€'.repeat(2_000_000), 'CSV roster')).toThrow(refusal('5.7'));
    expect(() => checkSize('😀'.repeat(MAX_IMPORT_BYTES / 4), 'CSV roster')).not.toThrow();
    expect(() => checkSize('😀'.repeat(MAX_IMPORT_BYTES / 4 + 1), 'CSV roster')).toThrow(
      refusal('5.0'),
    );
  });
});

describe('cleanText', () => {
  it('drops the byte-order mark and reads CR LF and a lone CR (old Mac files) as line ends', () => {
    expect(cleanText('\uFEFFName\r\nAnn\rBo\n')).toBe('Name\nAnn\nBo\n');
  });

  it('a roster saved with lone CR line ends is read one player a line', () => {
    const event = parseCsvRoster('Name,Rank\rOkafor,3k\rTran,1d\r');
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([
      ['Okafor', -3],
      ['Tran', 1],
    ]);
  });
});
