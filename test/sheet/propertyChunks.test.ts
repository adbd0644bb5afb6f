import { describe, expect, it } from 'vitest';
import { readChunked } from '../../src/sheet/propertyChunks';

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
