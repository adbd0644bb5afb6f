import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow } from '../support/event';

/** The names the export dialog and `pairsheet export` give the files of an event named `name`. */
function fileNames(name: string): string[] {
  const event = newEvent({
    players: ['3d', '1d', '2k', '4k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Tournament name': name, Rounds: 2 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  return ['aga', 'h9', 'opengotha', 'standings'].map(
    (format) => dialogCall(event, 'exportEventFile', { format, temporaryIds: true }).fileName!,
  );
}

describe('export file names', () => {
  it('are never a Windows device name, which no file can have there', () => {
    expect(fileNames('Nul')).toEqual([
      'nul-event-aga.txt',
      'nul-event.h9',
      'nul-event.xml',
      'nul-event-standings.csv',
    ]);
  });

  it('stay short and keep accented letters from a long pasted name', () => {
    const names = fileNames(`Été ${'Open '.repeat(1000)}`);
    expect(names[1]).toBe(`ete-${'open-'.repeat(11)}o.h9`);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThan(80);
  });
});
