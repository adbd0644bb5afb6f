/**
 * The notes Pair next round gives players it placed by rank who played earlier rounds: each
 * earlier round's players are read once, however many players were placed, so a large field
 * typed again after several rounds is not slow to pair.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as history from '../../src/engine/history';
import type { RoundPairing } from '../../src/engine/systems';
import { retypedPlayerNotes } from '../../src/sheet/retypedPlayers';
import type { Tournament } from '../../src/sheet/tournament';

vi.mock('../../src/engine/history', async (importOriginal) => {
  const actual = await importOriginal<typeof history>();
  return { ...actual, playersInRound: vi.fn(actual.playersInRound) };
});

const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];

/** Rounds 1 to 3 and a round 4 already on the sheet (not earlier than the round paired). */
function tournament(): Tournament {
  const players = names.map((name, id) => ({ id, name, band: '', initialScore: null }));
  const round = (number: number, games: Array<[number, number]>, bye?: number) => ({
    round: {
      number,
      games: games.map(([white, black], i) => ({ board: i + 1, white, black })),
      byes: bye === undefined ? [] : [{ player: bye }],
    },
  });
  return {
    roster: {
      table: {
        tab: 'Players',
        columns: new Map([
          ['band', [9]],
          ['initial score', [10]],
        ]),
      },
      rows: players.map((_, i) => ({ row: i + 2, cells: [] })),
      players,
    },
    rounds: [round(1, [[0, 1]], 2), round(2, [[1, 2]]), round(3, [[0, 2]], 1), round(4, [[3, 4]])],
  } as unknown as Tournament;
}

const paired = {
  number: 4,
  placed: [0, 1, 3, 5].map((player) => ({ player, band: '2d', initialScore: -2 })),
} as unknown as RoundPairing;

describe('notes on players placed by rank who played before', () => {
  afterEach(() => vi.mocked(history.playersInRound).mockClear());

  it('names the earlier rounds each played, skipping those who never played', () => {
    const note = (name: string, rounds: string, row: number): string =>
      `${name} played in ${rounds} but had no Band or Initial score on Players (a row deleted and typed again?): placed by rank in 2d, Initial score −2 (Players!I${row} and Players!J${row}). If they had another band or initial score, run "Undo last pairing", type it in and pair again.`;
    expect(retypedPlayerNotes(tournament(), paired)).toEqual([
      note('Ann', 'rounds 1 and 3', 2),
      note('Bob', 'rounds 1, 2 and 3', 3),
    ]);
  });

  it('reads who played each earlier round once, not once per player placed', () => {
    retypedPlayerNotes(tournament(), paired);
    expect(vi.mocked(history.playersInRound)).toHaveBeenCalledTimes(3);
  });
});
