import { InputError } from '../engine/errors';
import { parseRank } from '../engine/rank';
import { importedDates } from './eventDetails';
import { checkSize, cleanText } from './limits';
import { applyParticipation, participationWidth } from './participation';
import { handicapCorrection } from './handicapParameters';
import { formatUpperRank } from './ranks';
import { DEFAULT_ZERO, FORCED_KEY, forcedInitialScore, forcedStart } from './openGothaForcedScore';
import {
  correctionReadable,
  fileBarFloor,
  fileRank,
  MAX_CORRECTION,
  rankStart,
} from './mcmahonStart';
import {
  blankSettings,
  sheetName,
  type ImportedEvent,
  type ImportedGame,
  type ImportedOutcome,
  type ImportedPlayer,
  type ImportedRound,
  type ImportedSettings,
} from './types';
import { importedTiebreaks, SCORE_CRITERION } from './placementCriteria';
import { child, descendants, parseXml, type XmlElement } from './xml';
import { NO_FIRST_NAME, openGothaKey } from './openGothaNames';

const WHAT = 'OpenGotha file';

/** A key or a game's reference as read: any white space ignored, upper-cased. */
const looseKey = (key: string): string => key.replace(/\s/g, '').toUpperCase();

const OUTCOMES: Record<string, ImportedOutcome> = {
  RESULT_UNKNOWN: 'unknown',
  RESULT_WHITEWINS: 'white',
  RESULT_BLACKWINS: 'black',
  RESULT_EQUAL: 'jigo',
  RESULT_BOTHWIN: 'both win',
  RESULT_BOTHLOSE: 'both lose',
  // pairgoth's spelling (formats.md §4).
  RESULT_BOTHLOOSE: 'both lose',
};

const at = (e: XmlElement): string => `${WHAT}, line ${e.line}, <${e.name}>`;

function attr(e: XmlElement, name: string, fallback?: string): string {
  const v = e.attributes.get(name);
  if (v !== undefined) return v;
  if (fallback !== undefined) return fallback;
  throw new InputError(`${at(e)}: the attribute ${name} is missing.`);
}

/** A whole-number attribute; without a fallback, one left out is refused as missing. */
function intAttr(
  e: XmlElement,
  name: string,
  fallback: number | undefined,
  min: number,
  max: number,
): number {
  const text = attr(e, name, fallback === undefined ? undefined : String(fallback)).trim();
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new InputError(
      `${at(e)}: ${name}="${text}" is not a whole number from ${min} to ${max}.`,
    );
  }
  return n;
}

function rankAttr(e: XmlElement, name: string): number | null {
  const text = attr(e, name, '').trim();
  if (text === '') return null;
  const rank = parseRank(text);
  if (rank === null)
    throw new InputError(`${at(e)}: ${name}="${text}" is not a rank like 5K or 2D.`);
  return rank;
}

/**
 * Settings › Requested bye points from the points OpenGotha gives a round a player is not there
 * (in half points, formats.md §4): genMMS2ValueAbsent for a McMahon event, genNBW2ValueAbsent
 * for a Swiss one. Left unset when the file does not say; a value other than 0, 1 or 2 half
 * points is listed as not carried.
 */
function absenceValue(general: XmlElement, settings: ImportedSettings, notCarried: string[]): void {
  const key = settings.system === 'Swiss' ? 'genNBW2ValueAbsent' : 'genMMS2ValueAbsent';
  const value = general.attributes.get(key);
  if (value === undefined) return;
  const points = ABSENCE_POINTS.get(value.trim());
  if (points === undefined) {
    notCarried.push(
      `${key}="${value}" (points for an absence): Pairsheet gives 0, ½ or 1 point (Settings, "Requested bye points"); set to 0.`,
    );
    return;
  }
  settings.requestedByePoints = points;
}

/** OpenGotha's absence values, in half points, as Requested bye points. */
const ABSENCE_POINTS = new Map([
  ['0', 0],
  ['1', 0.5],
  ['2', 1],
]);

/** The bar and floor OpenGotha reads when the file leaves genMMBar or genMMFloor out. */
const OPENGOTHA_BAR = '4D';
const OPENGOTHA_FLOOR = '20K';

/**
 * A McMahon file without genMMBar or genMMFloor: OpenGotha pairs it with its own 4D and 20K,
 * so Settings › Bar and Floor take them too, and the Import report says so.
 */
function barFloorDefaults(
  general: XmlElement,
  settings: ImportedSettings,
  notCarried: string[],
): void {
  const left: string[] = [];
  const set: string[] = [];
  if (!general.attributes.has('genMMBar')) {
    settings.bar = parseRank(OPENGOTHA_BAR);
    left.push('genMMBar');
    set.push(`Bar ${OPENGOTHA_BAR.toLowerCase()}`);
  }
  if (!general.attributes.has('genMMFloor')) {
    settings.floor = parseRank(OPENGOTHA_FLOOR);
    left.push('genMMFloor');
    set.push(`Floor ${OPENGOTHA_FLOOR.toLowerCase()}`);
  }
  if (left.length > 0)
    notCarried.push(
      `No ${left.join(' or ')} in the file: ${set.join(' and ')}, as OpenGotha reads such a file.`,
    );
}

/** The players as read, with what the file says of each beside them, in the same order. */
interface Roster {
  players: ImportedPlayer[];
  /** Each player's rounds out, from participating. */
  outOf: Array<Set<number>>;
  /** Player index by OpenGotha key, as games and byes refer to players. */
  byKey: Map<string, number>;
  corrections: Array<number | null>;
  forced: Array<number | null>;
}

/** Reads an OpenGotha 3.5x <Tournament> file (formats.md §4). */
export function parseOpenGotha(source: string): ImportedEvent {
  checkSize(source, WHAT);
  const root = tournamentRoot(source);
  const notCarried: string[] = [];
  const settings = blankSettings();
  const params = child(root, 'TournamentParameterSet');
  const general = params && child(params, 'GeneralParameterSet');
  const zero = general ? readGeneral(general, settings, notCarried) : DEFAULT_ZERO;
  const handicap = params && child(params, 'HandicapParameterSet');
  if (handicap) readHandicap(handicap, settings, notCarried);
  readPlacement(params, settings, notCarried);
  if (general) absenceValue(general, settings, notCarried);
  if (general && settings.system === 'McMahon') barFloorDefaults(general, settings, notCarried);
  const pairing = params && child(params, 'PairingParameterSet');
  if (pairing && pairing.attributes.size > 0)
    notCarried.push('Pairing weights (PairingParameterSet): Pairsheet pairs by its own rules.');

  const gameEls = child(root, 'Games')?.children.filter((c) => c.name === 'Game') ?? [];
  const byeEls = descendants(root, 'ByePlayer').filter((b) => b.attributes.has('player'));
  if (!general) roundsOfGames(params, [...gameEls, ...byeEls], settings, notCarried);
  const width = participationWidth(settings.rounds);
  const roster = readRoster(root, width, notCarried);
  const { players, outOf, corrections, forced } = roster;
  const rounds = readRounds(gameEls, byeEls, roster, settings);
  numberBoards(rounds);
  notCarried.push(
    ...applyParticipation(outOf, { rounds, players }, settings, width, 'participating'),
  );
  const scored = initialScores(settings, players, { corrections, forced, zero }, notCarried);
  return {
    settings,
    players,
    rounds,
    notCarried,
    ratingScale: 'EGF',
    ...(scored ? { correctionKey: 'smmsCorrection' as const } : {}),
    ...(scored && forced.some((f) => f !== null)
      ? { startsByHand: players.filter((_, i) => forced[i] !== null).map(sheetName) }
      : {}),
  };
}

/** The file's <Tournament> element; any other root is refused. */
function tournamentRoot(source: string): XmlElement {
  const root = parseXml(cleanText(source), WHAT);
  if (root.name !== 'Tournament') {
    throw new InputError(
      `${WHAT}, line ${root.line}: the root element is <${root.name}>, not <Tournament>; this is not an OpenGotha tournament file.`,
    );
  }
  return root;
}

/** Settings from <GeneralParameterSet>; its McMahon zero (genMMZero), for starts set by hand. */
function readGeneral(
  general: XmlElement,
  settings: ImportedSettings,
  notCarried: string[],
): number {
  settings.name = attr(general, 'name', '');
  settings.shortName = attr(general, 'shortName', '');
  settings.location = attr(general, 'location', '');
  Object.assign(
    settings,
    importedDates(
      { value: attr(general, 'beginDate', ''), where: `${at(general)}, beginDate` },
      { value: attr(general, 'endDate', ''), where: `${at(general)}, endDate` },
      notCarried,
    ),
  );
  settings.rounds = intAttr(general, 'numberOfRounds', 5, 1, 99);
  const komi = Number(attr(general, 'komi', '7.5'));
  if (!Number.isFinite(komi))
    throw new InputError(`${at(general)}: komi="${attr(general, 'komi')}" is not a number.`);
  settings.komi = komi;
  settings.bar = rankAttr(general, 'genMMBar');
  settings.floor = rankAttr(general, 'genMMFloor');
  const zero = rankAttr(general, 'genMMZero') ?? DEFAULT_ZERO;
  settings.basicMinutes = intAttr(general, 'basicTime', 0, 0, 100000);
  const system = attr(general, 'complementaryTimeSystem', '');
  if (system)
    notCarried.push(
      `Time system ${system} (basic time ${settings.basicMinutes} min): Pairsheet keeps the basic time only (Settings, "Basic time (minutes)").`,
    );
  for (const [key, normal] of [
    ['genMMS2ValueBye', '2'],
    ['genNBW2ValueBye', '2'],
  ]) {
    const v = general.attributes.get(key);
    if (v !== undefined && v !== normal)
      notCarried.push(`${key}="${v}" (points for a bye): Pairsheet scores a forced bye as a win.`);
  }
  return zero;
}

/** Settings › Handicap from <HandicapParameterSet>. */
function readHandicap(
  handicap: XmlElement,
  settings: ImportedSettings,
  notCarried: string[],
): void {
  settings.handicapCorrection = handicapCorrection(
    {
      ceiling: intAttr(handicap, 'hdCeiling', 9, 0, 99),
      correction: intAttr(handicap, 'hdCorrection', 1, -9, 9),
      threshold: rankAttr(handicap, 'hdNoHdRankThreshold'),
    },
    notCarried,
  );
  // OpenGotha's hdBasedOnMMS (its default) gives stones by the McMahon score difference;
  // Pairsheet gives them by the rank difference (AGA 2009 "Handicaps").
  if (settings.handicapCorrection !== null && handicap.attributes.get('hdBasedOnMMS') !== 'false')
    notCarried.push(
      'Handicaps by McMahon score difference (hdBasedOnMMS): Pairsheet gives handicaps by the difference in rank.',
    );
}

/** The system from placement criterion 1 (score: Swiss), and a Swiss event's Tiebreaks. */
function readPlacement(
  params: XmlElement | undefined,
  settings: ImportedSettings,
  notCarried: string[],
): void {
  const criteria = params ? descendants(params, 'PlacementCriterion') : [];
  const first = criteria.find((c) => c.attributes.get('number') === '1');
  const criterion = first?.attributes.get('name') ?? 'MMS';
  if (criterion === SCORE_CRITERION) {
    settings.system = 'Swiss';
    // In the order of their numbers, as OpenGotha places them.
    const byNumber = [...criteria].sort(
      (a, b) => Number(a.attributes.get('number')) - Number(b.attributes.get('number')),
    );
    const { tiebreaks, note } = importedTiebreaks(
      byNumber.map((c) => c.attributes.get('name') ?? ''),
    );
    settings.tiebreaks = tiebreaks;
    if (note) notCarried.push(note);
  } else {
    if (criterion !== 'MMS')
      notCarried.push(`Placement criterion ${criterion}: imported as McMahon.`);
    if (criteria.length > 1)
      notCarried.push(
        `Placement criteria ${criteria.map((c) => c.attributes.get('name')).join(', ')}: Pairsheet uses its own tiebreaks.`,
      );
  }
}

/** A file without <GeneralParameterSet>: Rounds is the last round with a game or a bye. */
function roundsOfGames(
  params: XmlElement | undefined,
  played: XmlElement[],
  settings: ImportedSettings,
  notCarried: string[],
): void {
  settings.rounds = Math.max(1, ...played.map((e) => intAttr(e, 'roundNumber', undefined, 1, 99)));
  const missing = params ? '<GeneralParameterSet>' : '<TournamentParameterSet>';
  notCarried.push(
    `The file has no ${missing}: Rounds is ${settings.rounds}, ${played.length > 0 ? 'the last round with a game or a bye' : 'as no round has a game or a bye'}; the name, dates, bar and floor are blank, komi is ${settings.komi}, and the system and handicap are ${settings.system} and ${settings.handicapCorrection === null ? 'None' : `minus ${settings.handicapCorrection}`}.`,
  );
}

/** The players of <Players>, each with a key of its own; grades and PRE entries reported. */
function readRoster(root: XmlElement, width: number, notCarried: string[]): Roster {
  // Version 200 ratings lack 2050. OpenGotha reads a file without dataVersion as 200, but its
  // 3.51.02 writes none, in today's scale (formats.md §4): only an explicit 200 is old.
  const oldRatings = root.attributes.get('dataVersion') === '200';
  const playersEl = child(root, 'Players');
  const roster: Roster = { players: [], outOf: [], byKey: new Map(), corrections: [], forced: [] };
  const { players, byKey } = roster;
  const otherGrades: string[] = [];
  for (const e of playersEl ? playersEl.children.filter((c) => c.name === 'Player') : []) {
    const read = readPlayer(e, oldRatings, width);
    const { player, paired, grade } = read;
    if (paired !== null && grade !== null && grade !== paired)
      otherGrades.push(
        `${sheetName(player)} (rank ${formatUpperRank(paired)}, grade ${formatUpperRank(grade)})`,
      );
    const who = `${player.surname} ${read.given}`;
    roster.corrections.push(smmsCorrection(e, who));
    roster.forced.push(forcedStart(e, `${at(e)} (${who})`));
    const key = looseKey(openGothaKey(player));
    if (byKey.has(key))
      throw new InputError(
        `${at(e)}: ${player.surname} ${player.firstName} has the same OpenGotha key (${key}) as an earlier player; OpenGotha cannot tell them apart either.`,
      );
    byKey.set(key, players.length);
    roster.outOf.push(read.out);
    players.push(player);
  }
  // Files Pairsheet wrote before referred to a player without a first name by name alone.
  players.forEach((p, i) => {
    const old = looseKey(p.surname);
    if (p.firstName === '' && !byKey.has(old)) byKey.set(old, i);
  });
  if (otherGrades.length > 0)
    notCarried.push(
      `Grades other than the rank (the grade the player declared; Pairsheet keeps the rank OpenGotha pairs by): ${otherGrades.join('; ')}.`,
    );
  const preRegistered = playersEl
    ? descendants(playersEl, 'Player').filter(
        (e) => e.attributes.get('registeringStatus') === 'PRE',
      ).length
    : 0;
  if (preRegistered > 0) {
    notCarried.push(
      `${preRegistered} player${preRegistered === 1 ? ' was' : 's were'} only pre-registered (PRE); imported as active players.`,
    );
  }
  return roster;
}

/** One <Player>: the player, the rounds out, and the rank and grade as the file gives them. */
function readPlayer(
  e: XmlElement,
  oldRatings: boolean,
  width: number,
): {
  player: ImportedPlayer;
  given: string;
  out: Set<number>;
  paired: number | null;
  grade: number | null;
} {
  const surname = attr(e, 'name').trim();
  const given = attr(e, 'firstName').trim();
  if (surname === '' || given === '')
    throw new InputError(`${at(e)}: name and firstName must both be filled in.`);
  const country = attr(e, 'country', '').trim();
  if (country.length !== 0 && country.length !== 2)
    throw new InputError(
      `${at(e)} (${surname} ${given}): country="${country}" must be empty or two letters.`,
    );
  const rating = playerRating(e, `${surname} ${given}`, oldRatings);
  const paired = rankAttr(e, 'rank');
  const grade = rankAttr(e, 'grade');
  const out = roundsNotThere(e, `${surname} ${given}`, width);
  const player: ImportedPlayer = {
    surname,
    firstName: given === NO_FIRST_NAME ? '' : given,
    rank: paired ?? grade,
    rating,
    club: attr(e, 'club', '').trim(),
    country: country.toUpperCase(),
    agaId: attr(e, 'agaId', '').trim(),
    egfPin: attr(e, 'egfPin', '').trim(),
    // Filled in from participating once the games are read.
    absent: [],
    withdrawn: false,
  };
  return { player, given, out, paired, grade };
}

/** A Player's rating: blank or a whole number, version 200's raised by 2050 (formats.md §4). */
function playerRating(e: XmlElement, who: string, oldRatings: boolean): number | null {
  const ratingText = attr(e, 'rating', '').trim();
  if (ratingText === '') return null;
  const rating = Number(ratingText);
  if (!Number.isInteger(rating))
    throw new InputError(`${at(e)} (${who}): rating="${ratingText}" is not a whole number.`);
  return oldRatings ? rating + 2050 : rating;
}

/** The rounds a Player's participating string marks 0 (formats.md §4). */
function roundsNotThere(e: XmlElement, who: string, width: number): Set<number> {
  const participating = attr(e, 'participating', '');
  if (!/^[01]*$/.test(participating))
    throw new InputError(`${at(e)} (${who}): participating="${participating}" must be 0s and 1s.`);
  // Rounds past the string's end count as taking part, as OpenGotha reads them.
  const out = new Set<number>();
  for (let r = 1; r <= Math.min(participating.length, width); r++)
    if (participating[r - 1] === '0') out.add(r);
  return out;
}

/** The rounds of <Games> and <ByePlayers>; a player in two games of a round is refused. */
function readRounds(
  gameEls: XmlElement[],
  byeEls: XmlElement[],
  roster: Roster,
  settings: ImportedSettings,
): ImportedRound[] {
  const { players, byKey } = roster;
  const player = (e: XmlElement, name: string): number => {
    const key = attr(e, name);
    const i = byKey.get(looseKey(key));
    if (i === undefined)
      throw new InputError(`${at(e)}: ${name}="${key}" is not a player of <Players>.`);
    return i;
  };
  const rounds: ImportedRound[] = [];
  const roundOf = (n: number): ImportedRound => {
    while (rounds.length < n) rounds.push({ number: rounds.length + 1, games: [], byes: [] });
    return rounds[n - 1];
  };
  const seen = new Map<string, number>();
  const busy = (e: XmlElement, round: number, p: number): void => {
    const k = `${round}:${p}`;
    if (seen.has(k))
      throw new InputError(
        `${at(e)}: ${players[p].surname} ${players[p].firstName} already plays in round ${round} (line ${seen.get(k)}).`,
      );
    seen.set(k, e.line);
  };
  for (const e of gameEls) {
    const round = intAttr(e, 'roundNumber', undefined, 1, settings.rounds);
    const white = player(e, 'whitePlayer');
    const black = player(e, 'blackPlayer');
    if (white === black) throw new InputError(`${at(e)}: a player cannot play against themselves.`);
    busy(e, round, white);
    busy(e, round, black);
    roundOf(round).games.push(readGame(e, white, black, settings.komi));
  }
  for (const e of byeEls) {
    const round = intAttr(e, 'roundNumber', undefined, 1, settings.rounds);
    const p = player(e, 'player');
    busy(e, round, p);
    roundOf(round).byes.push({ player: p, kind: 'forced' });
  }
  return rounds;
}

/** One <Game>'s table, handicap and result; _BYDEF marks a result by default (formats.md §4). */
function readGame(e: XmlElement, white: number, black: number, komi: number): ImportedGame {
  const resultText = attr(e, 'result', 'RESULT_UNKNOWN');
  const forfeit = resultText.endsWith('_BYDEF');
  const outcome = OUTCOMES[resultText.replace(/_BYDEF$/, '')];
  if (outcome === undefined)
    throw new InputError(
      `${at(e)}: result="${resultText}" is not an OpenGotha result such as RESULT_WHITEWINS.`,
    );
  const handicapStones = intAttr(e, 'handicap', 0, 0, 9);
  return {
    board: intAttr(e, 'tableNumber', 0, 0, 9999),
    white,
    black,
    handicap: handicapStones,
    // OpenGotha keeps one komi for even games; handicap games get the usual half point.
    komi: handicapStones > 0 ? 0.5 : komi,
    result: { outcome, forfeit },
  };
}

/** A Player's smmsCorrection: null when left out; a whole number within range, else refused. */
function smmsCorrection(e: XmlElement, who: string): number | null {
  const text = e.attributes.get('smmsCorrection')?.trim();
  if (text === undefined) return null;
  const n = Number(text);
  if (!/^[-+]?\d+$/.test(text) || !correctionReadable(n))
    throw new InputError(
      `${at(e)} (${who}): smmsCorrection="${text}" is not a whole number of points from -${MAX_CORRECTION} to ${MAX_CORRECTION}.`,
    );
  return n;
}

/**
 * A McMahon file's initial scores: OpenGotha starts each player at the rank held between floor
 * and bar, plus smmsCorrection (left out: 0), or at the start set by hand (forcedSmms). A file
 * with neither (Pairsheet's before it wrote smmsCorrection) keeps the bands built from the ranks.
 * A Swiss file's corrections other than 0, and its starts set by hand, are named as not kept.
 * Whether initial scores were set.
 */
function initialScores(
  settings: ImportedSettings,
  players: ImportedPlayer[],
  file: {
    corrections: ReadonlyArray<number | null>;
    forced: ReadonlyArray<number | null>;
    zero: number;
  },
  notCarried: string[],
): boolean {
  const { corrections, forced, zero } = file;
  const mm = fileBarFloor({ settings });
  if (mm === null) {
    const kept = players.flatMap((p, i) =>
      corrections[i] ? [`${sheetName(p)} (${corrections[i]})`] : [],
    );
    if (kept.length > 0)
      notCarried.push(`McMahon score corrections ("smmsCorrection") not kept: ${kept.join('; ')}.`);
    const byHand = players.flatMap((p, i) =>
      forced[i] !== null ? [`${sheetName(p)} (${forced[i]})`] : [],
    );
    if (byHand.length > 0)
      notCarried.push(
        `McMahon scores set by hand ("${FORCED_KEY}") not kept: ${byHand.join('; ')}.`,
      );
    return false;
  }
  if (corrections.every((c) => c === null) && forced.every((f) => f === null)) return false;
  players.forEach((p, i) => {
    const start = forced[i];
    p.initialScore =
      start !== null
        ? forcedInitialScore(start, zero, mm.bar)
        : rankStart(fileRank(p), mm.floor, mm.bar) + (corrections[i] ?? 0);
  });
  return true;
}

/** Boards numbered 1, 2, 3… in the file's table order (OpenGotha may count from 0). */
function numberBoards(rounds: ImportedRound[]): void {
  for (const r of rounds) {
    r.games.sort((a, b) => a.board - b.board);
    r.games.forEach((g, i) => (g.board = i + 1));
  }
}
