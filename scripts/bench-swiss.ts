/**
 * Swiss benchmark (`npm run bench:swiss`): the experiment of Kujansuu, Lindberg and Mäkinen
 * (1995, §3) replayed for both Swiss engines, the weighted-matching Swiss and Stable Swiss.
 *
 * Model: an Elo-rated club open. True strengths are drawn from a normal law (mean 1800, standard
 * deviation 250, kept within 1000–2700) and are the players' ratings, so the pairing sees the
 * true order. A game's expected score for White is the Elo expectancy of the rating difference
 * plus a White advantage of 35 points (SWISS_WHITE_EDGE sets another); draws take min(2E,
 * 2(1 − E), 0.36) of the probability (about 30 % of games), the rest goes to the winner so the
 * expectancy holds. A game's draw depends only on the seed, the round and the two players, so
 * the same pair in the same round gets the same result under both engines; round 1 is paired
 * once (by the weighted Swiss) and played the same in both.
 *
 * Measures (rounds 2–5, as in the paper): Σsd and max sd (score differences of the pairs, in
 * points, scores before the round), pairs across score groups, Σ|cd| after rounds 2 and 4 (the
 * paper's Σcd), the share of rounds with max sd > 1, and Kendall's τ-b between the final
 * standings (the engine's own standings order) and the true strength order. The long open (100
 * players × 9 rounds) adds players who had one colour three times running at some point, and
 * top-3 displacement: Σ over the three strongest players of max(0, final place − 3).
 *
 * The long open also runs 'Dutch reference' (scripts/dutch): the FIDE Dutch rules as this bench
 * implements them, on the same players and results model, so that the Swiss can be set against
 * a Dutch pairing on the very same events (paired differences) rather than only against the
 * Dutch figures measured on 20 events of another harness. It pairs its own round 1 (top half
 * against bottom half), with Black drawn for the top player as the weighted Swiss gives it.
 */
import { performance } from 'node:perf_hooks';
import { minWeightPerfectMatching } from '../src/engine/matching';
import { pairRound } from '../src/engine/pairing';
import { defaultSettings } from '../src/engine/pairing/simulate';
import { seededRandom } from '../src/engine/random';
import { computeStandings, DEFAULT_TIEBREAKS } from '../src/engine/results';
import { pairStableSwissRound } from '../src/engine/stableSwiss';
import { fallbacks, pairDutchRound } from './dutch';
import type { Game, PairingSystem, Player, Round, Settings } from '../src/engine/types';

/**
 * 'Swiss, no colour tier': the weighted matching in the AGA order (McMahon, one band), for
 * comparison. 'Stable, first': Stable Swiss keeping the first stable pairing its lists give, as
 * the paper does, to show what choosing the best of them gains.
 */
type Engine =
  'Swiss' | 'Stable Swiss' | 'Stable, first' | 'Swiss, no colour tier' | 'Dutch reference';
const ENGINES = ['Swiss', 'Stable Swiss', 'Stable, first'] as const;

// Kujansuu et al., Tables 3–5: rows 16, 18, …, 30 players, columns rounds 2–5 (Σsd) or 2 and 4 (Σcd).
const SIZES = [16, 18, 20, 22, 24, 26, 28, 30];
const PAPER_STABLE_SD = [
  [1, 2, 1, 3],
  [1, 1, 3, 3],
  [0, 1, 1, 3],
  [1, 0, 1, 2],
  [1, 1, 1, 4],
  [1, 0, 4, 4],
  [0, 2, 3, 2],
  [1, 2, 2, 3],
]; // Table 3
const PAPER_PROTOS_SD = [
  [1, 1, 1, 3],
  [1, 0, 3, 2],
  [0, 1, 1, 4],
  [1, 2, 2, 3],
  [1, 2, 2, 3],
  [0, 1, 2, 2],
  [0, 2, 2, 2],
  [1, 1, 2, 2],
]; // Table 4
const PAPER_STABLE_CD = [
  [0, 8],
  [4, 4],
  [4, 4],
  [0, 4],
  [8, 4],
  [4, 8],
  [4, 8],
  [12, 8],
]; // Table 5 (Table 6, Protos, repeats it in the source; the prose gives Protos 5.75 on average)
const PAPER_PROSE_CD = { stable: 5.25, protos: 5.75 };
// The long open, as measured for a FIDE Dutch engine: avg Σsd, avg Σ|cd| over the even rounds,
// players with one colour three times running (in 20 events), τ, top-3 displacement.
const DUTCH = { sd: 2.27, cd: 12.55, threeRunning: 1, tau: 0.8, top3: 4.7 };
// The same harness's figures for the Swiss without the colour tier (issue 8: "today's Swiss").
const ISSUE_BASELINE = { sd: 2.22, cd: 52.35, threeRunning: 291, tau: 0.8, top3: 6.5 };

/** A whole number from the environment, or the default; anything else stops the bench with a message. */
function envNumber(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name}=${text}: give a whole number of at least ${min}.`);
  }
  return value;
}

// The issue asks for at least 30 seeds per size and 20 for the long open. The share of rounds
// with max sd > 1 (about 1 %), top-3 displacement and runs of three vary so much between
// events that those counts cannot tell the engines, or a figure from its target, apart: 30
// seeds put the Swiss at 0.8 % of rounds with max sd > 1, 240 seeds at 1.1 %.
const SEEDS = envNumber('SWISS_SEEDS', 100, 1);
const LONG_SEEDS = envNumber('SWISS_LONG_SEEDS', 400, 0);
/**
 * The long open's first seed. SWISS_LONG_FIRST_SEED=5400 with SWISS_LONG_SEEDS=800 runs the 800
 * events after the default 400, which the README quotes for top-3 displacement.
 */
const LONG_FIRST_SEED = envNumber('SWISS_LONG_FIRST_SEED', 5000, 0);
/** The long open's engines; SWISS_LONG_ENGINES (names separated by ';') runs fewer while exploring. */
const LONG_ENGINES = (
  ['Swiss', 'Stable Swiss', 'Stable, first', 'Swiss, no colour tier', 'Dutch reference'] as const
).filter(
  (e) => !process.env.SWISS_LONG_ENGINES || process.env.SWISS_LONG_ENGINES.split(';').includes(e),
);

function settingsFor(engine: Engine, rounds: number): Settings {
  return defaultSettings({
    tournamentName: 'Bench',
    pairingSystem: (engine === 'Swiss, no colour tier'
      ? 'McMahon'
      : engine === 'Stable, first'
        ? 'Stable Swiss'
        : engine) as PairingSystem,
    rounds,
    bar: null,
    floor: null,
  });
}

function clubOpen(n: number, seed: number): Player[] {
  const random = seededRandom(seed * 104729 + n);
  return Array.from({ length: n }, (_, id) => {
    const u = Math.max(1e-12, random.next());
    const gauss = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
    const rating = Math.round(Math.max(1000, Math.min(2700, 1800 + 250 * gauss)));
    return {
      id,
      name: `P${id + 1}`,
      rank: null,
      rating,
      club: '',
      city: '',
      state: '',
      country: '',
      family: '',
      band: '',
      initialScore: 0,
      byes: [],
      byeVolunteer: false,
      status: 'active' as const,
    };
  });
}

function mix(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
  return h;
}

/**
 * White's edge in rating points. A Dutch pairing's colour figures depend on it (the more often
 * White wins, the more of a score group is due the same colour next round), the Swiss without
 * the colour tier's hardly at all; SWISS_WHITE_EDGE=0 shows it.
 */
const WHITE_EDGE = envNumber('SWISS_WHITE_EDGE', 35, -400);

/** White's expected score: the Elo expectancy of the rating difference plus White's edge. */
function whiteExpectancy(white: Player, black: Player): number {
  return 1 / (1 + 10 ** (-(white.rating! + WHITE_EDGE - black.rating!) / 400));
}

function play(
  games: ReadonlyArray<{ board: number; white: number; black: number }>,
  players: Player[],
  seed: number,
  number: number,
): Game[] {
  return games.map((g) => {
    const random = seededRandom(mix(seed, number, g.white, g.black));
    const e = whiteExpectancy(players[g.white], players[g.black]);
    const draw = Math.min(2 * e, 2 * (1 - e), 0.36);
    const x = random.next();
    const white = x < e - draw / 2 ? 1 : x < e + draw / 2 ? 0.5 : 0;
    return {
      board: g.board,
      white: g.white,
      black: g.black,
      handicap: 0,
      komi: 0,
      result: { white, black: 1 - white, forfeit: false },
    };
  });
}

function pairWith(
  engine: Engine,
  settings: Settings,
  players: Player[],
  rounds: Round[],
  n: number,
) {
  // The colour drawn for round 1 is Black: the colours the weighted Swiss gives round 1.
  if (engine === 'Dutch reference') return pairDutchRound(players, rounds, 'b');
  const input = { settings, players, rounds, roundNumber: n, constraints: [] };
  if (engine === 'Swiss' || engine === 'Swiss, no colour tier')
    return pairRound(input, process.env.SWISS_COMPLETE ? { candidateGraph: 'complete' } : {});
  const weights = { c: settings.stableC, s: settings.stableS };
  return pairStableSwissRound(input, weights, engine === 'Stable, first' ? 'first' : 'best');
}

interface RoundStats {
  sumSd: number;
  maxSd: number;
  across: number;
  /** Σ|cd| after the round. */
  sumCd: number;
  /** max sd > 1 although some pairing of unmet opponents kept every pair within 1 point. */
  avoidableOver1: boolean;
  /** Stable Swiss: paired within the score groups, wider, or by the weighted fallback. */
  stable: 'groups' | 'widened' | 'fallback' | null;
}

interface EventStats {
  rounds: RoundStats[];
  tau: number;
  threeRunning: number;
  top3: number;
  /** The three strongest players' expected score from the games they were paired in. */
  top3Expected: number;
  pairMs: number[];
}

function runEvent(engine: Engine, n: number, roundCount: number, seed: number): EventStats {
  const players = clubOpen(n, seed);
  const rounds: Round[] = [];
  const score = new Array<number>(n).fill(0);
  const cd = new Array<number>(n).fill(0);
  const colours: string[][] = players.map(() => []);
  const stats: RoundStats[] = [];
  const pairMs: number[] = [];
  for (let number = 1; number <= roundCount; number++) {
    // Round 1 the same for every engine but the Dutch reference: the weighted Swiss pairs it.
    // The Dutch reference pairs its own round 1 (top half against bottom half), as a Dutch
    // program would.
    const pairer: Engine = number === 1 && engine !== 'Dutch reference' ? 'Swiss' : engine;
    const t0 = performance.now();
    const paired = pairWith(pairer, settingsFor(pairer, roundCount), players, rounds, number);
    pairMs.push(performance.now() - t0);
    const games = play(paired.games, players, seed, number);
    let sumSd = 0;
    let maxSd = 0;
    let across = 0;
    for (const g of games) {
      const sd = Math.abs(score[g.white] - score[g.black]);
      sumSd += sd;
      maxSd = Math.max(maxSd, sd);
      if (sd > 0) across++;
    }
    // Scores and games before the round.
    const avoidableOver1 = maxSd > 1 && pairableWithin(1, score, rounds);
    for (const g of games) {
      score[g.white] += g.result!.white;
      score[g.black] += g.result!.black;
      cd[g.white]++;
      cd[g.black]--;
      colours[g.white].push('w');
      colours[g.black].push('b');
    }
    for (const b of paired.byes) {
      if (b.kind === 'forced') score[b.player] += 1;
      colours[b.player].push('-');
    }
    stats.push({
      sumSd,
      maxSd,
      across,
      sumCd: cd.reduce((s, x) => s + Math.abs(x), 0),
      avoidableOver1,
      stable: !('level' in paired)
        ? null
        : paired.level === null
          ? 'fallback'
          : paired.level.ms > 0 || paired.level.everyone
            ? 'widened'
            : 'groups',
    });
    rounds.push({
      number,
      games,
      byes: paired.byes.map((b) => ({ player: b.player, kind: b.kind })),
    });
  }
  const standings = computeStandings({
    players,
    rounds,
    tiebreaks: DEFAULT_TIEBREAKS,

    seed: 7,
  });
  const place = new Array<number>(n);
  standings.forEach((s, k) => (place[s.player] = k + 1));
  const byStrength = players
    .map((p) => p.id)
    .sort((a, b) => players[b].rating! - players[a].rating!);
  const top3 = byStrength.slice(0, 3).reduce((s, id) => s + Math.max(0, place[id] - 3), 0);
  const top3Expected = rounds
    .flatMap((r) => r.games)
    .reduce((s, g) => {
      const e = whiteExpectancy(players[g.white], players[g.black]);
      const white = byStrength.indexOf(g.white) < 3 ? e : 0;
      const black = byStrength.indexOf(g.black) < 3 ? 1 - e : 0;
      return s + white + black;
    }, 0);
  const threeRunning = colours.filter((c) => /www|bbb/.test(c.join(''))).length;
  return {
    rounds: stats,
    tau: kendallTau(
      players.map((p) => p.rating!),
      players.map((p) => -place[p.id]),
    ),
    threeRunning,
    top3,
    top3Expected,
    pairMs,
  };
}

/**
 * Whether every player could meet an opponent not met before, each pair within `limit` points
 * (a perfect matching on those pairs): if not, a max sd above the limit was forced.
 */
function pairableWithin(limit: number, score: readonly number[], rounds: readonly Round[]) {
  const met = new Set<string>();
  for (const r of rounds) for (const g of r.games) met.add(`${g.white},${g.black}`);
  const edges: Array<[number, number, number]> = [];
  for (let i = 0; i < score.length; i++) {
    for (let j = i + 1; j < score.length; j++) {
      const unmet = !met.has(`${i},${j}`) && !met.has(`${j},${i}`);
      if (unmet && Math.abs(score[i] - score[j]) <= limit) edges.push([i, j, 0]);
    }
  }
  return minWeightPerfectMatching(score.length, edges) !== null;
}

/** Kendall's τ-b of two score lists (higher is better in both). */
function kendallTau(x: readonly number[], y: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  let tiesX = 0;
  let tiesY = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      const a = Math.sign(x[i] - x[j]);
      const b = Math.sign(y[i] - y[j]);
      if (a === 0 && b === 0) continue;
      if (a === 0) tiesX++;
      else if (b === 0) tiesY++;
      else if (a === b) concordant++;
      else discordant++;
    }
  }
  const n0 = concordant + discordant;
  return (concordant - discordant) / Math.sqrt((n0 + tiesX) * (n0 + tiesY));
}

const mean = (xs: readonly number[]): number =>
  xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const f2 = (x: number): string => x.toFixed(2);
const pad = (s: string | number, w: number): string => String(s).padStart(w);

interface PaperSummary {
  sd: number[];
  maxSd: number[];
  across: number[];
  cd: number[];
  over1: number;
  avoidable: number;
  /** Stable Swiss rounds paired beyond the own score group, and by the weighted fallback. */
  widened: number;
  fallback: number;
  rounds: number;
  tau: number[];
}

function paperExperiment(): void {
  console.log(
    `\nKujansuu et al. §3: 16–30 players × 5 rounds, ${SEEDS} seeds per size (rounds 2–5; paper figures are single events)`,
  );
  const summary = Object.fromEntries(
    ENGINES.map((engine) => [
      engine,
      {
        sd: [] as number[],
        maxSd: [] as number[],
        across: [] as number[],
        cd: [] as number[],
        over1: 0,
        avoidable: 0,
        widened: 0,
        fallback: 0,
        rounds: 0,
        tau: [] as number[],
      },
    ]),
  ) as Record<(typeof ENGINES)[number], PaperSummary>;
  console.log(
    '  n  engine        Σsd r2    r3    r4    r5   avg | paper St/Pr | max sd avg | across avg | Σ|cd| r2    r4 | paper St  | τ',
  );
  SIZES.forEach((n, row) => {
    for (const engine of ENGINES) {
      const events = Array.from({ length: SEEDS }, (_, s) => runEvent(engine, n, 5, 1000 + s));
      const s = summary[engine];
      const perRound = [1, 2, 3, 4].map((r) => mean(events.map((e) => e.rounds[r].sumSd)));
      const cdAt = [1, 3].map((r) => mean(events.map((e) => e.rounds[r].sumCd)));
      for (const e of events) {
        for (const r of [1, 2, 3, 4]) {
          s.sd.push(e.rounds[r].sumSd);
          s.maxSd.push(e.rounds[r].maxSd);
          s.across.push(e.rounds[r].across);
          s.rounds++;
          if (e.rounds[r].maxSd > 1) s.over1++;
          if (e.rounds[r].avoidableOver1) s.avoidable++;
          if (e.rounds[r].stable === 'widened') s.widened++;
          if (e.rounds[r].stable === 'fallback') s.fallback++;
        }
        s.cd.push(e.rounds[1].sumCd, e.rounds[3].sumCd);
        s.tau.push(e.tau);
      }
      const maxSd = mean(events.flatMap((e) => e.rounds.slice(1).map((r) => r.maxSd)));
      const across = mean(events.flatMap((e) => e.rounds.slice(1).map((r) => r.across)));
      console.log(
        `  ${pad(n, 2)} ${engine.padEnd(13)} ${perRound.map((x) => pad(f2(x), 5)).join(' ')} ${pad(f2(mean(perRound)), 5)} | ` +
          `${pad(f2(mean(PAPER_STABLE_SD[row])), 4)} ${pad(f2(mean(PAPER_PROTOS_SD[row])), 4)} | ${pad(f2(maxSd), 10)} | ${pad(f2(across), 10)} | ` +
          `${cdAt.map((x) => pad(f2(x), 5)).join(' ')} | ${pad(PAPER_STABLE_CD[row].join(' / '), 9)} | ${f2(mean(events.map((e) => e.tau)))}`,
      );
    }
  });
  const paperSd = (t: number[][]): number => mean(t.flat());
  console.log('\n  Averages over rounds 2–5 (Σ|cd| over rounds 2 and 4)');
  console.log(
    '  engine        avg Σsd  avg max sd  avg across  avg Σ|cd|  max sd>1  (avoidable)   τ      widened  fallback',
  );
  const share = (k: number, of: number): string => ((100 * k) / of).toFixed(1) + '%';
  for (const engine of ENGINES) {
    const s = summary[engine];
    const stableOnly =
      engine === 'Swiss'
        ? ''
        : `${pad(share(s.widened, s.rounds), 8)} ${pad(share(s.fallback, s.rounds), 9)}`;
    console.log(
      `  ${engine.padEnd(13)} ${pad(f2(mean(s.sd)), 7)} ${pad(f2(mean(s.maxSd)), 11)} ${pad(f2(mean(s.across)), 11)} ${pad(f2(mean(s.cd)), 10)} ${pad(share(s.over1, s.rounds), 9)} ${pad(share(s.avoidable, s.rounds), 12)} ${pad(f2(mean(s.tau)), 5)}  ${stableOnly}`,
    );
  }
  console.log(
    `  paper Stable  ${pad(f2(paperSd(PAPER_STABLE_SD)), 7)} (Table 3)                          ${pad(f2(mean(PAPER_STABLE_CD.flat())), 10)} (Table 5; prose ${PAPER_PROSE_CD.stable})`,
  );
  console.log(
    `  paper Protos  ${pad(f2(paperSd(PAPER_PROTOS_SD)), 7)} (Table 4)                          ${pad(f2(PAPER_PROSE_CD.protos), 10)} (prose; Table 6 repeats Table 5)`,
  );
  const swiss = summary.Swiss;
  const stable = summary['Stable Swiss'];
  const stablePaper = paperSd(PAPER_STABLE_SD);
  console.log(
    `  targets: Swiss avg Σsd ≤ 1.4: ${mean(swiss.sd) <= 1.4 ? 'met' : 'missed'}; avg Σ|cd| ≤ 4.0: ${mean(swiss.cd) <= 4 ? 'met' : 'missed'}; ` +
      `max sd ≤ 1 in ≥ 99% of rounds: ${swiss.over1 / swiss.rounds <= 0.01 ? 'met' : 'missed'}` +
      ` (in every round where some pairing allowed it: ${swiss.avoidable === 0 ? 'yes' : `no, ${swiss.avoidable} round${swiss.avoidable === 1 ? '' : 's'}`}); ` +
      `Stable Σsd within ±0.3 of ${f2(stablePaper)}: ${Math.abs(mean(stable.sd) - stablePaper) <= 0.3 ? 'met' : 'missed'}`,
  );
}

/** Mean and standard error of the mean. */
function meanSe(xs: readonly number[]): { mean: number; se: number } {
  const m = mean(xs);
  const variance = xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length - 1);
  return { mean: m, se: Math.sqrt(variance / Math.max(1, xs.length)) };
}

/** One event's long-open figures, in the order of LONG_MEASURES. */
function longFigures(e: EventStats): number[] {
  return [
    mean(e.rounds.slice(1).map((r) => r.sumSd)),
    mean([1, 3, 5, 7].map((r) => e.rounds[r].sumCd)),
    20 * e.threeRunning, // the reference counts players in 20 events
    e.tau,
    e.top3,
  ];
}

const LONG_MEASURES = [
  { name: 'avg Σsd', key: 'sd', lowerIsBetter: true, digits: 2, viaBaseline: true },
  { name: 'avg Σ|cd|', key: 'cd', lowerIsBetter: true, digits: 2, viaBaseline: false },
  {
    name: '3× running /20 events',
    key: 'threeRunning',
    lowerIsBetter: true,
    digits: 1,
    viaBaseline: false,
  },
  { name: 'τ', key: 'tau', lowerIsBetter: false, digits: 3, viaBaseline: true },
  { name: 'top-3 displacement', key: 'top3', lowerIsBetter: true, digits: 2, viaBaseline: true },
] as const;

function longOpen(): void {
  const n = 100;
  const roundCount = 9;
  console.log(
    `\nLong open: ${n} players × ${roundCount} rounds, ${LONG_SEEDS} seeds from ${LONG_FIRST_SEED}`,
  );
  console.log(
    '  engine                 Σsd per round r2…r9                            avg   Σ|cd| r2 r4 r6 r8           avg  3× run/20 ev   τ   top-3',
  );
  const figures = new Map<string, number[][]>();
  const spread: string[] = [];
  for (const engine of LONG_ENGINES) {
    const events = Array.from({ length: LONG_SEEDS }, (_, s) =>
      runEvent(engine, n, roundCount, LONG_FIRST_SEED + s),
    );
    const perEvent = events.map(longFigures);
    figures.set(engine, perEvent);
    const sd = Array.from({ length: roundCount - 1 }, (_, k) =>
      mean(events.map((e) => e.rounds[k + 1].sumSd)),
    );
    const cd = [1, 3, 5, 7].map((r) => mean(events.map((e) => e.rounds[r].sumCd)));
    const [three, tau, top3] = [2, 3, 4].map((k) => mean(perEvent.map((f) => f[k])));
    console.log(
      `  ${engine.padEnd(21)} ${sd.map((x) => pad(f2(x), 5)).join(' ')} ${pad(f2(mean(sd)), 5)}   ${cd.map((x) => pad(f2(x), 5)).join(' ')} ${pad(f2(mean(cd)), 6)} ${pad(three.toFixed(1), 12)} ${pad(f2(tau), 5)} ${pad(f2(top3), 6)}`,
    );
    spread.push(topThreeSpread(engine, events, roundCount));
  }
  console.log(
    `  Dutch engine, 20 ev.  ${' '.repeat(47)} ${pad(f2(DUTCH.sd), 5)}   ${' '.repeat(23)} ${pad(f2(DUTCH.cd), 6)} ${pad(DUTCH.threeRunning.toFixed(1), 12)} ${pad(f2(DUTCH.tau), 5)} ${pad(f2(DUTCH.top3), 6)}`,
  );
  console.log(
    `\n  Top-3 displacement: the three strongest players' expected score from the opponents they were paired` +
      `\n  with (what the pairing decides), and the displacement over blocks of ${BLOCK} events (the reference's count)`,
  );
  for (const line of spread) console.log(line);
  const swiss = figures.get('Swiss');
  const baseline = figures.get('Swiss, no colour tier');
  const reference = figures.get('Dutch reference');
  if (swiss && baseline) compareWithDutch(swiss, baseline);
  if (swiss && reference) compareWithReference(swiss, reference);
  if (reference)
    console.log(
      `  Dutch reference rounds paired by its fallback matching (its bracket search found nothing): ${fallbacks.rounds}`,
    );
}

/**
 * The Swiss beside the Dutch reference on the same events: each measure's mean ± standard
 * error for both, and the paired difference per event.
 */
function compareWithReference(swiss: number[][], reference: number[][]): void {
  console.log(
    `\n  Dutch reference: the FIDE Dutch rules as this bench implements them (scripts/dutch), on the same` +
      `\n  ${swiss.length} events (players and results model); paired difference = Swiss − Dutch reference per event`,
  );
  console.log(
    '  measure                 Swiss here    Dutch ref. here   Swiss − Dutch ref.   Dutch (other harness, 20 events)',
  );
  for (const [k, m] of LONG_MEASURES.entries()) {
    const show = (x: { mean: number; se: number }) =>
      `${x.mean.toFixed(m.digits)} ± ${x.se.toFixed(m.digits)}`;
    const here = meanSe(swiss.map((f) => f[k]));
    const ref = meanSe(reference.map((f) => f[k]));
    const diff = meanSe(swiss.map((f, e) => f[k] - reference[e][k]));
    console.log(
      `  ${m.name.padEnd(22)} ${show(here).padStart(13)} ${show(ref).padStart(17)} ${show(diff).padStart(20)}   ${pad(DUTCH[m.key].toFixed(m.digits), 8)}`,
    );
  }
}

/** Events per block in topThreeSpread: as many as the Dutch reference was measured on. */
const BLOCK = 20;

/**
 * One engine's line on top-3 displacement. The three strongest players' expected score from
 * their pairings differs by hundredths of a point between the two weighted Swiss engines,
 * while their results move the displacement by several places from one block of 20 events
 * to the next.
 */
function topThreeSpread(engine: Engine, events: readonly EventStats[], rounds: number): string {
  const expected = meanSe(events.map((e) => e.top3Expected));
  const line = `  ${engine.padEnd(21)} expected score of the top 3: ${f2(expected.mean)} ± ${f2(expected.se)} of ${3 * rounds}`;
  const blocks: number[] = [];
  for (let k = 0; k + BLOCK <= events.length; k += BLOCK) {
    blocks.push(mean(events.slice(k, k + BLOCK).map((e) => e.top3)));
  }
  if (blocks.length === 0) return line;
  const atOrBelow = blocks.filter((b) => Number(b.toFixed(2)) <= DUTCH.top3).length;
  return (
    `${line}; blocks of ${BLOCK}: ${f2(Math.min(...blocks))} to ${f2(Math.max(...blocks))},` +
    ` ${atOrBelow} of ${blocks.length} at or below the Dutch ${f2(DUTCH.top3)}`
  );
}

/**
 * The Dutch figures come from another harness, in which the Swiss without the colour tier got
 * ISSUE_BASELINE. This model reproduces that baseline's colour figures (Σ|cd|, runs of three)
 * closely but not its Σsd, τ and top-3 displacement, which depend on the results model (τ
 * mostly on the spread of ratings, and it is the same for every engine here). So those three
 * are compared through the baseline: the issue's baseline figure plus the Swiss's difference
 * from the baseline on the same events here (± its standard error); the colour figures are
 * compared directly.
 */
function compareWithDutch(swiss: number[][], baseline: number[][]): void {
  console.log(
    `\n  Against the Dutch reference (mean ± standard error over ${swiss.length} events; "via baseline" = the issue's` +
      `\n  figure for the Swiss without the colour tier + the Swiss's paired difference from that baseline here)`,
  );
  console.log(
    '  measure                 Swiss here        baseline here   baseline (issue)   Swiss, compared     Dutch    verdict',
  );
  for (const [k, m] of LONG_MEASURES.entries()) {
    const here = meanSe(swiss.map((f) => f[k]));
    const base = meanSe(baseline.map((f) => f[k]));
    const diff = meanSe(swiss.map((f, e) => f[k] - baseline[e][k]));
    const compared = m.viaBaseline
      ? { mean: ISSUE_BASELINE[m.key] + diff.mean, se: diff.se }
      : here;
    const dutch = DUTCH[m.key];
    const met = m.lowerIsBetter
      ? Number(compared.mean.toFixed(m.digits)) <= dutch
      : Number(compared.mean.toFixed(m.digits)) >= dutch;
    const show = (x: { mean: number; se: number }) =>
      `${x.mean.toFixed(m.digits)} ± ${x.se.toFixed(m.digits)}`;
    console.log(
      `  ${m.name.padEnd(22)} ${show(here).padStart(14)} ${show(base).padStart(16)} ${pad(ISSUE_BASELINE[m.key].toFixed(m.digits), 18)} ${show(compared).padStart(16)} ${m.viaBaseline ? '(via)' : '     '} ${pad(dutch.toFixed(m.digits), 6)}    ${met ? 'met' : 'missed'}`,
    );
  }
}

function timing(): void {
  console.log('\nTime to pair a round (ms): rounds 2–5, mean and slowest');
  for (const [n, seeds] of [
    [200, 3],
    [2000, 1],
  ] as const) {
    for (const engine of [...ENGINES, 'Swiss, no colour tier' as const]) {
      const times = Array.from({ length: seeds }, (_, s) =>
        runEvent(engine, n, 5, 9000 + s).pairMs.slice(1),
      ).flat();
      console.log(
        `  ${pad(n, 5)} players  ${engine.padEnd(21)} ${pad(mean(times).toFixed(0), 7)} ${pad(Math.max(...times).toFixed(0), 7)}`,
      );
    }
  }
}

const parts = (process.env.SWISS_PARTS ?? 'paper,long,timing').split(',');
if (parts.includes('paper')) paperExperiment();
if (parts.includes('long')) longOpen();
if (parts.includes('timing')) timing();
