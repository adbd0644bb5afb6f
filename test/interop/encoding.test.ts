/**
 * A chosen file's bytes to text: UTF-8 when the bytes are UTF-8, what a byte order mark or an
 * XML declaration names, else Windows-1252; checked against Node's own decoders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import { base64Bytes, decodeFile } from '../../src/interop/encoding';
import { MAX_IMPORT_BYTES } from '../../src/interop/limits';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)),
  );

describe('decodeFile', () => {
  it('reads UTF-8 as it is, with or without a byte order mark, and says nothing', () => {
    const text = 'Name\nMüller, Jörg\n李, 明\n';
    expect(decodeFile(Buffer.from(text, 'utf8'))).toEqual({ text, note: null });
    expect(decodeFile(Buffer.from(`\uFEFF${text}`, 'utf8'))).toEqual({ text, note: null });
  });

  it('reads a file that is not UTF-8 as Windows-1252, and says so', () => {
    expect(decodeFile(bytes('Name\n"M\xfcller, J\xf6rg",\x80 5\n'))).toEqual({
      text: 'Name\n"Müller, Jörg",€ 5\n',
      note: 'The file is not UTF-8: it was read as Windows-1252. Check accented names.',
    });
  });

  it('reads 0x80–0xFF as the Windows-1252 table has them', () => {
    // Node's own 'windows-1252' decoder reads these bytes as ISO-8859-1, so the table is
    // written out: 0x80–0x9F as Windows-1252 assigns them (five unassigned ones kept as C1
    // controls, as browsers do), 0xA0–0xFF as in ISO-8859-1.
    const row80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
    const high = Array.from({ length: 0x60 }, (_, i) => String.fromCharCode(0xa0 + i)).join('');
    const all = Uint8Array.from({ length: 0x80 }, (_, i) => 0x80 + i);
    expect(decodeFile(all).text).toBe(row80 + high);
  });

  it('honours an XML encoding declaration', () => {
    const xml = (encoding: string, body: number[]) =>
      bytes(`<?xml version="1.0" encoding="${encoding}"?>\n<Player name="`, body, '"/>');
    expect(decodeFile(xml('ISO-8859-1', [0xd8, 0x73, 0x74, 0x65, 0x72]))).toEqual({
      text: '<?xml version="1.0" encoding="ISO-8859-1"?>\n<Player name="Øster"/>',
      note: 'The file was read as ISO-8859-1, as its XML declaration says.',
    });
    const latin9 = new TextDecoder('iso-8859-15');
    const high = Array.from({ length: 0x60 }, (_, i) => 0xa0 + i);
    expect(decodeFile(xml('iso-8859-15', high)).text).toBe(
      `<?xml version="1.0" encoding="iso-8859-15"?>\n<Player name="${latin9.decode(Uint8Array.from(high))}"/>`,
    );
    // A file declared UTF-8 that is not is read as Windows-1252 all the same.
    expect(decodeFile(xml('UTF-8', [0xd8])).note).toBe(
      'The file is not UTF-8: it was read as Windows-1252. Check accented names.',
    );
    expect(() => decodeFile(xml('Shift_JIS', [0x41]))).toThrow(
      new InputError(
        'The file declares encoding="Shift_JIS"; Pairsheet reads UTF-8, UTF-16, ISO-8859-1, ISO-8859-15 and Windows-1252. Save the file as UTF-8 and choose it again.',
      ),
    );
  });

  it('reads UTF-16 with a byte order mark', () => {
    const text = 'Name\tRank\r\nMüller, Jörg\t3k\r\n';
    expect(
      decodeFile(Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from(text, 'utf16le')])),
    ).toEqual({
      text,
      note: 'The file was read as UTF-16 (little-endian), as its byte order mark says.',
    });
    const be = Buffer.from(text, 'utf16le').swap16();
    expect(decodeFile(Buffer.concat([Buffer.of(0xfe, 0xff), be])).text).toBe(text);
  });

  it('refuses a file over the limit before reading it', () => {
    expect(() => decodeFile(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(
      new InputError(
        'The file is 5.0 MB; files over 5 MB are refused. Check that the right file was chosen.',
      ),
    );
  });

  it('accepts exactly the byte strings Node accepts as UTF-8, with the same text', () => {
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (data) => {
        if (data[0] === 0xff || data[0] === 0xfe || data[0] === 0xef || data[0] === 0x3c) return;
        let expected: string | null;
        try {
          expected = strict.decode(data);
        } catch {
          expected = null;
        }
        const { text, note } = decodeFile(data);
        expect(note === null ? text : null).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(decodeFile(Buffer.from(`x${s}`, 'utf8'))).toEqual({ text: `x${s}`, note: null });
      }),
    );
  });
});

describe('base64Bytes', () => {
  it('gives back the bytes Node encoded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (data) => {
        expect(base64Bytes(Buffer.from(data).toString('base64'))).toEqual(data);
      }),
    );
    expect(() => base64Bytes('ab$c')).toThrow(
      new InputError('The file did not arrive whole; choose it again.'),
    );
  });
});
