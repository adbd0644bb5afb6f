// The events the README pictures show, built with the command line as a TD would, results typed
// into the workbook between commands (seeded, so every run builds the same events).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { GAMES, PREFERENCES, RESULTS } from '../../test/support/multiGameExample.ts';

const ROOT = join(import.meta.dirname, '..', '..');

function pairsheet(...args) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'pairsheet.mjs'), ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0)
    throw new Error(`pairsheet ${args.join(' ')} failed:\n${r.stderr}${r.stdout}`);
}

/** Opens `file`, lets `change` edit it, saves it: a TD typing in Excel. */
async function edit(file, change) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  await change(wb);
  await wb.xlsx.writeFile(file);
}

function setSettings(wb, values) {
  wb.getWorksheet('Settings').eachRow((row) => {
    const name = String(row.getCell(1).value);
    if (name in values) row.getCell(2).value = values[name];
  });
}

/** Writes `rows` (header first) under the matching headers of row 1 of `tab`. */
function fillTable(wb, tab, rows) {
  const ws = wb.getWorksheet(tab);
  const headers = ws.getRow(1).values;
  const [head, ...body] = rows;
  body.forEach((row, r) =>
    row.forEach((value, c) => {
      const column = headers.indexOf(head[c]);
      if (column < 1) throw new Error(`no column ${head[c]} on ${tab}`);
      if (value !== '') ws.getCell(r + 2, column).value = value;
    }),
  );
}

/** Types a result into every board of `Round n`: `result(white, black, board)`. */
function typeResults(wb, round, result) {
  const ws = wb.getWorksheet(`Round ${round}`);
  let top = 0;
  ws.eachRow((row, r) => {
    if (!top && row.getCell(1).value === 'Board') top = r;
  });
  const headers = ws.getRow(top).values;
  // A multi-game round names its players Player 1 and Player 2.
  const column = (...names) => Math.max(...names.map((h) => headers.indexOf(h)));
  const [white, black, res] = [
    column('White', 'Player 1'),
    column('Black', 'Player 2'),
    column('Result'),
  ];
  ws.eachRow((row, r) => {
    const board = row.getCell(1).value;
    if (r > top && typeof board === 'number') {
      row.getCell(res).value = result(row.getCell(white).value, row.getCell(black).value, board);
    }
  });
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The McMahon demo (npm start). */
export function mcMahonDemo(dir) {
  const file = join(dir, 'mcmahon-demo.xlsx');
  pairsheet('demo', file, '--yes');
  return file;
}

const ROUND_ROBIN = [
  ['Name', 'Rank'],
  ['Mei Tanaka', '3d'],
  ['Oskar Lind', '2d'],
  ['Priya Nair', '1d'],
  ['Tom Walsh', '1k'],
  ['Sara Klein', '2k'],
  ['Jun Park', '3k'],
  ['Lucia Romero', '4k'],
  ['Aaron Cole', '5k'],
  ['Nadia Petrova', '6k'],
  ['Felix Braun', '8k'],
];

/** A club's round robin evening: ten players seated, the plan taped to the tables. */
export async function roundRobin(dir) {
  const file = join(dir, 'round-robin.xlsx');
  pairsheet('init', file);
  await edit(file, (wb) => {
    setSettings(wb, {
      'Tournament name': 'Thursday Round Robin',
      'Pairing system': 'Round robin',
      Rounds: 9,
    });
    fillTable(wb, 'Players', ROUND_ROBIN);
  });
  pairsheet('seat', file);
  return file;
}

const CHESS = [
  ['Name', 'Rating', 'Club'],
  ['Elena Sokolova', 2284, 'Knight Riders'],
  ['Marcus Webb', 2211, 'Castle CC'],
  ['Ravi Iyer', 2165, 'Knight Riders'],
  ['Hannah Becker', 2102, 'Bishopsgate'],
  ['Tomasz Nowak', 2058, 'Castle CC'],
  ['Grace Okoro', 1996, 'Bishopsgate'],
  ['Luis Ortega', 1943, 'Knight Riders'],
  ['Ingrid Dahl', 1890, 'Castle CC'],
  ['Samuel Adeyemi', 1847, 'Bishopsgate'],
  ['Chloe Martin', 1802, 'Knight Riders'],
  ['Viktor Hale', 1755, 'Castle CC'],
  ['Aiko Mori', 1704, 'Bishopsgate'],
  ['Daniel Frost', 1651, 'Knight Riders'],
  ['Beatriz Lima', 1598, 'Castle CC'],
  ['Owen Price', 1540, 'Bishopsgate'],
  ['Lea Fischer', 1482, 'Knight Riders'],
  ['Karim Haddad', 1425, 'Castle CC'],
  ['Nora Quinn', 1360, 'Bishopsgate'],
];

export const CHESS_ROUNDS = 5;

/** A chess club's Swiss: 18 players with Elo ratings, five rounds, seeded results. */
export async function chessSwiss(dir) {
  const file = join(dir, 'chess-swiss.xlsx');
  const rating = new Map(CHESS.slice(1).map(([name, elo]) => [name, elo]));
  const random = seeded(2026);
  const result = (white, black) => {
    const expected = 1 / (1 + 10 ** ((rating.get(black) - rating.get(white)) / 400));
    const r = random();
    if (r < 0.25) return '½-½';
    return (r - 0.25) / 0.75 < expected ? '1-0' : '0-1';
  };
  pairsheet('init', file);
  await edit(file, (wb) => {
    setSettings(wb, {
      'Tournament name': 'Castle Chess Club Spring Swiss',
      'Pairing system': 'Swiss',
      'Board game': 'Chess',
      Rounds: CHESS_ROUNDS,
      'Avoid same club': 'No',
      Tiebreaks: 'Buchholz Cut-1, Buchholz, Direct encounter, Wins, ARO',
    });
    fillTable(wb, 'Players', CHESS);
  });
  for (let round = 1; round <= CHESS_ROUNDS; round++) {
    pairsheet('pair', file);
    await edit(file, (wb) => typeResults(wb, round, result));
  }
  pairsheet('standings', file);
  return file;
}

export const MULTI_GAME_ROUNDS = 2;

/** The README's multi-game example: eight players, eight games, the second round's sheet. */
export async function multiGame(dir) {
  const file = join(dir, 'multi-game.xlsx');
  pairsheet('init', file);
  await edit(file, (wb) => {
    setSettings(wb, {
      'Tournament name': 'Games Club Open Evening',
      'Pairing system': 'Multi-game',
      Rounds: 3,
    });
    fillTable(wb, 'Players', [['Name'], ...PREFERENCES.slice(1).map((row) => [row[0]])]);
  });
  pairsheet('init', file);
  await edit(file, (wb) => {
    fillTable(wb, 'Games', GAMES);
    fillTable(wb, 'Preferences', PREFERENCES);
  });
  for (let round = 1; round <= MULTI_GAME_ROUNDS; round++) {
    pairsheet('pair', file);
    await edit(file, (wb) =>
      typeResults(wb, round, (w, b, board) => RESULTS[(board + round) % RESULTS.length]),
    );
  }
  pairsheet('standings', file);
  return file;
}
