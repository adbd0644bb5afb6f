/**
 * The standings printed in grey, or read by a player who tells red from green by lightness
 * only: each colour that means something keeps a grey of its own and black text readable on it.
 */
import { describe, expect, it } from 'vitest';
import { BYE, DRAW, LOSS, PODIUM, WIN } from '../../src/sheet/standingsColours';

const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The grey a monochrome printer gives the colour (0 black, 255 white). */
function grey(hex: string): number {
  const [r, g, b] = channels(hex);
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}

/** WCAG contrast of black text on the colour. */
function blackTextContrast(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05) / 0.05;
}

/** The smallest difference of grey between any two of the colours. */
function closestGreys(colours: string[]): number {
  const greys = colours.map(grey).sort((a, b) => a - b);
  return Math.min(...greys.slice(1).map((g, i) => g - greys[i]));
}

describe('standings colours in grey', () => {
  it('are the cross table and podium colours', () => {
    expect([WIN, LOSS, BYE, DRAW]).toEqual(['#7bbf7f', '#f0b0c8', '#d9d9d9', '#ffeb9c']);
    expect(PODIUM).toEqual(['#ffd966', '#9fc5e8', '#e69138']);
  });

  it('give a win, a loss, a bye, a draw and an unplayed cell (white, striped) greys apart', () => {
    expect([WIN, LOSS, BYE, DRAW].map(grey)).toEqual([163, 198, 217, 232]);
    expect(closestGreys([WIN, LOSS, BYE, DRAW, '#f3f3f3', '#ffffff'])).toBeGreaterThanOrEqual(11);
    expect(closestGreys([WIN, LOSS, BYE, DRAW])).toBeGreaterThanOrEqual(15);
    // A win and a loss, the pair a red-green colour-blind reader most needs apart.
    expect(grey(LOSS) - grey(WIN)).toBeGreaterThanOrEqual(30);
  });

  it('give gold, silver and bronze greys apart, and apart from the striping', () => {
    expect(PODIUM.map(grey)).toEqual([215, 190, 160]);
    expect(closestGreys([...PODIUM, '#f3f3f3'])).toBeGreaterThanOrEqual(25);
  });

  it('keep black text above 8:1 on every colour', () => {
    for (const colour of [WIN, LOSS, BYE, DRAW, ...PODIUM])
      expect(blackTextContrast(colour)).toBeGreaterThan(8);
  });
});
