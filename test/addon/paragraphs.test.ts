import { describe, expect, it } from 'vitest';
import { inParagraphs } from '../../src/addon/paragraphs';

describe('a report in paragraphs', () => {
  it('is a toast when it has one paragraph, the blank and missing ones left out', () => {
    expect(inParagraphs(['Round 2: 6 boards.', null, ''])).toEqual({
      message: 'Round 2: 6 boards.',
    });
  });

  it('is a dialog when it has more than one, with a blank line between them', () => {
    expect(inParagraphs(['Round 2: 6 boards.', '', 'Ann is 1 game short.'])).toEqual({
      message: 'Round 2: 6 boards.\n\nAnn is 1 game short.',
      dialog: true,
    });
  });

  it('is a dialog when asked, even with one paragraph', () => {
    expect(inParagraphs(['3 bands built.'], true)).toEqual({
      message: '3 bands built.',
      dialog: true,
    });
  });
});
