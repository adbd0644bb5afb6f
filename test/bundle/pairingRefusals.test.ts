import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused, typeResults } from '../support/event';

/** Plays `rounds` rounds of `names` (White wins every game) under `system`. */
function played(names: string[], system: string, rounds: number) {
  const players = names.map((n, i) => playerRow({ Name: n, Rank: `${i + 1}k` }));
  const event = newEvent({ players, settings: { 'Pairing system': system, Rounds: 5 } });
  if (system === 'McMahon') event.click('Build bands');
  for (let r = 1; r <= rounds; r++) {
    event.click('Pair next round');
    typeResults(event, r, () => 'W+');
  }
  return event;
}

describe('a round the field cannot pair', () => {
  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: says who is left over and what to do, and changes nothing',
    (system) => {
      const event = played(['A', 'B', 'C', 'D'], system, 3);
      expect(refused(event, 'Pair next round')).toBe(
        'Pairsheet: Pair next round\nRound 4 cannot be paired: A; B; C; D cannot all be given an opponent, as everyone left for them has already played them or is ruled out on the Constraints tab. Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
      );
    },
  );

  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: a forced bye nobody can take names the Bye volunteer column',
    (system) => {
      const event = played(['A', 'B', 'C'], system, 3);
      expect(refused(event, 'Pair next round')).toBe(
        'Pairsheet: Pair next round\nRound 4 needs a forced bye, but A; B; C have all had one and none is a bye volunteer. Type Yes in the Bye volunteer column of Players for the player who takes it (a volunteer may have a second forced bye), or give one player a bye in round 4 in the Byes column, so that no forced bye is needed. Nothing was changed.',
      );
    },
  );
});
