import { describe, expect, it } from 'vitest';
import { readChunked, saveChunked, storedLength } from '../../src/sheet/propertyChunks';
import { freshDocumentProperties } from '../support/documentProperties';

describe('a value kept in chunks', () => {
  it('is read up to the first missing chunk, however large the count says it is', () => {
    const store = new Map([
      ['k', '100000'],
      ['k.0', '{"a":'],
      ['k.1', '1}'],
    ]);
    const asked: string[] = [];
    const value = readChunked('k', (key) => {
      asked.push(key);
      return store.get(key) ?? null;
    });
    expect(value).toEqual({ a: 1 });
    expect(asked).toEqual(['k', 'k.0', 'k.1', 'k.2']);
  });

  it('is null when what the chunks hold is not a whole value', () => {
    const store = new Map([
      ['k', '3'],
      ['k.0', '{"a":'],
      ['k.2', '1}'],
    ]);
    expect(readChunked('k', (key) => store.get(key) ?? null)).toBeNull();
  });
});

describe('the room a value takes once kept', () => {
  it('is its length in UTF-8 bytes', () => {
    const texts = [
      '',
      'a',
      '\u007f',
      '\u0080',
      'é',
      '\u07ff',
      '\u0800',
      'Ж',
      '김',
      '\uffff',
      '\u{1F600}',
    ];
    expect(texts.map(storedLength)).toEqual(texts.map((text) => Buffer.byteLength(text)));
    expect(texts.map(storedLength)).toEqual([0, 1, 1, 2, 2, 2, 3, 2, 3, 3, 4]);
    expect(storedLength('Ivanov Иван 佐藤 \u{1F600}')).toBe(27);
  });
});

describe('a value saved in chunks', () => {
  const properties = freshDocumentProperties();

  it('fills a chunk to exactly 8,000 bytes when a character of four bytes ends it', () => {
    const emojis = '\u{1F600}\u{1F600}';
    // The opening quote, 7,991 letters and two emoji of four bytes: 8,000 bytes.
    saveChunked('k', `${'x'.repeat(7991)}${emojis}tail`);
    expect([...properties()]).toEqual([
      ['k.0', `"${'x'.repeat(7991)}${emojis}`],
      ['k.1', 'tail"'],
      ['k', '2'],
    ]);
  });
});
