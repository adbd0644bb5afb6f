/**
 * bench:interop — reading and writing the other programs' files at club-to-congress sizes:
 * an event of P players and 7 rounds through OpenGotha XML, pairgoth .tour, the AGA file and
 * the EGF table, and a TDList the size of the AGA's (22,410 lines) with a look-up of every player.
 */
import {
  exportAgaResults,
  exportH9,
  exportOpenGotha,
  exportPairgoth,
  lookUpRatings,
  parseOpenGotha,
  parsePairgoth,
  parseTdList,
  type ImportedEvent,
} from '../src/interop';

function event(players: number, rounds: number): ImportedEvent {
  const e: ImportedEvent = {
    settings: {
      name: 'Bench Open',
      shortName: 'bench',
      location: 'Madison, WI',
      beginDate: '2025-04-05',
      endDate: '2025-04-07',
      rounds,
      system: 'McMahon',
      komi: 7.5,
      bar: 3,
      floor: -20,
      handicapCorrection: 1,
      basicMinutes: 60,
      tiebreaks: null,
    },
    players: Array.from({ length: players }, (_, i) => ({
      surname: `Player${i}`,
      firstName: `Émile ${i % 97}`,
      rank: -20 + (i % 28) || 1,
      rating: 1000 + (i % 1900),
      club: `C${i % 50}`,
      country: 'US',
      agaId: String(10000 + i),
      egfPin: String(10000000 + i),
      absent: i % 13 === 0 ? [rounds] : [],
      withdrawn: false,
    })),
    rounds: [],
    notCarried: [],
  };
  for (let r = 1; r <= rounds; r++) {
    const games = [];
    for (let b = 0; b + 1 < players; b += 2) {
      const shift = (r * 7) % players;
      const w = (b + shift) % players;
      const k = (b + 1 + shift) % players;
      games.push({
        board: games.length + 1,
        white: w,
        black: k,
        handicap: 0,
        komi: 7.5,
        result: { outcome: (b + r) % 3 ? 'white' : 'black', forfeit: false } as const,
      });
    }
    e.rounds.push({ number: r, games, byes: [] });
  }
  return e;
}

function time<T>(label: string, fn: () => T): T {
  const start = performance.now();
  const out = fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  return out;
}

for (const players of [200, 2000]) {
  const e = event(players, 7);
  console.log(`\n${players} players, 7 rounds`);
  const xml = time('export OpenGotha XML', () => exportOpenGotha(e));
  console.log(`${'  size'.padEnd(44)} ${(xml.length / 1024).toFixed(0).padStart(6)} KiB`);
  time('parse OpenGotha XML', () => parseOpenGotha(xml));
  const tour = time('export pairgoth .tour', () => exportPairgoth(e));
  time('parse pairgoth .tour', () => parsePairgoth(tour));
  time('export AGA results', () => exportAgaResults(e));
  time('export EGF .h9', () => exportH9(e));
}

const lines = Array.from(
  { length: 22410 },
  (_, i) =>
    `Name${i}, First${i % 300}\t${i + 1}\tFull\t${i % 2 ? `-${1 + (i % 30)}` : 1 + (i % 9)}.${i % 100}\t12/31/2026\tCHAP\tWI\t0.5\t4/6/2025`,
).join('\r\n');
console.log('\nTDList of 22,410 lines');
const list = time('parse TDList', () => parseTdList(lines));
const players = Array.from({ length: 2000 }, (_, i) => ({
  name: `Name${i * 11}, First${(i * 11) % 300}`,
  id: i % 2 ? String(i * 11 + 1) : '',
}));
time('look up 2,000 players (1,000 by name)', () => lookUpRatings(players, list));
