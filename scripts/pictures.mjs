// npm run pictures: the printed pages the README shows, rendered from events built with the
// command line. Needs LibreOffice (soffice) and poppler-utils (pdftoppm, pdftotext).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHESS_ROUNDS,
  MULTI_GAME_ROUNDS,
  chessSwiss,
  mcMahonDemo,
  multiGame,
  roundRobin,
} from './pictures/events.mjs';
import { fixWrittenTime, missingTools, pageOf, pageToPng, printToPdf } from './pictures/render.mjs';

const USAGE =
  'Usage: npm run pictures\n' +
  'Writes the README pictures docs/*.png: builds the events with the command line, prints\n' +
  'them with LibreOffice (soffice) and turns pages into PNGs with pdftoppm (poppler-utils).';

if (process.argv.slice(2).some((a) => a === '-h' || a === '--help')) {
  console.log(USAGE);
  process.exit(0);
}
const missing = missingTools();
if (missing.length) {
  console.error(`pictures: not installed: ${missing.join(', ')}.\n\n${USAGE}`);
  process.exit(1);
}

/** Each event, and the pictures of it: the tab printed and the PNG written. */
const EVENTS = [
  [
    mcMahonDemo,
    [
      ['Round 5', 'print-round.png'],
      ['Standings', 'print-standings.png'],
      ['Slips', 'print-slips.png'],
    ],
  ],
  [roundRobin, [['Seats', 'print-seats.png']]],
  [
    chessSwiss,
    [
      [`Round ${CHESS_ROUNDS}`, 'print-chess-round.png'],
      ['Standings', 'print-chess-standings.png'],
    ],
  ],
  [multiGame, [[`Round ${MULTI_GAME_ROUNDS}`, 'print-multi-game-round.png']]],
];

const docs = join(import.meta.dirname, '..', 'docs');
const dir = mkdtempSync(join(tmpdir(), 'pairsheet-pictures-'));
try {
  for (const [build, pictures] of EVENTS) {
    const file = await build(dir);
    await fixWrittenTime(file);
    const pdf = printToPdf(dir, file);
    for (const [tab, png] of pictures) {
      const path = join(docs, png);
      pageToPng(pdf, pageOf(pdf, tab), path);
      console.log(`${path}: ${tab}, ${Math.round(statSync(path).size / 1024)} KB`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
