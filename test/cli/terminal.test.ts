import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askLine, withProgress, withProgressSync, type Terminal } from '../../src/cli/terminal';

function terminal(progress: boolean): { t: Terminal; lines: (string | null)[] } {
  const lines: (string | null)[] = [];
  const t: Terminal = {
    out: () => {},
    err: () => {},
    interactive: false,
    progress,
    ask: async () => '',
    status: (text) => lines.push(text),
  };
  return { t, lines };
}

const after = (ms: number): Promise<number> => new Promise((r) => setTimeout(() => r(ms), ms));

describe('progress lines', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show a step that takes over a second, then clear it', async () => {
    vi.useFakeTimers();
    const { t, lines } = terminal(true);
    const step = withProgress(t, 'Loading big.xlsx', () => after(1500));
    await vi.advanceTimersByTimeAsync(1500);
    expect(await step).toBe(1500);
    expect(lines).toEqual(['Loading big.xlsx…', null]);
  });

  it('stay quiet for a short step, and when the output is not a terminal', async () => {
    vi.useFakeTimers();
    const short = terminal(true);
    const quick = withProgress(short.t, 'Saving', () => after(300));
    await vi.advanceTimersByTimeAsync(300);
    await quick;
    expect(short.lines).toEqual([]);
    const piped = terminal(false);
    const slow = withProgress(piped.t, 'Loading', () => after(5000));
    await vi.advanceTimersByTimeAsync(5000);
    await slow;
    expect(piped.lines).toEqual([]);
    expect(withProgressSync(piped.t, 'Pair next round', true, () => 7)).toBe(7);
    expect(piped.lines).toEqual([]);
  });

  it('announce a long synchronous step before it starts', () => {
    const { t, lines } = terminal(true);
    expect(withProgressSync(t, 'Pair next round', true, () => lines.length)).toBe(1);
    expect(lines).toEqual(['Pair next round…', null]);
    expect(withProgressSync(t, 'Check round', false, () => 0)).toBe(0);
    expect(lines).toHaveLength(2);
  });
});

describe('questions on the terminal', () => {
  it('resolve with the line typed', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const answer = askLine(input, output, 'Remove Round 1? [y/N] ');
    input.write('y\n');
    expect(await answer).toBe('y');
    expect(String(output.read())).toContain('Remove Round 1? [y/N] ');
  });

  it("resolve with '' when the input ends before a line is typed", async () => {
    const input = new PassThrough();
    const answer = askLine(input, new PassThrough(), 'Pair it again? [y/N] ');
    input.end();
    expect(await answer).toBe('');
  });
});
