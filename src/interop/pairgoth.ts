import { InputError } from '../engine/errors';
import { formatRank } from '../engine/rank';
import { importedDates } from './eventDetails';
import { handicapCorrection } from './handicapParameters';
import { checkSize, cleanText } from './limits';
import { fileBarFloor, rankStart } from './mcmahonStart';
import { droppedPlayerFields, PAIRING_DEFAULTS } from './pairgothFields';
import { isObject, parseTour, shown, TourReader, WHAT, type Json } from './pairgothJson';
import { readCorrection } from './pairgothScores';
import { applyParticipation, participationWidth } from './participation';
import { importedTiebreaks } from './placementCriteria';
import { fromPairgothRank } from './ranks';
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

const OUTCOMES: Record<string, ImportedOutcome> = {
  '?': 'unknown',
  w: 'white',
  b: 'black',
  '=': 'jigo',
  '#': 'both win',
  '0': 'both lose',
};

/** pairgoth's pairing types. */
type PairingType = 'SWISS' | 'MAC_MAHON';

/** The players as read, each player's skipped rounds, and player index by the file's id. */
interface Roster {
  players: ImportedPlayer[];
  skips: Array<Set<number>>;
  byId: Map<number, number>;
}

/** The Import report's line for a McMahon file leaving "mmBar" or "mmFloor" out. */
function barFloorDefaults(pairing: Json, mm: { mmBar: number; mmFloor: number }): string[] {
  const left = (['mmBar', 'mmFloor'] as const).filter((key) => pairing[key] === undefined);
  if (left.length === 0) return [];
  const set = left.map(
    (key) => `${key === 'mmBar' ? 'Bar' : 'Floor'} ${formatRank(fromPairgothRank(mm[key]))}`,
  );
  return [
    `No ${left.map((k) => `"${k}"`).join(' or ')} in the file: ${set.join(' and ')}, as pairgoth reads such a file.`,
  ];
}

/** Reads a pairgoth .tour file (JSON, formats.md §5). */
export function parsePairgoth(source: string): ImportedEvent {
  checkSize(source, WHAT);
  const text = cleanText(source);
  const data = parseTour(text);
  if (!isObject(data))
    throw new InputError(`${WHAT}, line 1: the file does not hold a tournament object.`);
  const tour = new TourReader(text, data);
  const notCarried: string[] = [];
  const settings = readEvent(tour, notCarried);
  const system = readPairing(tour, settings, notCarried);
  readUnkept(tour, settings, notCarried);

  const playersJson = data.players;
  if (!Array.isArray(playersJson))
    throw new InputError(`${tour.where(data, 'players')}: a list of players is needed.`);
  const roster = readRoster(tour, playersJson, settings, system);
  const { players, skips } = roster;
  const rounds = readRounds(tour, roster, settings, notCarried);
  const width = participationWidth(settings.rounds);
  notCarried.push(...applyParticipation(skips, { rounds, players }, settings, width, '"skip"'));
  const kept = system === 'MAC_MAHON' ? ['mmsCorrection'] : [];
  notCarried.push(...droppedPlayerFields(playersJson as Json[], players, kept));
  const event: ImportedEvent = { settings, players, rounds, notCarried, ratingScale: 'EGF' };
  if (system === 'MAC_MAHON') event.correctionKey = 'mmsCorrection';
  return event;
}

/** The event's name, dates, rounds and komi; only an INDIVIDUAL event is taken. */
function readEvent(tour: TourReader, notCarried: string[]): ImportedSettings {
  const { data } = tour;
  const type = tour.str(data, 'type', 'INDIVIDUAL');
  if (type !== 'INDIVIDUAL')
    throw new InputError(
      `${tour.where(data, 'type')}: ${type} events (pair go, rengo, teams) cannot be imported; only INDIVIDUAL.`,
    );
  const settings = blankSettings();
  settings.name = tour.str(data, 'name');
  settings.shortName = tour.str(data, 'shortName', '');
  settings.location = tour.str(data, 'location', '');
  Object.assign(
    settings,
    importedDates(
      { value: tour.str(data, 'startDate', ''), where: tour.where(data, 'startDate') },
      { value: tour.str(data, 'endDate', ''), where: tour.where(data, 'endDate') },
      notCarried,
    ),
  );
  settings.rounds = tour.num(data, 'rounds');
  if (!Number.isInteger(settings.rounds) || settings.rounds < 1 || settings.rounds > 99)
    throw new InputError(
      `${tour.where(data, 'rounds')}: ${settings.rounds} is not a number of rounds from 1 to 99.`,
    );
  settings.komi = tour.num(data, 'komi', 7.5);
  return settings;
}

/** The system, bar, floor, handicap and a Swiss event's Tiebreaks from "pairing". */
function readPairing(
  tour: TourReader,
  settings: ImportedSettings,
  notCarried: string[],
): PairingType {
  const { data } = tour;
  const pairing = isObject(data.pairing) ? tour.located(data.pairing, ['pairing']) : {};
  const system = tour.str(pairing, 'type', 'MAC_MAHON');
  if (system !== 'SWISS' && system !== 'MAC_MAHON')
    throw new InputError(
      `${tour.where(data, 'pairing')}: pairing type ${system} is neither MAC_MAHON nor SWISS.`,
    );
  if (system === 'SWISS') settings.system = 'Swiss';
  // Keys left out take pairgoth's defaults for the pairing type, one by one.
  const defaults = PAIRING_DEFAULTS[system];
  const mm = 'mmBar' in defaults ? defaults : undefined;
  settings.bar = tour.rank(pairing, 'mmBar', mm?.mmBar);
  settings.floor = tour.rank(pairing, 'mmFloor', mm?.mmFloor);
  if (mm) notCarried.push(...barFloorDefaults(pairing, mm));
  const handicap = isObject(pairing.handicap)
    ? tour.located(pairing.handicap, ['pairing', 'handicap'])
    : {};
  settings.handicapCorrection = handicapCorrection(
    {
      ceiling: tour.whole(handicap, 'ceiling', defaults.handicap.ceiling, 0, 9),
      correction: tour.whole(handicap, 'correction', defaults.handicap.correction, -9, 9),
      threshold: tour.rank(handicap, 'threshold', defaults.handicap.threshold),
    },
    notCarried,
  );
  for (const key of ['base', 'main', 'secondary', 'geo'])
    if (pairing[key] !== undefined)
      notCarried.push(`Pairing weights ("${key}"): Pairsheet pairs by its own rules.`);
  if (Array.isArray(pairing.placement)) {
    const names = pairing.placement.map(String);
    if (settings.system === 'Swiss') {
      const { tiebreaks, note } = importedTiebreaks(names);
      settings.tiebreaks = tiebreaks;
      if (note) notCarried.push(note);
    } else
      notCarried.push(`Placement criteria ${names.join(', ')}: Pairsheet uses its own tiebreaks.`);
  }
  return system;
}

/** The basic time; the time system, rules, board size and online play are reported. */
function readUnkept(tour: TourReader, settings: ImportedSettings, notCarried: string[]): void {
  const { data } = tour;
  const time = isObject(data.timeSystem) ? tour.located(data.timeSystem, ['timeSystem']) : null;
  if (time) {
    settings.basicMinutes = Math.round(tour.num(time, 'mainTime', 0) / 60);
    notCarried.push(`Time system ${String(time.type)}: Pairsheet does not keep time settings.`);
  }
  if (data.rules !== undefined) notCarried.push(`Rules ${String(data.rules)}: not kept.`);
  if (data.gobanSize !== undefined && data.gobanSize !== 19)
    notCarried.push(`Board size ${String(data.gobanSize)}: not kept.`);
  if (data.online === true) notCarried.push('Played online ("online": true): not kept.');
}

/** The players of "players", in file order. */
function readRoster(
  tour: TourReader,
  playersJson: unknown[],
  settings: ImportedSettings,
  system: PairingType,
): Roster {
  const roster: Roster = { players: [], skips: [], byId: new Map() };
  playersJson.forEach((p, i) => {
    const player = readPlayer(tour, p, i, roster.byId);
    roster.byId.set(player.id, roster.players.length);
    roster.players.push(player.player);
    roster.skips.push(player.skip);
    // McMahon: pairgoth's start for the rank between floor and bar, plus the correction.
    if (system === 'MAC_MAHON') {
      const who = `player id ${player.id} (${sheetName(player.player)})`;
      // Found only for a message: looking every line up would take quadratic time.
      const at = (): string => `${WHAT}, line ${tour.line(['players', i, 'mmsCorrection'])}`;
      const correction = readCorrection((p as Json).mmsCorrection, at, who);
      const { floor, bar } = fileBarFloor({ settings })!;
      player.player.initialScore = rankStart(player.rank, floor, bar) + correction;
    }
  });
  return roster;
}

/** Player `i` of "players": its id (not one taken before), the player, the rounds skipped. */
function readPlayer(
  tour: TourReader,
  p: unknown,
  i: number,
  byId: ReadonlyMap<number, number>,
): { id: number; player: ImportedPlayer; rank: number; skip: Set<number> } {
  // The line of the player's id (of the player's opening brace when it has none).
  const line = (): number => tour.line(['players', i, 'id']);
  if (!isObject(p))
    throw new InputError(
      `${WHAT}, line ${tour.line(['players', i])}, player ${i + 1} of "players": each player must be written in braces { } with its id, name and rank, not ${shown(p)}.`,
    );
  const context = ` (player ${i + 1})`;
  const id = tour.num(p, 'id', undefined, context, line);
  if (!Number.isInteger(id) || id < 1)
    throw new InputError(
      `${WHAT}, line ${line()}: player id ${id} is not a whole number from 1 (games refer to players by it; 0 stands for the bye).`,
    );
  if (byId.has(id)) throw new InputError(`${WHAT}, line ${line()}: player id ${id} is used twice.`);
  const rankNumber = tour.num(p, 'rank', undefined, context, line);
  if (!Number.isInteger(rankNumber) || rankNumber < -30 || rankNumber > 8)
    throw new InputError(
      `${WHAT}, line ${line()}: rank ${rankNumber} of player id ${id} is not from -30 (30k) to 8 (9d).`,
    );
  const skip = p.skip === undefined ? [] : p.skip;
  if (!Array.isArray(skip) || skip.some((r) => !Number.isInteger(r) || r < 1))
    throw new InputError(
      `${WHAT}, line ${line()}: "skip" of player id ${id} must list round numbers.`,
    );
  const external = (key: string): string => {
    const v = p[key];
    if (v === undefined || v === null) return '';
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return String(v);
    throw new InputError(
      `${WHAT}, line ${line()}: "${key}" of player id ${id} must be an id (text or a whole number), not ${JSON.stringify(v)}.`,
    );
  };
  const rating = p.rating === undefined ? null : tour.num(p, 'rating', undefined, context, line);
  const rank = fromPairgothRank(rankNumber);
  const player: ImportedPlayer = {
    surname: tour.str(p, 'name', undefined, context, line).trim(),
    firstName: tour.str(p, 'firstname', '', context, line).trim(),
    rank,
    rating,
    club: tour.str(p, 'club', '', context, line).trim(),
    country: tour.str(p, 'country', '', context, line).trim().toUpperCase(),
    agaId: external('aga'),
    egfPin: external('egf'),
    // Filled in from skip once the games are read.
    absent: [],
    withdrawn: false,
  };
  return { id, player, rank, skip: new Set(skip as number[]) };
}

/** The rounds of "games", one list per round; trailing rounds not yet played are dropped. */
function readRounds(
  tour: TourReader,
  roster: Roster,
  settings: ImportedSettings,
  notCarried: string[],
): ImportedRound[] {
  const { data } = tour;
  const gamesJson = data.games ?? [];
  if (!Array.isArray(gamesJson))
    throw new InputError(`${tour.where(data, 'games')}: a list of rounds is needed.`);
  if (gamesJson.length > settings.rounds)
    throw new InputError(
      `${tour.where(data, 'games')}: ${gamesJson.length} rounds of games for a ${settings.rounds}-round event.`,
    );
  const rounds = gamesJson.map((list, r) => readRound(tour, list, r, roster, settings, notCarried));
  // Trailing rounds not yet played are empty arrays.
  while (
    rounds.length > 0 &&
    rounds[rounds.length - 1].games.length === 0 &&
    rounds[rounds.length - 1].byes.length === 0
  )
    rounds.pop();
  return rounds;
}

/**
 * Round r + 1's games and byes (player id 0 stands for the bye, formats.md §5), boards numbered
 * 1, 2, 3… in table order; a cancelled game ("X") is left out and reported.
 */
function readRound(
  tour: TourReader,
  list: unknown,
  r: number,
  roster: Roster,
  settings: ImportedSettings,
  notCarried: string[],
): ImportedRound {
  if (!Array.isArray(list))
    throw new InputError(
      `${WHAT}, line ${tour.line(['games', r])}, round ${r + 1} of "games": each round must be a list of games in brackets [ ], not ${shown(list)}.`,
    );
  const { players, byId } = roster;
  const round: ImportedRound = { number: r + 1, games: [], byes: [] };
  const busy = new Set<number>();
  for (const [j, g] of (list as unknown[]).entries()) {
    if (!isObject(g))
      throw new InputError(
        `${WHAT}, line ${tour.line(['games', r, j])}, round ${r + 1}, game ${j + 1}: each game must be written in braces { } with its players w and b, not ${shown(g)}.`,
      );
    // The line of the game's id (of its opening brace when it has none).
    const gameLine = (): number => tour.line(['games', r, j, 'id']);
    const game = typeof g.id === 'number' ? `game id ${g.id}` : `game ${j + 1}`;
    const context = ` (round ${r + 1}, ${game})`;
    const at = (): string => `${WHAT}, line ${gameLine()}, round ${r + 1}, ${game}`;
    const w = tour.num(g, 'w', undefined, context, gameLine);
    const b = tour.num(g, 'b', undefined, context, gameLine);
    const code = tour.str(g, 'r', '?', context, gameLine);
    const player = (id: number): number => {
      const i = byId.get(id);
      if (i === undefined)
        throw new InputError(`${at()}: player id ${id} is not among the players.`);
      if (busy.has(i))
        throw new InputError(
          `${at()}: ${players[i].surname} ${players[i].firstName} already plays in round ${r + 1}.`,
        );
      busy.add(i);
      return i;
    };
    if (w === 0 || b === 0) {
      if (w === b) throw new InputError(`${at()}: a bye needs one real player.`);
      round.byes.push({ player: player(w || b), kind: 'forced' });
      continue;
    }
    if (code === 'X') {
      notCarried.push(`Round ${r + 1}, ${game}: cancelled game left out.`);
      continue;
    }
    const outcome = OUTCOMES[code];
    if (outcome === undefined)
      throw new InputError(`${at()}: result "${code}" is not one of ? w b = X # 0.`);
    const h = tour.num(g, 'h', 0, context, gameLine);
    if (!Number.isInteger(h) || h < 0 || h > 9)
      throw new InputError(`${at()}: handicap ${h} is not 0 to 9 stones.`);
    const played: ImportedGame = {
      board: tour.num(g, 't', round.games.length + 1, context, gameLine),
      white: player(w),
      black: player(b),
      handicap: h,
      komi: h > 0 ? 0.5 : settings.komi,
      result: { outcome, forfeit: false },
    };
    round.games.push(played);
  }
  round.games.sort((a, b) => a.board - b.board);
  round.games.forEach((g, i) => (g.board = i + 1));
  return round;
}
