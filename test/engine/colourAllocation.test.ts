import { describe, expect, it } from 'vitest';
import { allocateColours, type ColourHolder } from '../../src/engine/colourBalance/allocation';
import { dueSameColour } from '../../src/engine/colourBalance';
import type { Colour } from '../../src/engine/history';

const holder = (id: number, played: Colour[]): ColourHolder => ({
  player: { id },
  strength: 1000 - id,
  colours: {
    difference: played.reduce((d, c) => d + (c === 'white' ? 1 : -1), 0),
    played,
    last: played[played.length - 1] ?? null,
  },
});

describe('allocateColours', () => {
  it('gives the colour due by the difference when nothing bars it', () => {
    const a = holder(0, ['white', 'white']);
    const b = holder(1, []);
    expect(allocateColours(a, b).white).toBe(b);
  });

  it('a barred colour weighs more than breaking the colour rules', () => {
    // A is due Black (two Whites), but Black is barred for A: A takes a third White, though
    // that breaks both the difference and the run of three.
    const a = holder(0, ['white', 'white']);
    const b = holder(1, []);
    const barred = (p: ColourHolder, colour: Colour): number =>
      p === a && colour === 'black' ? 1 : 0;
    expect(allocateColours(a, b, 'white', barred).white).toBe(a);
  });
});

describe('dueSameColour', () => {
  it('holds for two players whose last colours agree, never for players yet to play', () => {
    const state = (played: Colour[]) => holder(0, played).colours;
    expect(dueSameColour(state(['black', 'white']), state(['white']))).toBe(true);
    expect(dueSameColour(state(['white']), state(['black']))).toBe(false);
    expect(dueSameColour(state([]), state([]))).toBe(false);
    expect(dueSameColour(state([]), state(['white']))).toBe(false);
  });
});
