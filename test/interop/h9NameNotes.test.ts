/** The EGF table's note on names a reader may misread: digits, and more than 23 characters. */
import { describe, expect, it } from 'vitest';
import { exportH9 } from '../../src/interop';
import { lakeside } from './fixture';

const MISREAD =
  "Names a reader of the table may misread (formats.md §3: OpenGotha's .h9 reader takes the name from 23 fixed columns and the rank from the first digit): ";

const misreadNote = (notes: string[]): string | undefined =>
  notes.find((n) => n.startsWith(MISREAD));

describe('names a reader of the EGF table may misread', () => {
  it('names a single player whose name has a digit', () => {
    const event = lakeside();
    event.players[0].surname = 'de Vries2';
    expect(misreadNote(exportH9(event).notes)).toBe(
      `${MISREAD}de Vries2, Jan (its digits are taken for the rank).`,
    );
  });

  it('passes a name of exactly 23 characters and names one of 24', () => {
    const event = lakeside();
    // "Abcdefghijklmnopqrs Jan" is 23 characters.
    event.players[0].surname = 'Abcdefghijklmnopqrs';
    expect(misreadNote(exportH9(event).notes)).toBeUndefined();
    event.players[0].surname = 'Abcdefghijklmnopqrst';
    expect(misreadNote(exportH9(event).notes)).toBe(
      `${MISREAD}Abcdefghijklmnopqrst, Jan (only its first 23 characters are read).`,
    );
  });
});
