import { buildField } from './field';
import { firstMovers } from './firstMove';
import { boardNotes } from './notes';
import { pairOptimally } from './optimal';
import { pairBySeedOrder } from './seedOrder';
import { shortPlayers } from './shortPlayers';
import type { MultiGameBoard, MultiGameBye, MultiGameInput, MultiGameRoundPairing } from './types';
import { validateInput } from './validate';

/**
 * Pairs one round of a multi-game event (issue 9; Game Courier proposal). Withdrawn players and
 * players asking for a bye this round are not paired; the bye requests are listed as voluntary
 * byes (withdrawn players are left out, as in the other systems). Method 'seed order' follows
 * seedOrder.ts, 'optimal' optimal.ts. Throws InputError on bad input (see validate.ts).
 */
export function pairMultiGameRound(given: MultiGameInput): MultiGameRoundPairing {
  // Only the rounds before this one count (re-pairing a round ignores its old boards).
  const input = { ...given, rounds: given.rounds.filter((r) => r.number < given.roundNumber) };
  validateInput(input);
  const field = buildField(input);
  const seed = pairBySeedOrder(field);
  let state = seed;
  let search: MultiGameRoundPairing['search'];
  if (input.settings.method === 'optimal') {
    const result = pairOptimally(field, seed);
    state = result.state;
    search = { nodes: result.nodes, proven: result.proven };
  }
  const order = (game: string): number => field.games.indexOf(game);
  const boards = state.boards
    .map((b, i) => ({ b, i }))
    .sort((x, y) => order(x.b.game) - order(y.b.game) || x.i - y.i)
    .map(({ b }) => b);
  const movers = firstMovers(field, boards, input.settings.randomSeed, input.roundNumber);
  const games: MultiGameBoard[] = boards.map((b, i) => {
    const [white, black] = movers[i];
    return {
      board: i + 1,
      game: b.game,
      white,
      black,
      handicap: 0,
      komi: 0,
      result: null,
      notes: boardNotes(field, b, white, black),
    };
  });
  const byes: MultiGameBye[] = input.players
    .filter((p) => p.status === 'active' && p.byes.includes(input.roundNumber))
    .map((p) => ({ player: p.id, kind: 'voluntary', notes: ['requested bye'] }));
  const out: MultiGameRoundPairing = {
    number: input.roundNumber,
    games,
    byes,
    short: shortPlayers(field, state),
  };
  if (search) out.search = search;
  return out;
}
