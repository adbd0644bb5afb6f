/**
 * Multi-game benchmark (`npm run bench:multigame`): both pairing methods on the same seeded
 * random events of 8–60 players, 5–20 games and 1–4 games per player per round. Game popularity
 * follows a Zipf-like law (game i weighs 1/(i+1)), preference lists run from n+2 games to all of
 * them, 5 % of players ask for a bye in any round, results are drawn at random (45 % Player 1,
 * 45 % Player 2, 10 % draws). n runs from max(2, games per round) to 3 more; an event has
 * ⌈n / games per round⌉ rounds, at least 2: each player's games just cover their top n, so
 * every player could play only preferred games if the pairing (and the replay rule) allowed.
 *
 * Per event and method: players all of whose games were among their top n; the average
 * preference rank of the games played (per player side); player-rounds left short and the games
 * they missed; pairs who met more than once in the event (on different games); time per round.
 *
 * Then large fields, method Optimal only: 60, 150 and 301 players, 10 games, n = 3, every
 * player listing exactly 2, 3 or 8 games, 2 or 3 games per player per round, 3 rounds each;
 * seconds per round (mean and slowest) and the rounds the search could not prove best.
 * `npm run bench:multigame -- large` runs only these.
 */
import { performance } from 'node:perf_hooks';
import { pairMultiGameRound, type MultiGameMethod } from '../src/engine/multiGame';
import { playMultiGameRound, simulatedEvent } from '../src/engine/multiGame/simulate';
import { seededRandom } from '../src/engine/random';
import type { Round } from '../src/engine/types';

const EVENTS = 60;
const METHODS: MultiGameMethod[] = ['seed order', 'optimal'];

interface Shape {
  players: number;
  games: number;
  perRound: number;
  preferred: number;
  rounds: number;
  seed: number;
}

interface Figures {
  players: number;
  allTopN: number;
  sides: number;
  rankSum: number;
  shortRounds: number;
  missing: number;
  repeats: number;
  rounds: number;
  ms: number;
  maxMs: number;
  unproven: number;
  nodes: number;
}

function shapes(): Shape[] {
  const random = seededRandom(2004);
  return Array.from({ length: EVENTS }, (_, i) => {
    const games = 5 + random.int(16);
    const perRound = 1 + random.int(4);
    const preferred = Math.min(games, Math.max(2, perRound) + random.int(4));
    return {
      players: 8 + random.int(53),
      games,
      perRound,
      preferred,
      rounds: Math.max(2, Math.ceil(preferred / perRound)),
      seed: 1000 + i,
    };
  });
}

function run(shape: Shape, method: MultiGameMethod): Figures {
  const event = simulatedEvent({
    players: shape.players,
    games: shape.games,
    seed: shape.seed,
    preferred: shape.preferred,
    byeRate: 0.05,
    byeRounds: shape.rounds,
  });
  const settings = {
    preferred: shape.preferred,
    gamesPerRound: shape.perRound,
    replayBetweenWinners: true,
    method,
    randomSeed: shape.seed,
  };
  const results = seededRandom(shape.seed * 7);
  const played: Round[] = [];
  const f: Figures = {
    players: shape.players,
    allTopN: 0,
    sides: 0,
    rankSum: 0,
    shortRounds: 0,
    missing: 0,
    repeats: 0,
    rounds: shape.rounds,
    ms: 0,
    maxMs: 0,
    unproven: 0,
    nodes: 0,
  };
  for (let n = 1; n <= shape.rounds; n++) {
    const start = performance.now();
    const pairing = pairMultiGameRound({ settings, ...event, rounds: [...played], roundNumber: n });
    const ms = performance.now() - start;
    f.ms += ms;
    f.maxMs = Math.max(f.maxMs, ms);
    f.shortRounds += pairing.short.length;
    f.missing += pairing.short.reduce((s, x) => s + x.missing, 0);
    if (pairing.search) {
      f.nodes += pairing.search.nodes;
      if (!pairing.search.proven) f.unproven++;
    }
    played.push(playMultiGameRound(pairing, results));
  }
  const meetings = new Map<string, number>();
  const outside = new Set<number>();
  const playedAny = new Set<number>();
  for (const g of played.flatMap((r) => r.games)) {
    const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
    for (const id of [g.white, g.black]) {
      const rank = event.preferences[id].indexOf(g.game ?? '') + 1;
      f.sides++;
      f.rankSum += rank;
      playedAny.add(id);
      if (rank > shape.preferred) outside.add(id);
    }
  }
  f.allTopN = [...playedAny].filter((id) => !outside.has(id)).length;
  f.repeats = [...meetings.values()].filter((m) => m > 1).length;
  return f;
}

const pad = (s: string | number, w: number): string => String(s).padStart(w);
const pct = (x: number, of: number): string => `${((100 * x) / Math.max(of, 1)).toFixed(1)}%`;

function line(f: Figures): string {
  return [
    pad(`${f.allTopN}/${f.players}`, 7),
    pad((f.rankSum / Math.max(f.sides, 1)).toFixed(2), 6),
    pad(`${f.shortRounds} (${f.missing})`, 10),
    pad(f.repeats, 6),
    pad((f.ms / f.rounds).toFixed(1), 8),
    pad(f.maxMs.toFixed(0), 7),
  ].join(' ');
}

const LARGE_PLAYERS = [60, 150, 301];
const LARGE_LISTED = [2, 3, 8];
const LARGE_PER_ROUND = [2, 3];
const LARGE_ROUNDS = 3;

function large(): void {
  console.log('players listed per-round | s/round max-s | unproven nodes/round');
  for (const players of LARGE_PLAYERS) {
    for (const listed of LARGE_LISTED) {
      for (const perRound of LARGE_PER_ROUND) {
        const seed = players * 10 + listed * 3 + perRound;
        const event = simulatedEvent({ players, games: 10, seed, preferred: 3, minList: listed });
        event.preferences = event.preferences.map((list) => list.slice(0, listed));
        const settings = {
          preferred: 3,
          gamesPerRound: perRound,
          replayBetweenWinners: true,
          method: 'optimal' as const,
          randomSeed: seed,
        };
        const results = seededRandom(seed * 7);
        const played: Round[] = [];
        let total = 0;
        let slowest = 0;
        let unproven = 0;
        let nodes = 0;
        for (let n = 1; n <= LARGE_ROUNDS; n++) {
          const start = performance.now();
          const pairing = pairMultiGameRound({
            settings,
            ...event,
            rounds: [...played],
            roundNumber: n,
          });
          const s = (performance.now() - start) / 1000;
          total += s;
          slowest = Math.max(slowest, s);
          if (pairing.search && !pairing.search.proven) unproven++;
          nodes += pairing.search?.nodes ?? 0;
          played.push(playMultiGameRound(pairing, results));
        }
        console.log(
          `${pad(players, 7)} ${pad(listed, 6)} ${pad(perRound, 9)} | ` +
            `${pad((total / LARGE_ROUNDS).toFixed(2), 7)} ${pad(slowest.toFixed(2), 6)} | ` +
            `${pad(`${unproven}/${LARGE_ROUNDS}`, 8)} ${pad((nodes / LARGE_ROUNDS).toFixed(1), 11)}`,
        );
      }
    }
  }
}

function main(): void {
  if (process.argv.includes('large')) {
    large();
    return;
  }
  const all = shapes();
  const totals = new Map<MultiGameMethod, Figures[]>(METHODS.map((m) => [m, []]));
  console.log(
    'event players games per-round n rounds | method     | all-top-n avg-rank short(missing) ' +
      'repeats ms/round max-ms',
  );
  all.forEach((shape, i) => {
    for (const method of METHODS) {
      const f = run(shape, method);
      totals.get(method)!.push(f);
      const head = `${pad(i + 1, 5)} ${pad(shape.players, 7)} ${pad(shape.games, 5)} ${pad(shape.perRound, 9)} ${pad(shape.preferred, 1)} ${pad(shape.rounds, 6)}`;
      const extra = f.unproven ? `  (${f.unproven} rounds at a search limit)` : '';
      console.log(`${head} | ${method.padEnd(10)} | ${line(f)}${extra}`);
    }
  });
  console.log('');
  for (const method of METHODS) {
    const fs = totals.get(method)!;
    const sum = (k: keyof Figures): number => fs.reduce((s, f) => s + f[k], 0);
    const rounds = sum('rounds');
    console.log(
      `${method.padEnd(10)}: all games in top n ${pct(sum('allTopN'), sum('players'))} of players; ` +
        `average rank ${(sum('rankSum') / sum('sides')).toFixed(3)}; ` +
        `short ${sum('shortRounds')} player-rounds (${sum('missing')} games, ` +
        `${pct(sum('missing'), sum('missing') + sum('sides'))} of seats); ` +
        `pairs repeated ${sum('repeats')}; boards ${sum('sides') / 2}; ` +
        `${(sum('ms') / rounds).toFixed(1)} ms/round mean, ${Math.max(...fs.map((f) => f.maxMs)).toFixed(0)} ms max` +
        (method === 'optimal'
          ? `; ${sum('unproven')} of ${rounds} rounds stopped at a search limit, ` +
            `${(sum('nodes') / rounds).toFixed(1)} nodes/round`
          : ''),
    );
  }
  const [a, b] = METHODS.map((m) => totals.get(m)!);
  const wins = (better: (x: Figures, y: Figures) => number): string => {
    let seed = 0;
    let opt = 0;
    a.forEach((x, i) => {
      const c = better(x, b[i]);
      if (c > 0) seed++;
      else if (c < 0) opt++;
    });
    return `seed order ${seed}, optimal ${opt}, ties ${a.length - seed - opt}`;
  };
  console.log('');
  console.log('events won (seed order / optimal / tie):');
  console.log(`  all games in top n: ${wins((x, y) => x.allTopN - y.allTopN)}`);
  console.log(
    `  average rank:       ${wins((x, y) => y.rankSum / Math.max(y.sides, 1) - x.rankSum / Math.max(x.sides, 1))}`,
  );
  console.log(`  games missed:       ${wins((x, y) => y.missing - x.missing)}`);
  console.log(`  pairs repeated:     ${wins((x, y) => y.repeats - x.repeats)}`);
  console.log('');
  large();
}

main();
