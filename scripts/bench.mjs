// Pairing benchmark: round 4 of 6 on simulated fields (three rounds simulated first with a
// seeded strength model), sparse candidate graph against the complete graph.
// `npm run bench` runs it under tsx, which loads the engine's TypeScript directly. Each field
// size runs in a child process so that its peak memory is its own.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { pairRound } from '../src/engine/pairing/index.ts';
import { simulatedField, simulateRounds } from '../src/engine/pairing/simulate.ts';

const SIZES = [50, 200, 700, 2000];
const SYSTEMS = ['McMahon', 'Swiss'];
const RUNS = { 50: 15, 200: 9, 700: 5, 2000: 3 };
const COMPLETE_RUNS = { 50: 5, 200: 3, 700: 1 };
const COMPLETE_LIMIT = 1000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);

function measure(input, options, runs) {
  const times = [];
  let heap = 0;
  let result = null;
  for (let k = 0; k < runs; k++) {
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const start = performance.now();
    result = pairRound(input, options);
    times.push(performance.now() - start);
    heap = Math.max(heap, process.memoryUsage().heapUsed - before);
  }
  return { ms: median(times), heap, penalty: result.totalPenalty };
}

/** Child: one system and size; prints one JSON line. */
function child(system, size) {
  const field = simulatedField({ players: size, seed: size, system, clubs: Math.ceil(size / 12) });
  const rounds = simulateRounds(field, 3, size);
  const input = {
    settings: field.settings,
    players: field.players,
    rounds,
    roundNumber: 4,
    constraints: [],
  };
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const restricted = measure(input, {}, RUNS[size]);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const complete =
    size <= COMPLETE_LIMIT
      ? measure(input, { candidateGraph: 'complete' }, COMPLETE_RUNS[size])
      : null;
  console.log(JSON.stringify({ restricted, complete, rssBefore, peakRss }));
}

function main() {
  console.log('Round 4 of 6 after 3 simulated rounds; median of several runs per size.');
  console.log(
    'system  players  runs  sparse ms  heap Δ MB  RSS → peak, MB        total penalty  complete ms   ratio  same penalty',
  );
  const script = fileURLToPath(import.meta.url);
  for (const system of SYSTEMS) {
    for (const size of SIZES) {
      const run = spawnSync(process.execPath, [...process.execArgv, script, system, String(size)], {
        encoding: 'utf8',
      });
      if (run.status !== 0) {
        console.log(`${system} ${size}: failed\n${run.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const line = run.stdout.trim().split('\n').pop();
      const { restricted, complete, rssBefore, peakRss } = JSON.parse(line);
      const cells = [
        system.padEnd(7),
        String(size).padStart(7),
        String(RUNS[size]).padStart(5),
        restricted.ms.toFixed(1).padStart(10),
        mb(restricted.heap).padStart(10),
        `${mb(rssBefore)} → ${mb(peakRss)}`.padStart(15),
        String(restricted.penalty).padStart(20),
        (complete ? complete.ms.toFixed(0) : '-').padStart(12),
        (complete ? `${(complete.ms / restricted.ms).toFixed(1)}×` : '-').padStart(7),
        (complete ? (complete.penalty === restricted.penalty ? 'yes' : 'NO') : '-').padStart(13),
      ];
      console.log(cells.join(' '));
    }
  }
}

const [system, size] = process.argv.slice(2);
if (system) child(system, Number(size));
else main();
