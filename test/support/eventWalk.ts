/**
 * A seeded random walk through a whole event, as a busy TD and volunteers act: pairings and
 * undos, results typed (with typos, a pasted column, a name in a Result cell), withdrawals, late
 * entries, Byes and Settings edits, hand edits of round tabs and Constraints rows, each bad edit
 * later put right. Every step is checked by the caller's `check` on what the TD saw.
 */
import { seededRandom, type Random } from '../../src/engine/random';
import { setSheet, sheetValues, snapshot } from '../../src/workbook';
import { newEvent, playerRow, register, type Event } from './event';

export const WALK_SYSTEMS = ['McMahon', 'Swiss', 'Stable Swiss', 'Round robin', 'Multi-game'];
const GAMES = ['Chess', 'Shogi', 'Go', 'Hex', 'Othello', 'Checkers'];
const RANKS = ['20k', '15k', '10k', '5k', '3k', '1k', '1d', '2d', '3d', '5d'];
/** Points to White and Black of each valid result the walk types. */
export const RESULT_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  'W+': [1, 0],
  'B+': [0, 1],
  'W+R': [1, 0],
  'B+2.5': [0, 1],
  'W+F': [1, 0],
  'B+F': [0, 1],
  Jigo: [0.5, 0.5],
  'Double forfeit': [0, 0],
  '1-0': [1, 0],
  '0-1': [0, 1],
  '½-½': [0.5, 0.5],
  "'+-": [1, 0],
  "'-+": [0, 1],
};
const GO_RESULTS = ['W+', 'B+', 'W+R', 'B+2.5', 'W+F', 'B+F', 'Jigo', 'Double forfeit'];
const CHESS_RESULTS = ['1-0', '0-1', '½-½', "'+-", "'-+", 'Double forfeit'];
const MULTI_GAME_SETTINGS = ['Games per player per round', 'Replay a game between its winners'];
const TYPOS = ['w+ ', 'X', '1-1', '', 'B+W', 'W++', 'Jgo'];

/** One command clicked during the walk and what it did. */
export interface Click {
  caption: string;
  /** Dialogs and toasts shown, as "title\nprompt". */
  shown: string[];
  changed: boolean;
  /** The workbook before the click (for a refusal's comparison). */
  before: ReturnType<typeof snapshot>;
}

export interface Walk {
  event: Event;
  system: string;
  /** Round tabs paired by the walk, with the pairs of earlier rounds at that moment. */
  paired: Array<{ round: number; earlier: Set<string> }>;
}

const pairKey = (a: string, b: string): string => [a, b].sort().join(' | ');

/** Columns of the players on a round tab of `system`. */
export function sides(system: string): [string, string] {
  return system === 'Multi-game' ? ['Player 1', 'Player 2'] : ['White', 'Black'];
}

/** Round numbers of the round tabs, in order. */
export function roundTabs(event: Event): number[] {
  return event.ss
    .getSheets()
    .map((s) => /^Round (\d+)$/.exec(s.getName()))
    .flatMap((m) => (m ? [Number(m[1])] : []))
    .sort((a, b) => a - b);
}

/** Pairs (by name) played on round tabs before `round`. */
function pairsBefore(event: Event, system: string, round: number): Set<string> {
  const [w, b] = sides(system);
  const out = new Set<string>();
  for (const k of roundTabs(event).filter((j) => j < round)) {
    const [header, ...rows] = event.values(`Round ${k}`);
    for (const r of rows)
      if (r[header.indexOf('Board')] !== 'Bye')
        out.add(pairKey(String(r[header.indexOf(w)]), String(r[header.indexOf(b)])));
  }
  return out;
}

function setUp(rng: Random, system: string): { event: Event; names: string[]; chess: boolean } {
  const chess = system === 'Multi-game' || (system !== 'McMahon' && rng.next() < 0.4);
  const size =
    system === 'Round robin' ? 4 + rng.int(7) : 4 + rng.int(system === 'Multi-game' ? 9 : 20);
  const rounds = system === 'Round robin' ? size - 1 + (size % 2) : 3 + rng.int(4);
  const names = Array.from({ length: size }, (_, i) => `P${i + 1}`);
  const players = names.map((Name) =>
    playerRow({
      Name,
      Rank: chess ? '' : RANKS[rng.int(RANKS.length)],
      Rating: chess ? 1200 + rng.int(1200) : '',
      Club: ['North', 'South', ''][rng.int(3)],
      Byes: system !== 'Round robin' && rng.next() < 0.1 ? String(2 + rng.int(rounds - 1)) : '',
    }),
  );
  const settings: Record<string, string | number> = { 'Pairing system': system, Rounds: rounds };
  if (chess && system !== 'Multi-game') settings['Board game'] = 'Chess';
  if (system === 'Multi-game') {
    settings['Games per player per round'] = 1 + rng.int(3);
    settings['Replay a game between its winners'] = rng.next() < 0.5 ? 'Yes' : 'No';
  }
  const event = newEvent({ players, settings });
  if (system === 'Multi-game') {
    setSheet(event.ss, 'Games', [['Game', 'Notes'], ...GAMES.map((g) => [g, ''])]);
    const choices = names.map((n) => [n, ...rng.shuffle(GAMES).slice(0, 3)]);
    setSheet(event.ss, 'Preferences', [['Player', '1st', '2nd', '3rd'], ...choices]);
  }
  if (system === 'McMahon') event.click('Build bands');
  if (system === 'Round robin') event.click('Seat players (round robin)');
  return { event, names, chess };
}

/**
 * Walks one event of `system` for `steps` steps from `seed`, calling `check` after every
 * command clicked (a round it paired is last in `walk.paired`).
 */
export function walkEvent(
  seed: number,
  system: string,
  steps: number,
  check: (walk: Walk, click: Click) => void,
): Walk {
  const rng = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)];
  const { event, names, chess } = setUp(rng, system);
  const walk: Walk = { event, system, paired: [] };
  const ss = event.ss;
  ss.ui.responder = () => (rng.next() < 0.85 ? 'YES' : 'NO');
  const fixes: Array<() => void> = [];
  const valid = chess ? CHESS_RESULTS : GO_RESULTS;
  const [whiteHeader, blackHeader] = sides(system);
  const lastRound = (): number => Math.max(0, ...roundTabs(event));

  const click = (caption: string): void => {
    const before = snapshot(ss);
    const [alerts, toasts] = [ss.ui.alerts.length, ss.toasts.length];
    const round = lastRound() + 1;
    const earlier = pairsBefore(event, system, round);
    event.click(caption);
    const shown = [
      ...ss.ui.alerts.slice(alerts).map((a) => `${a.title}\n${a.prompt}`),
      ...ss.toasts.slice(toasts).map((t) => `${t.title}\n${t.msg}`),
    ];
    if (caption === 'Pair next round' && lastRound() === round)
      walk.paired.push({ round, earlier });
    check(walk, {
      caption,
      shown,
      changed: JSON.stringify(before) !== JSON.stringify(snapshot(ss)),
      before,
    });
  };

  const typeRound = (): void => {
    const k = lastRound();
    if (!k) return;
    const tab = `Round ${k}`;
    const [header, ...rows] = event.values(tab);
    const sheet = ss.getSheetByName(tab)!;
    const mode = rng.next();
    const pasted = pick(valid);
    rows.forEach((r, i) => {
      if (r[header.indexOf('Board')] === 'Bye' || rng.next() < 0.15) return;
      const text =
        mode < 0.1
          ? pasted
          : mode < 0.2 && rng.next() < 0.3
            ? pick(TYPOS)
            : mode < 0.25 && rng.next() < 0.2
              ? pick(names)
              : pick(valid);
      const cell = sheet.getRange(event.headerRow(tab) + i + 1, header.indexOf('Result') + 1);
      cell.setValue(text);
      if (!valid.includes(text)) fixes.push(() => cell.setValue(pick(valid)));
    });
  };

  const editRoundTab = (): void => {
    const k = lastRound();
    if (!k) return;
    const tab = `Round ${k}`;
    const [header, ...rows] = event.values(tab);
    if (rows.length < 2) return;
    const sheet = ss.getSheetByName(tab)!;
    const at = (i: number, h: string) =>
      sheet.getRange(event.headerRow(tab) + i + 1, header.indexOf(h) + 1);
    const [i, j] = [rng.int(rows.length), rng.int(rows.length)];
    const kind = rng.int(3);
    if (kind === 0) {
      const [a, b] = [at(i, whiteHeader), at(j, blackHeader)];
      const [va, vb] = [a.getValue(), b.getValue()];
      a.setValue(vb);
      b.setValue(va);
      fixes.push(() => (a.setValue(va), b.setValue(vb)));
    } else if (kind === 1) {
      const row = event.headerRow(tab) + i + 1;
      const kept = sheet.getRange(row, 1, 1, header.length).getValues();
      sheet.deleteRow(row);
      fixes.push(() => {
        sheet.insertRowBefore(row);
        sheet.getRange(row, 1, 1, header.length).setValues(kept);
      });
    } else {
      const cell = at(i, pick([whiteHeader, blackHeader]));
      const was = cell.getValue();
      cell.setValue(`${String(was).replace(/\d/, 'x')} `);
      fixes.push(() => cell.setValue(was));
    }
  };

  const editPlayers = (): void => {
    const rows = event.values('Players');
    const i = rng.int(rows.length - 1);
    const header = rng.next() < 0.6 ? 'Status' : 'Byes';
    const was = String(rows[i + 1][rows[0].indexOf(header)]);
    const value =
      header === 'Status'
        ? pick(['withdrawn', 'active', 'Withdrawn', 'gone'])
        : pick([String(lastRound() + 1), `${lastRound() + 1}, ${lastRound() + 2}`, 'x', '']);
    event.edit('Players', i, header, value);
    if (header === 'Byes' || value === 'gone')
      fixes.push(() => event.edit('Players', i, header, was));
  };

  const editSettings = (): void => {
    const names = ['Rounds', 'Handicap', 'Tiebreaks', 'Requested bye points'];
    if (system === 'Multi-game') names.push(...MULTI_GAME_SETTINGS);
    const name = pick(names);
    const was = sheetValues(ss, 'Settings').find((r) => r[0] === name)![1] as string | number;
    const value =
      name === 'Rounds'
        ? pick([lastRound() + 1, lastRound() + 2, 'abc'])
        : name === 'Handicap'
          ? pick(['None', 'Full', 'Minus 1', 'Lots'])
          : name === 'Tiebreaks'
            ? pick(['SB', 'Buchholz Cut-1, Progressive', 'Foo', 'Wins, Buchholz'])
            : name === 'Requested bye points'
              ? pick(['0', '½', '1', '2'])
              : name === 'Games per player per round'
                ? pick(['1', '2', '3', 'abc'])
                : pick(['Yes', 'No', 'Maybe']);
    event.setSetting(name, value);
    if (rng.next() < 0.7) fixes.push(() => event.setSetting(name, was));
  };

  const lateEntry = (): void => {
    const name = `P${names.length + 1}`;
    names.push(name);
    register(event, [
      playerRow({ Name: name, Rank: chess ? '' : pick(RANKS), Rating: chess ? 1500 : '' }),
    ]);
    const prefs = ss.getSheetByName('Preferences');
    if (prefs) prefs.getRange(prefs.getLastRow() + 1, 1, 1, 3).setValues([[name, 'Go', 'Hex']]);
  };

  const addConstraint = (): void => {
    const sheet = ss.getSheetByName('Constraints')!;
    const row = sheet.getLastRow() + 1;
    const rule = pick(['never', 'never', `round ${lastRound() + 1}`, 'sometimes']);
    const [a, b] = [pick(names), pick(names)];
    sheet.getRange(row, 1, 1, 3).setValues([[a, b, rule]]);
    if (rule === 'sometimes' || a === b)
      fixes.push(() => sheet.getRange(row, 1, 1, 3).clearContent());
  };

  const moveBand = (): void => {
    const rows = event.values('Players');
    const bands = [...new Set(rows.slice(1).map((r) => String(r[rows[0].indexOf('Band')])))];
    const i = rng.int(rows.length - 1);
    event.edit('Players', i, 'Band', pick(bands));
    // Not always applied at once: Pair next round and Update standings then name the cells.
    if (rng.next() < 0.7) click('Apply band edits');
    else fixes.push(() => click('Apply band edits'));
  };

  const menu = ['Undo last pairing', 'Check round', 'Update standings', 'Update standings'];
  const prints = ['Print pairings', 'Print result slips'];
  for (let step = 0; step < steps; step++) {
    if (fixes.length && rng.next() < 0.5) fixes.splice(rng.int(fixes.length), 1)[0]();
    const x = rng.next();
    if (x < 0.22) click('Pair next round');
    else if (x < 0.38) typeRound();
    else if (x < 0.52) click(pick(menu));
    else if (x < 0.56) click(pick(prints));
    else if (x < 0.64) editPlayers();
    else if (x < 0.67) lateEntry();
    else if (x < 0.73) editSettings();
    else if (x < 0.81) editRoundTab();
    else if (x < 0.85) addConstraint();
    else if (x < 0.9 && system === 'McMahon') moveBand();
    else if (x < 0.9 && system === 'Round robin') click('Seat players (round robin)');
  }
  return walk;
}
