import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, refused, typeResults } from '../support/event';

describe('a small McMahon field is paired so that the rounds left can be paired', () => {
  it('five players, six rounds, White winning every game: five rounds without a repeat', () => {
    const players = [1, 2, 3, 4, 5].map((i) =>
      playerRow({ Name: `P${i}`, Rank: '1d', Rating: 2050 - 50 * i }),
    );
    const event = newEvent({ players, settings: { Rounds: 6 } });
    event.click('Build bands');
    const notes: string[] = [];
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      event.click('Pair next round');
      const rows = event.values(`Round ${r}`);
      const column = (name: string) => rows[0].indexOf(name);
      for (const row of rows.slice(1)) {
        notes.push(`${r}: ${String(row[column('Notes')])}`);
        if (row[column('Board')] === 'Bye') byes.push(String(row[column('White')]));
      }
      typeResults(event, r, () => 'W+R');
    }
    // Paired one round at a time, round 4 needed a second forced bye (pairingRefusals.test.ts).
    expect(pairings(event, 3)).toEqual([
      ['P4', 'P5'],
      ['P2', 'P1'],
    ]);
    expect(pairings(event, 4)).toEqual([
      ['P5', 'P2'],
      ['P4', 'P3'],
    ]);
    expect(pairings(event, 5)).toEqual([
      ['P1', 'P4'],
      ['P3', 'P5'],
    ]);
    // Round 6 cannot be kept (see below): round 3 keeps rounds 4 and 5.
    const kept = 'paired so that the next 2 rounds can still be paired without a repeat';
    expect(notes.filter((n) => n.includes('paired so that'))).toEqual([`3: ${kept}`, `3: ${kept}`]);
    // A round robin: each player meets every other once and has one forced bye.
    expect(byes).toEqual(['P5', 'P4', 'P3', 'P1', 'P2']);
    const met = [1, 2, 3, 4, 5].flatMap((r) => pairings(event, r).map((p) => p.sort().join('-')));
    expect(new Set(met).size).toBe(10);
    // Round 6 is one more than a round robin of five has: it needs a second forced bye.
    expect(refused(event, 'Pair next round')).toContain(
      'Round 6 needs a forced bye, but P1; P2; P3; P4; P5 have all had one',
    );
  });
});
