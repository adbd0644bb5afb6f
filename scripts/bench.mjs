// Pairing benchmark: round 4 of 6 on simulated fields (three rounds simulated first with a
// seeded strength model), sparse candidate graph against the complete graph.
// `npm run bench` runs it under tsx, which loads the engine's TypeScript directly. Each case
// runs in a child process started with --trace-gc, so that its memory is its own: peak heap is
// the largest heap V8 reports just before a collection during the timed runs (or at their end),
// peak RSS the process's maximum resident set (getrusage) once they are over.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { pairRound } from '../src/engine/pairing/index.ts';
import { playRound, simulatedField, simulateRounds } from '../src/engine/pairing/simulate.ts';

const CASES = [
  ...['McMahon', 'Swiss'].flatMap((system) =>
    [50, 200, 700, 2000].map((size) => ({ name: system, system, size })),
  ),
  // ~30 score groups and half points (a jigo in each of rounds 1–3): score unit 2.
  { name: 'McM+jigo', system: 'McMahon', size: 2000, jigo: true },
  // One Initial score 50 points above the top band (the compact score budget of stage 1).
  ...[700, 2000].map((size) => ({ name: 'McM+far', system: 'McMahon', size, far: 50 })),
  // Odd fields: the forced bye is weighed within the lowest score group (byeChoice.ts).
  ...['McMahon', 'Swiss'].flatMap((system) =>
    [701, 2001].map((size) => ({ name: `${system.slice(0, 3)} odd`, system, size })),
  ),
];
const RUNS = { 50: 15, 200: 9, 700: 5, 701: 5, 2000: 3, 2001: 3 };
const COMPLETE_RUNS = { 50: 5, 200: 3, 700: 1, 701: 1 };
const COMPLETE_LIMIT = 1000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
const pairSet = (round) =>
  round.games.map((g) => [g.white, g.black].sort((a, b) => a - b).join('-')).sort();

function measure(input, options, runs) {
  const times = [];
  let result = null;
  for (let k = 0; k < runs; k++) {
    const start = performance.now();
    result = pairRound(input, options);
    times.push(performance.now() - start);
  }
  return { ms: median(times), penalties: result.penalties, pairs: pairSet(result) };
}

function setup({ system, size, jigo, far }) {
  if (!jigo) {
    const field = simulatedField({
      players: size,
      seed: size,
      system,
      clubs: Math.ceil(size / 12),
    });
    if (far) {
      const top = Math.max(...field.players.map((p) => p.initialScore));
      field.players[5].initialScore = top + far;
    }
    return { field, rounds: simulateRounds(field, 3, size) };
  }
  const field = simulatedField({
    players: size,
    seed: 2003,
    clubs: 167,
    settings: { rounds: 6, floor: null, bar: 7 },
  });
  const rounds = [];
  for (let n = 1; n <= 3; n++) {
    const input = { ...field, rounds, roundNumber: n, constraints: [] };
    const played = playRound(pairRound(input), field.players, 5);
    played.games[0].result = { white: 0.5, black: 0.5, forfeit: false };
    rounds.push(played);
  }
  return { field, rounds };
}

/** Child: one case; prints BEGIN/END around the timed sparse runs, then one JSON line. */
function child(index) {
  const c = CASES[index];
  const { field, rounds } = setup(c);
  const input = { ...field, rounds, roundNumber: 4, constraints: [] };
  globalThis.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  console.log('BEGIN');
  const restricted = measure(input, {}, RUNS[c.size]);
  const heapEnd = process.memoryUsage().heapUsed;
  console.log('END');
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const complete =
    c.size <= COMPLETE_LIMIT
      ? measure(input, { candidateGraph: 'complete' }, COMPLETE_RUNS[c.size])
      : null;
  console.log(JSON.stringify({ restricted, complete, heapStart, heapEnd, peakRss }));
}

/** Largest heap in use V8 reported before a collection between BEGIN and END (MB). */
function peakHeapMb(stdout, heapEnd) {
  const lines = stdout.split('\n');
  const during = lines.slice(lines.indexOf('BEGIN'), lines.indexOf('END'));
  let peak = heapEnd / 2 ** 20;
  for (const line of during) {
    const m = /:\s+([\d.]+) \(([\d.]+)\) -> [\d.]+ \([\d.]+\) MB/.exec(line);
    if (m) peak = Math.max(peak, Number(m[1]));
  }
  return peak;
}

function main() {
  console.log('Round 4 of 6 after 3 simulated rounds; median of several runs per size.');
  console.log('Penalties: stage 1 (floaters) and stage 2 (score groups) have their own scales.');
  const header = [
    'system  ',
    'players',
    'runs',
    'sparse ms',
    'peak heap MB',
    'peak RSS MB',
    '   stage-1 penalty',
    'stage-2 penalty',
    'complete ms',
    ' ratio',
    'same penalties',
    'same pairs',
  ];
  console.log(header.join(' '));
  const script = fileURLToPath(import.meta.url);
  CASES.forEach((c, index) => {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, '--trace-gc', script, String(index)],
      { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
    );
    if (run.status !== 0) {
      console.log(`${c.name} ${c.size}: failed\n${run.stderr}`);
      process.exitCode = 1;
      return;
    }
    const line = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop();
    const { restricted, complete, heapEnd, peakRss } = JSON.parse(line);
    const samePenalties =
      complete &&
      complete.penalties.floaters === restricted.penalties.floaters &&
      complete.penalties.groups === restricted.penalties.groups;
    const samePairs = complete && complete.pairs.join() === restricted.pairs.join();
    const yesNo = (v) => (complete ? (v ? 'yes' : 'NO') : '-');
    const cells = [
      c.name.padEnd(8),
      String(c.size).padStart(7),
      String(RUNS[c.size]).padStart(4),
      restricted.ms.toFixed(1).padStart(9),
      peakHeapMb(run.stdout, heapEnd).toFixed(1).padStart(12),
      mb(peakRss).padStart(11),
      String(restricted.penalties.floaters).padStart(18),
      String(restricted.penalties.groups).padStart(15),
      (complete ? complete.ms.toFixed(0) : '-').padStart(11),
      (complete ? `${(complete.ms / restricted.ms).toFixed(1)}×` : '-').padStart(6),
      yesNo(samePenalties).padStart(14),
      yesNo(samePairs).padStart(10),
    ];
    console.log(cells.join(' '));
  });
}

const [index] = process.argv.slice(2);
if (index !== undefined) child(Number(index));
else main();
