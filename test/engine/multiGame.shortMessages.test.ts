/**
 * The dialog's paragraphs about players left short: one per reason, and a list cut short
 * points to the Short rows in its own paragraph, not in another reason's.
 */
import { describe, expect, it } from 'vitest';
import { shortMessages } from '../../src/engine/multiGame/shortMessages';

const name = (id: number): string => `P${id + 1}`;
const LEFT = 'only 1 of their listed games is left for them to play in this event';
const MET = 'everyone they could still play already has their games this round';

describe('shortMessages', () => {
  it('points to the Short rows in the paragraph of the list it cut, not the last one', () => {
    const cut = Array.from({ length: 14 }, (_, player) => ({ player, missing: 2, reason: LEFT }));
    const lone = { player: 14, missing: 1, reason: MET };
    expect(shortMessages([...cut, lone], name, 4)).toEqual([
      `P1; P2; P3; P4; P5; P6; P7; P8; P9; P10; P11; P12 and 2 more are 2 games short: ${LEFT}. All 14 are named, with the reason, in the Short rows of Round 4.`,
      `P15 is 1 game short: ${MET}.`,
    ]);
  });

  it('names every player of a short list, with no pointer', () => {
    const two = [0, 1].map((player) => ({ player, missing: 1, reason: MET }));
    expect(shortMessages(two, name, 2)).toEqual([`P1; P2 are 1 game short: ${MET}.`]);
  });
});
