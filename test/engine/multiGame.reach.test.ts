import { describe, expect, it } from 'vitest';
import { gameShortfall } from '../../src/engine/multiGame/reach';
import { multiGameInput } from './multiGameFixtures';

function shortfall(lists: string[][], rounds: number, perRound: number, setup = {}) {
  const input = multiGameInput(lists, { perRound, ...setup });
  return gameShortfall({
    preferred: input.settings.preferred,
    gamesPerRound: perRound,
    rounds,
    games: input.games,
    players: input.players,
    preferences: input.preferences,
  });
}

const ALL = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

describe('gameShortfall: players who cannot reach the games the rounds need', () => {
  it('caps every list at the first n+3 choices', () => {
    // n = 3: six of the eight listed games are ever paired; 4 rounds of 2 need 8.
    expect(shortfall([ALL, ALL, ALL.slice(0, 7)], 4, 2)).toEqual({
      players: [0, 1, 2],
      most: 6,
      cap: 6,
      shortLists: false,
      cutLists: true,
      fullLists: false,
    });
  });

  it('counts a short list, and leaves out rounds a player asked to miss and withdrawn players', () => {
    const lists = [ALL.slice(0, 6), ALL.slice(0, 4), ALL.slice(0, 4), ALL.slice(0, 3)];
    // 3 rounds of 2 need 6; Cid asked to miss round 2 (needs 4); Dan is withdrawn.
    expect(shortfall(lists, 3, 2, { byes: { 2: [2] }, withdrawn: [3] })).toEqual({
      players: [1],
      most: 4,
      cap: 6,
      shortLists: true,
      cutLists: false,
      fullLists: false,
    });
  });

  it('tells a list as long as the top n+3 from one that is longer', () => {
    expect(shortfall([ALL.slice(0, 6), ALL.slice(0, 6)], 4, 2)).toEqual({
      players: [0, 1],
      most: 6,
      cap: 6,
      shortLists: false,
      cutLists: false,
      fullLists: true,
    });
  });

  it('is null when every active player reaches enough games', () => {
    expect(shortfall([ALL, ALL], 3, 2)).toBeNull();
  });
});
