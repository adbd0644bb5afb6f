import { describe, expect, it } from 'vitest';
import { systemRules, type EventState } from '../../src/engine/systems';
import type { Player, Settings } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/** P1 … P6 (P1 strongest), P1, P2 and P5 of one club, P3, P4 and P6 of the other. */
const clubs = ['South', 'South', 'North', 'North', 'South', 'North'];
const players: Player[] = clubs.map((club, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0, club }),
);
// Round 1 all drawn: P1, P5 and P3 had White, P4, P2 and P6 Black, everyone on ½. With P1–P6
// and P3–P4 barred by the TD, no stable pairing exists and the weighted matching pairs round 2.
const round1 = makeRound(1, [
  makeGame(1, 0, 3, '½-½'),
  makeGame(2, 4, 1, '½-½'),
  makeGame(3, 2, 5, '½-½'),
]);
const never = [
  { a: 0, b: 5, rule: 'never' as const },
  { a: 2, b: 3, rule: 'never' as const },
];

function round2(system: 'Stable Swiss' | 'Swiss', avoidClub: boolean) {
  const settings: Settings = makeSettings({
    pairingSystem: system,
    avoid: { family: false, club: avoidClub, city: false, state: false, country: false },
  });
  const event: EventState = { settings, players, rounds: [round1], constraints: never };
  return systemRules(system).pairRound(event, 2);
}

const pairs = (games: ReadonlyArray<{ white: number; black: number }>) =>
  games
    .map((g) =>
      [g.white, g.black]
        .sort()
        .map((id) => `P${id + 1}`)
        .join('–'),
    )
    .sort();

describe('Stable Swiss falling back on the weighted matching', () => {
  it('ignores "Avoid same club", as its stable rounds do', () => {
    const avoiding = round2('Stable Swiss', true);
    expect(avoiding.messages[0]).toMatch(/paired by the weighted-matching Swiss/);
    // Two pairs of club-mates (P1–P5 South, P4–P6 North): the setting changes nothing.
    expect(pairs(avoiding.games)).toEqual(['P1–P5', 'P2–P3', 'P4–P6']);
    expect(avoiding.games).toEqual(round2('Stable Swiss', false).games);
    expect(avoiding.games.flatMap((g) => g.notes).join(' ')).not.toMatch(/same club/);
  });

  it('is a case where the setting would change the pairing: the Swiss avoids the club-mates', () => {
    expect(pairs(round2('Swiss', false).games)).toEqual(['P1–P5', 'P2–P3', 'P4–P6']);
    expect(pairs(round2('Swiss', true).games)).toEqual(['P1–P3', 'P2–P4', 'P5–P6']);
  });
});
