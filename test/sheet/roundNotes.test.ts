import { describe, expect, it } from 'vitest';
import { fullNotes, visibleNotes } from '../../src/sheet/roundNotes';

describe('Notes cell of a round tab', () => {
  const notes = [
    'P1 floated up',
    'P7 floated down',
    'P1 floated up as two rounds before (unavoidable)',
    'P7 floated down twice in a row (unavoidable)',
  ];

  it('shows second floats in a row and keeps a float repeated from two rounds before for the hover note', () => {
    expect(visibleNotes(notes)).toBe('floated twice: P7 down');
    expect(fullNotes(notes)).toBe(notes.join('\n'));
  });

  it('gathers second floats given without a reason (a field too large to check them against) the same way', () => {
    const plain = ['P7 floated down twice in a row', 'P2 floated up as two rounds before'];
    expect(visibleNotes([...plain, 'P3 floated up twice in a row (unavoidable)'])).toBe(
      'floated twice: P7 down, P3 up',
    );
  });

  it('shows nothing when the only notes are floats that need no action', () => {
    expect(visibleNotes(notes.slice(0, 3))).toBe('');
  });
});
