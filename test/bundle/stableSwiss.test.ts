import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, typeResults, type Event, refused } from '../support/event';

/** A chess club evening: Elo ratings, no ranks, nine players (one bye a round). */
const ELO = [2210, 2105, 1990, 1950, 1875, 1820, 1760, 1700, 1655];
const NAMES = ['Aino', 'Bo', 'Carla', 'Dmitri', 'Emma', 'Farid', 'Greta', 'Hugo', 'Ines'];

function chessEvent(settings: Record<string, string | number> = {}): Event {
  return newEvent({
    players: NAMES.map((Name, i) => playerRow({ Name, Rating: ELO[i] })),
    settings: {
      'Pairing system': 'Stable Swiss',
      'Board game': 'Chess',
      Handicap: 'None',
      Rounds: 4,
      ...settings,
    },
  });
}

/** Board 3, 6… drawn; otherwise White wins on odd boards, Black on even ones. */
const cycle = (_w: string, _b: string, board: number): string =>
  board % 3 === 0 ? '½-½' : board % 2 ? '1-0' : '0-1';

describe('Stable Swiss, a chess event with Elo ratings and no ranks', () => {
  it('pairs round 1 top half against bottom half, the lowest rated on the bye, chess columns', () => {
    const event = chessEvent();
    event.click('Pair next round');
    expect(event.values('Round 1')).toEqual([
      ['Board', 'White', 'Black', 'Result', 'Notes'],
      [1, 'Emma', 'Aino', '', ''],
      [2, 'Bo', 'Farid', '', ''],
      [3, 'Greta', 'Carla', '', ''],
      [4, 'Dmitri', 'Hugo', '', ''],
      ['Bye', 'Ines', '', 'Forced bye', 'forced bye'],
    ]);
    const sheet = event.ss.getSheetByName('Round 1')!;
    expect(sheet.getRange('D5').getDataValidation()?.getCriteriaType()?.name).toBe(
      'CUSTOM_FORMULA',
    );
  });

  it('pairs round 2 inside the score groups where it can, and says where it widened', () => {
    const event = chessEvent();
    event.click('Pair next round');
    typeResults(event, 1, cycle);
    event.click('Pair next round');
    // After round 1: Emma, Farid, Hugo and Ines (bye) 1; Carla and Greta ½ (they drew, so
    // cannot meet again); Aino, Bo and Dmitri 0. Greta takes the bye; Carla floats down. Of
    // the eight left, five have ½ or more, so the score groups alone were not tried.
    expect(event.values('Round 2')).toEqual([
      ['Board', 'White', 'Black', 'Result', 'Notes'],
      [1, 'Hugo', 'Emma', '', ''],
      [2, 'Farid', 'Ines', '', ''],
      [3, 'Carla', 'Dmitri', '', 'score difference ½ (allowed difference widened to ½)'],
      [4, 'Aino', 'Bo', '', ''],
      ['Bye', 'Greta', '', 'Forced bye', 'forced bye'],
    ]);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Round 2: 4 boards. Forced bye: Greta. 5 players have a score of ½ or more, an odd number, so one of them must meet a player with less: the allowed score difference was widened to ½.',
    );
  });

  it('runs four rounds: nobody meets twice, nobody has two byes, results typed as chess', () => {
    const event = chessEvent();
    const met = new Set<string>();
    const byes: string[] = [];
    for (let round = 1; round <= 4; round++) {
      event.click('Pair next round');
      for (const [w, b] of pairings(event, round)) {
        const key = [w, b].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      byes.push(
        ...event
          .values(`Round ${round}`)
          .filter((r) => r[0] === 'Bye')
          .map((r) => String(r[1])),
      );
      typeResults(event, round, cycle);
    }
    expect(new Set(byes).size).toBe(4);
    event.click('Update standings');
    const standings = event.values('Standings');
    expect(standings.length).toBe(10);
    // The scores add up to the points played for: 4 games a round plus one bye point.
    const score = standings[0].indexOf('Score');
    const total = standings.slice(1).reduce((s, r) => s + Number(r[score]), 0);
    expect(total).toBe(4 * 5);
  });

  it('Check round reports the blocking pairs of a round edited by hand', () => {
    const event = chessEvent();
    event.click('Pair next round');
    typeResults(event, 1, cycle);
    event.click('Pair next round');
    // Swap the Black players of boards 1 and 3: Hugo–Dmitri, Carla–Emma.
    event.edit('Round 2', 0, 'Black', 'Dmitri');
    event.edit('Round 2', 2, 'Black', 'Emma');
    event.ss.ui.alerts.length = 0;
    event.click('Check round');
    const alert = event.lastAlert()!;
    expect(alert).toMatch(/^Pairsheet: Check round\nRound 2 has \d+ problems/);
    expect(alert).toContain(
      'Emma (board 3) and Hugo (board 1) would both rather play each other than their opponents: the pairing is not stable.',
    );
  });
});

describe('Stable Swiss bad input: one message naming the cell, nothing changed', () => {
  it('c outside 0–10', () => {
    const event = chessEvent({ 'Stable Swiss c': 11 });
    expect(refused(event, 'Pair next round')).toMatch(/Settings!B\d+ \(Stable Swiss c\): "11"/);
  });

  it('s negative', () => {
    const event = chessEvent({ 'Stable Swiss s': -0.1 });
    expect(refused(event, 'Pair next round')).toMatch(/Settings!B\d+ \(Stable Swiss s\): "-0.1"/);
  });

  it('a rating column mixing Elo and AGA values', () => {
    const event = chessEvent();
    event.edit('Players', 4, 'Rating', 3.2);
    expect(refused(event, 'Pair next round')).toMatch(
      /Players tab: the Rating column mixes AGA-style ratings \(C6 3.2\) and Elo-style/,
    );
  });

  it('a handicap in a chess event', () => {
    const event = chessEvent({ Handicap: 'Minus 1' });
    expect(refused(event, 'Pair next round')).toMatch(
      /Settings!B\d+: handicaps are for go, but Board game is Chess/,
    );
  });
});
