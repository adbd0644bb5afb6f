import { multiGamePlayer } from '../../src/engine/multiGame/simulate';
import type {
  MultiGameInput,
  MultiGameRoundPairing,
  MultiGameSettings,
} from '../../src/engine/multiGame';
import { parseResult } from '../../src/engine/results';
import type { Round } from '../../src/engine/types';

export const NAMES = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

export interface Setup {
  games?: string[];
  n?: number;
  perRound?: number;
  replay?: boolean;
  method?: MultiGameSettings['method'];
  seed?: number;
  /** byes[id]: rounds that player asked to miss. */
  byes?: Record<number, number[]>;
  withdrawn?: number[];
  rounds?: Round[];
  roundNumber?: number;
}

/** An event of players Ann, Bob, Cid, … with the given preference lists. */
export function multiGameInput(preferences: string[][], setup: Setup = {}): MultiGameInput {
  const games = setup.games ?? ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const players = preferences.map((_, id) => {
    const p = multiGamePlayer(id, NAMES[id], setup.byes?.[id] ?? []);
    if (setup.withdrawn?.includes(id)) p.status = 'withdrawn';
    return p;
  });
  return {
    settings: {
      preferred: setup.n ?? 3,
      gamesPerRound: setup.perRound ?? 1,
      replayBetweenWinners: setup.replay ?? true,
      method: setup.method ?? 'seed order',
      randomSeed: setup.seed ?? 1,
    },
    games,
    players,
    preferences,
    rounds: setup.rounds ?? [],
    roundNumber: setup.roundNumber ?? (setup.rounds?.length ?? 0) + 1,
  };
}

/** "2 B: Ann–Bob": board, game, the two players in alphabetical order (who moves first aside). */
export function boards(pairing: MultiGameRoundPairing): string[] {
  return pairing.games.map((g) => {
    const [x, y] = [NAMES[g.white], NAMES[g.black]].sort();
    return `${g.board} ${g.game}: ${x}–${y}`;
  });
}

export const shortOf = (pairing: MultiGameRoundPairing): string[] =>
  pairing.short.map((s) => `${NAMES[s.player]} −${s.missing}: ${s.reason}`);

/** A played round: [game, Player 1, Player 2, result as typed]. */
export function playedRound(
  number: number,
  lines: Array<[string, number, number, string]>,
  byes: number[] = [],
): Round {
  return {
    number,
    byes: byes.map((player) => ({ player, kind: 'voluntary' })),
    games: lines.map(([game, white, black, text], i) => {
      const parsed = parseResult(text);
      return {
        board: i + 1,
        game,
        white,
        black,
        handicap: 0,
        komi: 0,
        result: parsed.kind === 'result' ? parsed.result : null,
      };
    }),
  };
}
