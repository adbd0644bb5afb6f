/**
 * npm run bench:small — the look-ahead to the rounds left of a small field (at most
 * ROUNDS_LEFT.seats seats): the time of every round of whole events, worst and mean per system.
 * The worst cases are fields whose search cannot decide (`never` rows that leave the schedule
 * in doubt), where each round spends the step budget. Target: every round under 0.5 s here
 * (Apps Script runs a few times slower than Node).
 */
import { performance } from 'node:perf_hooks';
import { pairRound } from '../src/engine/pairing';
import { multiGamePlayer as blankPlayer } from '../src/engine/multiGame/simulate';
import { ROUNDS_LEFT } from '../src/engine/pairing/params';
import { defaultSettings } from '../src/engine/pairing/simulate';
import { pairStableSwissRound } from '../src/engine/stableSwiss';
import type { Constraint, Game, PairingSystem, Player, Round } from '../src/engine/types';

const TARGET_MS = 500;
/** The budget before review cut it: the same events are timed at both. */
const EARLIER_STEPS = 1_000_000;
const budget = ROUNDS_LEFT as unknown as { steps: number };

type System = Extract<PairingSystem, 'Swiss' | 'McMahon' | 'Stable Swiss'>;
const SYSTEMS: readonly System[] = ['Swiss', 'McMahon', 'Stable Swiss'];

interface SmallEvent {
  label: string;
  players: number;
  rounds: number;
  never: Array<[number, number]>;
}

/** The hard cases found in review, then every size at a round robin's length. */
const EVENTS: SmallEvent[] = [
  {
    label: '16 players, 14 rounds, 2 never rows',
    players: 16,
    rounds: 14,
    never: [
      [7, 4],
      [5, 15],
    ],
  },
  {
    label: '14 players, 12 rounds, 3 never rows',
    players: 14,
    rounds: 12,
    never: [
      [0, 13],
      [2, 9],
      [4, 11],
    ],
  },
  ...Array.from({ length: 14 }, (_, k) => {
    const n = k + 3;
    return {
      label: `${n} players, round robin length`,
      players: n,
      rounds: n - 1 + (n % 2),
      never: [],
    };
  }),
];

/** Ranks 5k down and ratings 2000 down, P1 strongest. */
function field(n: number): Player[] {
  return Array.from({ length: n }, (_, id) => ({
    ...blankPlayer(id, `P${id + 1}`),
    rank: -5 - id,
    rating: 2000 - 40 * id,
    initialScore: 0,
  }));
}

/** Milliseconds for each round paired; the stronger player (lower id) wins every game. */
function timeEvent(system: System, event: SmallEvent): number[] {
  const settings = defaultSettings({ pairingSystem: system, rounds: event.rounds });
  const players = field(event.players);
  const constraints: Constraint[] = event.never.map(([a, b]) => ({ a, b, rule: 'never' }));
  const rounds: Round[] = [];
  const times: number[] = [];
  for (let number = 1; number <= event.rounds; number++) {
    const input = { settings, players, rounds, roundNumber: number, constraints };
    const start = performance.now();
    let paired;
    try {
      paired =
        system === 'Stable Swiss'
          ? pairStableSwissRound(input, { c: settings.stableC, s: settings.stableS })
          : pairRound(input);
    } catch {
      break; // A round no pairing allows: the event ends there.
    }
    times.push(performance.now() - start);
    const games: Game[] = paired.games.map((g) => ({
      board: g.board,
      white: g.white,
      black: g.black,
      handicap: g.handicap,
      komi: g.komi,
      result:
        g.white < g.black
          ? { white: 1, black: 0, forfeit: false }
          : { white: 0, black: 1, forfeit: false },
    }));
    rounds.push({
      number,
      games,
      byes: paired.byes.map((b) => ({ player: b.player, kind: b.kind })),
    });
  }
  return times;
}

/** Worst round, its event, mean and count over all events, at the budget in force. */
function timeAll(system: System): { worst: number; label: string; mean: number; count: number } {
  let worst = 0;
  let label = '';
  const all: number[] = [];
  for (const event of EVENTS) {
    const times = timeEvent(system, event);
    all.push(...times);
    const top = Math.max(0, ...times);
    if (top > worst) [worst, label] = [top, event.label];
  }
  const mean = all.reduce((s, t) => s + t, 0) / Math.max(1, all.length);
  return { worst, label, mean, count: all.length };
}

const steps = budget.steps;
console.log(
  `Small-field look-ahead: ${steps.toLocaleString('en')} search steps a round (earlier ${EARLIER_STEPS.toLocaleString('en')}), at most ${ROUNDS_LEFT.seats} seats; ${EVENTS.length} events per system`,
);
console.log(
  'system         worst round (ms)  mean (ms)  rounds  worst event                            earlier: worst  mean  target',
);
for (const system of SYSTEMS) {
  budget.steps = steps;
  const now = timeAll(system);
  budget.steps = EARLIER_STEPS;
  const then = timeAll(system);
  budget.steps = steps;
  const met = now.worst < TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `${system.padEnd(14)} ${now.worst.toFixed(0).padStart(16)}  ${now.mean.toFixed(1).padStart(9)}  ${String(now.count).padStart(6)}  ${now.label.padEnd(37)}  ${then.worst.toFixed(0).padStart(14)}  ${then.mean.toFixed(1).padStart(4)}  < ${TARGET_MS}: ${met}`,
  );
}
