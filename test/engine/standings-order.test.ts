import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { placeGroups } from '../../src/engine/results/order';
import type { PlayerTotals } from '../../src/engine/results/tiebreaks';
import { makeGame, makePlayer, makeRound } from './fixtures';

const zero: PlayerTotals = {
  score: 0,
  wins: 0,
  gamePoints: 0,
  soms: 0,
  sodoms: 0,
  sodos: 0,
  buchholz: 0,
  buchholzCut1: 0,
  medianBuchholz: 0,
  sonnebornBerger: 0,
  progressive: 0,
  aro: 0,
};

const [A, B, C, D] = [0, 1, 2, 3];
const players = ['A', 'B', 'C', 'D'].map((name, id) => makePlayer(id, name));
// Among the four: A 2 (beat B and D), D 2 (beat B and C), B 1 (beat C), C 1 (beat A).
const rounds = [
  makeRound(1, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '0-1')]),
  makeRound(2, [makeGame(1, A, C, '0-1'), makeGame(2, B, D, '0-1')]),
  makeRound(3, [makeGame(1, A, D, '1-0'), makeGame(2, B, C, '1-0')]),
];
const histories = buildHistories(players, rounds);

describe('placeGroups', () => {
  it('ranks by the listed Median Buchholz, not another Buchholz', () => {
    const totals = [
      { ...zero, buchholzCut1: 5, medianBuchholz: 1 },
      { ...zero, buchholzCut1: 4, medianBuchholz: 2 },
    ];
    const order = placeGroups({
      tiebreaks: ['Median Buchholz'],
      totals,
      histories: histories.slice(0, 2),
      drawKeys: [0, 0],
      randomDraw: false,
    });
    expect(order.groups).toEqual([[1], [0]]);
  });

  it('applies a listed Direct encounter once: no face to face after it among those still tied', () => {
    const order = placeGroups({
      tiebreaks: ['Direct encounter'],
      totals: players.map(() => zero),
      histories,
      drawKeys: [0, 0, 0, 0],
      randomDraw: false,
    });
    expect(order.groups).toEqual([
      [A, D],
      [B, C],
    ]);
    expect([...order.directEncounter.entries()].sort()).toEqual([
      [A, 2],
      [B, 1],
      [C, 1],
      [D, 2],
    ]);
  });
});
