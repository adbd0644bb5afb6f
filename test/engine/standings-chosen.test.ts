import { describe, expect, it } from 'vitest';
import { computeStandings, DEFAULT_TIEBREAKS } from '../../src/engine/results';
import { swissColumns } from '../../src/engine/systems/swissColumns';
import type { Round, SwissTiebreak } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

const [A, B, C, D, E] = [0, 1, 2, 3, 4];
const players = ['A', 'B', 'C', 'D', 'E'].map((name, id) =>
  makePlayer(id, name, { rank: null, rating: 1800 - 100 * id, initialScore: 0 }),
);

/** A forced bye (E), a forfeit (E beats B), draws (C–D, A–C) and voluntary byes (D, E). */
const rounds: Round[] = [
  makeRound(
    1,
    [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '½-½')],
    [{ player: E, kind: 'forced' }],
  ),
  makeRound(
    2,
    [makeGame(1, A, C, '½-½'), makeGame(2, E, B, '+-')],
    [{ player: D, kind: 'voluntary' }],
  ),
  makeRound(
    3,
    [makeGame(1, D, A, '0-1'), makeGame(2, B, C, '1-0')],
    [{ player: E, kind: 'voluntary' }],
  ),
];

const standings = (tiebreaks: readonly SwissTiebreak[], field = players, played = rounds) =>
  computeStandings({ players: field, rounds: played, tiebreaks, seed: 1, randomDraw: false });

const byPlayer = (tiebreaks: readonly SwissTiebreak[]) =>
  [...standings(tiebreaks)].sort((x, y) => x.player - y.player);

describe('the tiebreaks Settings › Tiebreaks offers, computed by hand', () => {
  // Opponent values per round (FIDE 2023: an opponent counts at their points, a voluntary bye
  // followed only by voluntary unplayed rounds as ½; a round the player did not play over the
  // board counts the player's own score): A 2½, B 1, C 1, D ½ (round 2 bye 0), E 2½ (last
  // round bye ½).
  // A: B 1, C 1, D ½. B: A 2½, own 1 (forfeit lost, voluntary), C 1. C: D ½, A 2½, B 1.
  // D: C 1, own ½ (absent, voluntary), A 2½. E: own 2 three times (bye, forfeit won, absent,
  // the last voluntary). Cut-1 cuts a voluntary round first; Median then the highest.
  it('Buchholz, Buchholz Cut-1 (less the lowest) and Median Buchholz (less both ends)', () => {
    expect(
      byPlayer(DEFAULT_TIEBREAKS).map((s) => [s.buchholz, s.buchholzCut1, s.medianBuchholz]),
    ).toEqual([
      [2.5, 2, 1],
      [4.5, 3.5, 1],
      [4, 3.5, 1],
      [4, 3.5, 1],
      [6, 4, 2],
    ]);
  });

  it('Wins count forfeit wins and forced byes; Progressive sums the running score', () => {
    // Wins: A beat B and D; B beat C (lost by forfeit to E); E had a forced bye and a forfeit win.
    // Running scores: A 1, 1½, 2½; B 0, 0, 1; C ½, 1, 1; D ½, ½, ½; E 1, 2, 2.
    expect(byPlayer(DEFAULT_TIEBREAKS).map((s) => [s.wins, s.progressive])).toEqual([
      [2, 5],
      [1, 1],
      [0, 2.5],
      [0, 1.5],
      [2, 5],
    ]);
  });

  it('ARO averages the ratings of opponents met over the board, rounded to a whole number', () => {
    // A met B 1700, C 1600, D 1500; B met A 1800 and C 1600 (the forfeit left out); C met
    // D 1500, A 1800, B 1700 (1666.67); D met C 1600 and A 1800; E met nobody over the board.
    expect(byPlayer(DEFAULT_TIEBREAKS).map((s) => s.aro)).toEqual([1600, 1700, 1667, 1700, 0]);
  });

  it('ARO of AGA-style ratings keeps two decimals', () => {
    const rated = players.map((p, id) => ({ ...p, rating: [-5.5, 3.2, -10.25, 2, 1][id] }));
    const aro = [...standings(['ARO'], rated)].sort((x, y) => x.player - y.player);
    // A met B 3.2, C −10.25, D 2: −5.05 / 3.
    expect(aro.map((s) => s.aro)).toEqual([-1.68, -7.88, -0.1, -7.88, 0]);
  });
});

describe('the order of Settings › Tiebreaks', () => {
  const order = (tiebreaks: readonly SwissTiebreak[], field = players, played = rounds) =>
    standings(tiebreaks, field, played).map((s) => s.player);

  it('ranks B and C (1 point each) by the first tiebreak that tells them apart', () => {
    expect(order(DEFAULT_TIEBREAKS)).toEqual([A, E, B, C, D]); // Buchholz 4½ against 4
    expect(order(['Wins', 'Buchholz'])).toEqual([A, E, B, C, D]); // 1 win against 0
    expect(order(['ARO'])).toEqual([A, E, B, C, D]); // 1700 against 1667
    expect(order(['Progressive'])).toEqual([A, E, C, B, D]); // 2½ against 1
    expect(order(['SB'])).toEqual([A, E, C, B, D]); // 1½ against 1
  });

  it('applies direct encounter where it stands in the list, and shows its points there only', () => {
    const first = standings(['Direct encounter', 'Buchholz']);
    expect(first.map((s) => [s.player, s.directEncounter])).toEqual([
      [A, null],
      [E, null],
      [B, 1], // B beat C in round 3
      [C, 0],
      [D, null],
    ]);
    // After Buchholz the two are no longer tied: direct encounter never applies.
    const second = standings(['Buchholz', 'Direct encounter']);
    expect(second.map((s) => [s.player, s.directEncounter])).toEqual([
      [A, null],
      [E, null],
      [B, null],
      [C, null],
      [D, null],
    ]);
  });

  it('goes on to the next tiebreak only while the earlier ones tie', () => {
    const four = players.slice(0, 4);
    const two = [
      makeRound(1, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '=')]),
      makeRound(2, [makeGame(1, A, C, '0-1'), makeGame(2, B, D, '½-½')]),
    ];
    // A and D: 1 point and Buchholz 2 each; SB A ½, D 1; Progressive A 1+1, D ½+1.
    expect(order(['Buchholz', 'SB'], four, two)).toEqual([C, D, A, B]);
    expect(order(['Buchholz', 'Progressive'], four, two)).toEqual([C, A, D, B]);
    expect(order(['Progressive', 'SB'], four, two)).toEqual([C, A, D, B]);
    expect(order(['SB', 'Progressive'], four, two)).toEqual([C, D, A, B]);
  });
});

describe('the Swiss standings columns', () => {
  it('keep the default table as it was: Wins, then Buchholz and SB with their notes', () => {
    expect(swissColumns(DEFAULT_TIEBREAKS).map((c) => [c.header, c.note])).toEqual([
      ['Rank', 'Rank.'],
      ['Rating', 'Rating.'],
      ['Score', 'Points: 1 per win (forfeit wins and forced byes included), ½ per draw or jigo.'],
      ['Wins', 'Games won (forfeit wins included) plus forced byes.'],
      [
        'Buchholz',
        "Tiebreak 1: sum of opponents' scores, each of their rounds at the points it gave (byes to the end after a withdrawal ½ each); a round not played over the board counts an opponent with the player's own final score.",
      ],
      [
        'SB',
        "Tiebreak 2, Sonneborn-Berger: each round's points times that opponent's Buchholz score (defeated opponents fully, drawn ones half).",
      ],
    ]);
  });

  it('show one column per chosen tiebreak in its order, Wins moved there when chosen', () => {
    expect(swissColumns(['ARO', 'Wins', 'Median Buchholz']).map((c) => c.header)).toEqual([
      'Rank',
      'Rating',
      'Score',
      'ARO',
      'Wins',
      'Median Buchholz',
    ]);
  });
});

describe('Progressive leaves the initial score out', () => {
  it('sums the running score above the initial score, so an initial 3 adds nothing', () => {
    // A and B start on 3. Running scores above 3: A 1, 1½ (a win, then a draw); B 0, ½.
    const started = players.slice(0, 3).map((p) => ({ ...p, initialScore: p.id === C ? 0 : 3 }));
    const played = [
      makeRound(1, [makeGame(1, A, B, '1-0')], [{ player: C, kind: 'voluntary' }]),
      makeRound(2, [makeGame(1, B, A, '½-½')], [{ player: C, kind: 'voluntary' }]),
    ];
    const result = standings(['Progressive'], started, played);
    expect(result.map((s) => [s.player, s.score, s.progressive])).toEqual([
      [A, 4.5, 2.5],
      [B, 3.5, 0.5],
      [C, 0, 0],
    ]);
  });
});
