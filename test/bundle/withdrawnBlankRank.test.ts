/** McMahon: a withdrawn player who never played needs no rank; anyone else's blank rank is refused. */
import { describe, expect, it } from 'vitest';
import {
  dialogCall,
  newEvent,
  playerRow,
  refused,
  register,
  typeResults,
  type Event,
} from '../support/event';

const RANKS = ['3d', '2d', '1d', '1k', '2k', '3k', '4k', '5k'];

/** Eight players 3d to 5k, bands built, round 1 played. */
function roundOnePlayed(): Event {
  const event = newEvent({
    players: RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  return event;
}

const REFUSAL = (cell: string, name: string): string =>
  `Pairsheet: Pair next round\nPlayers!${cell} (${name}): the rank is blank; McMahon bands need a rank such as 5k or 3d (or an AGA-style rating).`;

describe('a blank rank on Players (McMahon)', () => {
  it('is accepted for a late entry withdrawn before playing, who stands last and is exported without a rank', () => {
    const event = roundOnePlayed();
    register(event, [playerRow({ Name: 'Gone', Status: 'withdrawn' })]);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 4 boards.');
    typeResults(event, 2, () => 'W+');
    event.click('Update standings');
    expect(event.values('Standings').at(-1)!.slice(1, 5)).toEqual(['Gone (withdrawn)', '', '', -7]);
    const aga = dialogCall(event, 'exportEventFile', { format: 'aga', temporaryIds: true });
    expect(aga.notes![0]).toBe(
      'Neither a rank nor a rating, and no game played (withdrawn before playing), so not listed: Gone.',
    );
    expect(aga.text).not.toContain('Gone');
    for (const format of ['opengotha', 'pairgoth']) {
      const file = format === 'opengotha' ? 'OpenGotha' : 'pairgoth';
      expect(dialogCall(event, 'exportEventFile', { format }).notes).toContain(
        `Neither a rank nor a rating, written as 30K (${file} needs a rank): Gone.`,
      );
    }
    expect(dialogCall(event, 'exportEventFile', { format: 'h9' }).text).not.toContain('Gone');
  });

  it('asks for no AGA id for a withdrawn entry the AGA file leaves out', () => {
    const event = roundOnePlayed();
    register(event, [playerRow({ Name: 'Gone', Status: 'withdrawn' })]);
    // The optional id column: every player but Gone has an AGA id.
    const sheet = event.ss.getSheetByName('Players')!;
    const column = sheet.getLastColumn() + 1;
    const ids = RANKS.map((_, i) => [2001 + i]);
    sheet.getRange(1, column, 10, 1).setValues([['AGA ID'], ...ids, ['']]);
    const aga = dialogCall(event, 'exportEventFile', { format: 'aga' });
    expect(aga.ok).toBe(true);
    expect(aga.text).toContain('2008\tP8\t5k\n');
    expect(aga.text).not.toContain('Gone');
    expect(aga.notes).toContain(
      'Neither a rank nor a rating, and no game played (withdrawn before playing), so not listed: Gone.',
    );
  });

  it('is accepted for a player withdrawn before round 1, whom Build bands leaves out', () => {
    const event = newEvent({
      players: [
        ...RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
        playerRow({ Name: 'Gone', Status: 'withdrawn' }),
      ],
    });
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '8 bands built. 3d and up: 1 (0), 2d: 1 (-1), 1d: 1 (-2), 1k: 1 (-3), 2k: 1 (-4), 3k: 1 (-5), 4k: 1 (-6), 5k: 1 (-7).',
    );
  });

  it('is refused, naming the cell, for a withdrawn player who played, and for an active one', () => {
    const event = roundOnePlayed();
    event.edit('Players', 1, 'Rank', '');
    event.edit('Players', 1, 'Status', 'withdrawn');
    expect(refused(event, 'Pair next round')).toBe(REFUSAL('B3', 'P2'));
    event.edit('Players', 1, 'Rank', '2d');
    register(event, [playerRow({ Name: 'Late' })]);
    expect(refused(event, 'Pair next round')).toBe(REFUSAL('B10', 'Late'));
  });
});
