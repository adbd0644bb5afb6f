import { countryCode } from '../engine/countries';
import { fileDates, importedDates } from './eventDetails';
import { InputError } from '../engine/errors';
import { formatRank } from '../engine/rank';
import { handicapCorrection } from './handicapParameters';
import { jsonLine } from './jsonLines';
import { checkSize, cleanText } from './limits';
import { droppedPlayerFields, PAIRING_DEFAULTS } from './pairgothFields';
import { applyParticipation, participationWidth, roundsOut } from './participation';
import { criteriaOfTiebreaks, importedTiebreaks } from './placementCriteria';
import { egfRating } from './egfRatings';
import { fileBarFloor, fileRank, rankStart } from './mcmahonStart';
import { mmsCorrection, readCorrection } from './pairgothScores';
import { fromPairgothRank, toPairgothRank } from './ranks';
import {
  blankSettings,
  sheetName,
  type ImportedEvent,
  type ImportedOutcome,
  type ImportedPlayer,
  type ImportedRound,
} from './types';

const WHAT = 'pairgoth file';

type Json = Record<string, unknown>;

const OUTCOMES: Record<string, ImportedOutcome> = {
  '?': 'unknown',
  w: 'white',
  b: 'black',
  '=': 'jigo',
  '#': 'both win',
  '0': 'both lose',
};
const CODES: Record<ImportedOutcome, string> = {
  unknown: '?',
  white: 'w',
  black: 'b',
  jigo: '=',
  'both win': '#',
  'both lose': '0',
};

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as the file writes it, cut short, for a message. */
function shown(v: unknown): string {
  const json = JSON.stringify(v) ?? 'nothing';
  return json.length > 40 ? `${json.slice(0, 37)}...` : json;
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
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split('\n').length
      : lineCol
        ? Number(lineCol[1])
        : text.split('\n').length;
    throw new InputError(
      `${WHAT}, line ${line}: this is not valid JSON (${message.replace(/^JSON\.parse: /, '')}); the file may be cut short.`,
    );
  }
  if (!isObject(data))
    throw new InputError(`${WHAT}, line 1: the file does not hold a tournament object.`);
  // Lines are looked up only for a message: finding one scans the text.
  type LineOf = () => number | null;
  // Where each object read below sits in the file, by its path of keys and list positions, so
  // that a key is found there and not where the same key (or text) first appears.
  const paths = new Map<Json, ReadonlyArray<string | number>>([[data, []]]);
  const located = <T extends Json>(o: T, path: ReadonlyArray<string | number>): T => {
    paths.set(o, path);
    return o;
  };
  /** `"key"` of object `o` with its line; no line when the file leaves the key out. */
  const where = (o: Json, key: string, line?: LineOf): string => {
    const path = paths.get(o);
    const at = line ? line() : path && key in o ? jsonLine(text, [...path, key]) : null;
    return `${WHAT}${at ? `, line ${at}` : ''}, "${key}"`;
  };
  const str = (o: Json, key: string, fallback?: string, context = '', line?: LineOf): string => {
    const v = o[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'string')
      throw new InputError(
        `${where(o, key, line)}${context}: a text value is needed, not ${JSON.stringify(v) ?? 'nothing'}.`,
      );
    return v;
  };
  const num = (o: Json, key: string, fallback?: number, context = '', line?: LineOf): number => {
    const v = o[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new InputError(
        `${where(o, key, line)}${context}: a number is needed, not ${JSON.stringify(v) ?? 'nothing'}.`,
      );
    return v;
  };
  const type = str(data, 'type', 'INDIVIDUAL');
  if (type !== 'INDIVIDUAL')
    throw new InputError(
      `${where(data, 'type')}: ${type} events (pair go, rengo, teams) cannot be imported; only INDIVIDUAL.`,
    );
  const notCarried: string[] = [];
  const settings = blankSettings();
  settings.name = str(data, 'name');
  settings.shortName = str(data, 'shortName', '');
  settings.location = str(data, 'location', '');
  Object.assign(
    settings,
    importedDates(
      { value: str(data, 'startDate', ''), where: where(data, 'startDate') },
      { value: str(data, 'endDate', ''), where: where(data, 'endDate') },
      notCarried,
    ),
  );
  settings.rounds = num(data, 'rounds');
  if (!Number.isInteger(settings.rounds) || settings.rounds < 1 || settings.rounds > 99)
    throw new InputError(
      `${where(data, 'rounds')}: ${settings.rounds} is not a number of rounds from 1 to 99.`,
    );
  settings.komi = num(data, 'komi', 7.5);
  const pairing = isObject(data.pairing) ? located(data.pairing, ['pairing']) : {};
  const system = str(pairing, 'type', 'MAC_MAHON');
  if (system !== 'SWISS' && system !== 'MAC_MAHON')
    throw new InputError(
      `${where(data, 'pairing')}: pairing type ${system} is neither MAC_MAHON nor SWISS.`,
    );
  if (system === 'SWISS') settings.system = 'Swiss';
  // Keys left out take pairgoth's defaults for the pairing type, one by one.
  const defaults = PAIRING_DEFAULTS[system];
  /** A whole number from min to max, or the default when the key is left out. */
  const whole = (o: Json, key: string, fallback: number | undefined, min: number, max: number) => {
    const v = num(o, key, fallback);
    if (!Number.isInteger(v) || v < min || v > max)
      throw new InputError(`${where(o, key)}: ${v} is not a whole number from ${min} to ${max}.`);
    return v;
  };
  const rank = (o: Json, key: string, fallback?: number): number | null =>
    o[key] === undefined && fallback === undefined
      ? null
      : fromPairgothRank(whole(o, key, fallback, -30, 8));
  const mm = 'mmBar' in defaults ? defaults : undefined;
  settings.bar = rank(pairing, 'mmBar', mm?.mmBar);
  settings.floor = rank(pairing, 'mmFloor', mm?.mmFloor);
  if (mm) notCarried.push(...barFloorDefaults(pairing, mm));
  const handicap = isObject(pairing.handicap)
    ? located(pairing.handicap, ['pairing', 'handicap'])
    : {};
  settings.handicapCorrection = handicapCorrection(
    {
      ceiling: whole(handicap, 'ceiling', defaults.handicap.ceiling, 0, 9),
      correction: whole(handicap, 'correction', defaults.handicap.correction, -9, 9),
      threshold: rank(handicap, 'threshold', defaults.handicap.threshold),
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
  const time = isObject(data.timeSystem) ? located(data.timeSystem, ['timeSystem']) : null;
  if (time) {
    settings.basicMinutes = Math.round(num(time, 'mainTime', 0) / 60);
    notCarried.push(`Time system ${String(time.type)}: Pairsheet does not keep time settings.`);
  }
  if (data.rules !== undefined) notCarried.push(`Rules ${String(data.rules)}: not kept.`);
  if (data.gobanSize !== undefined && data.gobanSize !== 19)
    notCarried.push(`Board size ${String(data.gobanSize)}: not kept.`);
  if (data.online === true) notCarried.push('Played online ("online": true): not kept.');

  const playersJson = data.players;
  if (!Array.isArray(playersJson))
    throw new InputError(`${where(data, 'players')}: a list of players is needed.`);
  const players: ImportedPlayer[] = [];
  const skips: Array<Set<number>> = [];
  const byId = new Map<number, number>();
  playersJson.forEach((p, i) => {
    // The line of the player's id (of the player's opening brace when it has none).
    const line = (): number => jsonLine(text, ['players', i, 'id']);
    if (!isObject(p))
      throw new InputError(
        `${WHAT}, line ${jsonLine(text, ['players', i])}, player ${i + 1} of "players": each player must be written in braces { } with its id, name and rank, not ${shown(p)}.`,
      );
    const context = ` (player ${i + 1})`;
    const id = num(p, 'id', undefined, context, line);
    if (!Number.isInteger(id) || id < 1)
      throw new InputError(
        `${WHAT}, line ${line()}: player id ${id} is not a whole number from 1 (games refer to players by it; 0 stands for the bye).`,
      );
    if (byId.has(id))
      throw new InputError(`${WHAT}, line ${line()}: player id ${id} is used twice.`);
    const rankNumber = num(p, 'rank', undefined, context, line);
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
    const rating = p.rating === undefined ? null : num(p, 'rating', undefined, context, line);
    const rank = fromPairgothRank(rankNumber);
    byId.set(id, players.length);
    players.push({
      surname: str(p, 'name', undefined, context, line).trim(),
      firstName: str(p, 'firstname', '', context, line).trim(),
      rank,
      rating,
      club: str(p, 'club', '', context, line).trim(),
      country: str(p, 'country', '', context, line).trim().toUpperCase(),
      agaId: external('aga'),
      egfPin: external('egf'),
      // Filled in from skip once the games are read.
      absent: [],
      withdrawn: false,
    });
    skips.push(new Set(skip as number[]));
    // McMahon: pairgoth's start for the rank between floor and bar, plus the correction.
    if (system === 'MAC_MAHON') {
      const who = `player id ${id} (${sheetName(players[players.length - 1])})`;
      // Found only for a message: looking every line up would take quadratic time.
      const at = (): string => `${WHAT}, line ${jsonLine(text, ['players', i, 'mmsCorrection'])}`;
      const correction = readCorrection(p.mmsCorrection, at, who);
      const { floor, bar } = fileBarFloor({ settings })!;
      players[players.length - 1].initialScore = rankStart(rank, floor, bar) + correction;
    }
  });

  const gamesJson = data.games ?? [];
  if (!Array.isArray(gamesJson))
    throw new InputError(`${where(data, 'games')}: a list of rounds is needed.`);
  if (gamesJson.length > settings.rounds)
    throw new InputError(
      `${where(data, 'games')}: ${gamesJson.length} rounds of games for a ${settings.rounds}-round event.`,
    );
  const rounds: ImportedRound[] = [];
  gamesJson.forEach((list, r) => {
    if (!Array.isArray(list))
      throw new InputError(
        `${WHAT}, line ${jsonLine(text, ['games', r])}, round ${r + 1} of "games": each round must be a list of games in brackets [ ], not ${shown(list)}.`,
      );
    const round: ImportedRound = { number: r + 1, games: [], byes: [] };
    const busy = new Set<number>();
    for (const [j, g] of (list as unknown[]).entries()) {
      if (!isObject(g))
        throw new InputError(
          `${WHAT}, line ${jsonLine(text, ['games', r, j])}, round ${r + 1}, game ${j + 1}: each game must be written in braces { } with its players w and b, not ${shown(g)}.`,
        );
      // The line of the game's id (of its opening brace when it has none).
      const gameLine = (): number => jsonLine(text, ['games', r, j, 'id']);
      const game = typeof g.id === 'number' ? `game id ${g.id}` : `game ${j + 1}`;
      const context = ` (round ${r + 1}, ${game})`;
      const at = (): string => `${WHAT}, line ${gameLine()}, round ${r + 1}, ${game}`;
      const w = num(g, 'w', undefined, context, gameLine);
      const b = num(g, 'b', undefined, context, gameLine);
      const code = str(g, 'r', '?', context, gameLine);
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
      const h = num(g, 'h', 0, context, gameLine);
      if (!Number.isInteger(h) || h < 0 || h > 9)
        throw new InputError(`${at()}: handicap ${h} is not 0 to 9 stones.`);
      round.games.push({
        board: num(g, 't', round.games.length + 1, context, gameLine),
        white: player(w),
        black: player(b),
        handicap: h,
        komi: h > 0 ? 0.5 : settings.komi,
        result: { outcome, forfeit: false },
      });
    }
    round.games.sort((a, b) => a.board - b.board);
    round.games.forEach((g, i) => (g.board = i + 1));
    rounds.push(round);
  });
  // Trailing rounds not yet played are empty arrays.
  while (
    rounds.length > 0 &&
    rounds[rounds.length - 1].games.length === 0 &&
    rounds[rounds.length - 1].byes.length === 0
  )
    rounds.pop();
  const width = participationWidth(settings.rounds);
  notCarried.push(...applyParticipation(skips, { rounds, players }, settings, width, '"skip"'));
  const kept = system === 'MAC_MAHON' ? ['mmsCorrection'] : [];
  notCarried.push(...droppedPlayerFields(playersJson as Json[], players, kept));
  return {
    settings,
    players,
    rounds,
    notCarried,
    ratingScale: 'EGF',
    ...(system === 'MAC_MAHON' ? { correctionKey: 'mmsCorrection' as const } : {}),
  };
}

const shortName = (s: ImportedEvent['settings']): string =>
  s.shortName || s.name.replace(/\W+/g, '').slice(0, 16) || 'event';

/** The name pairgoth gives a tournament's file: 000042-<shortName>.tour (formats.md §5). */
export const pairgothFileName = (event: ImportedEvent, id = 1): string =>
  `${String(id).padStart(6, '0')}-${shortName(event.settings).replace(/[^\w.-]+/g, '-')}.tour`;

/** The .tour fields that hold the event's days (formats.md §5: ISO dates). */
export const PAIRGOTH_DATES = 'startDate and endDate';

/**
 * The event's country in a .tour file: the two-letter code most of the players have (the
 * first of those tied), lower case; pairgoth's own default, fr, when no player has one.
 */
function pairgothCountry(event: ImportedEvent): string {
  const counts = new Map<string, number>();
  for (const p of event.players) {
    const code = countryCode(p.country);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best = '';
  for (const [code, n] of counts) if (n > (counts.get(best) ?? 0)) best = code;
  return best ? best.toLowerCase() : 'fr';
}

/** A pairgoth .tour file (pretty-printed JSON), ids 1… in player order. */
export function exportPairgoth(event: ImportedEvent, id = 1): string {
  const s = event.settings;
  const width = participationWidth(s.rounds);
  const swiss = s.system === 'Swiss';
  const mm = fileBarFloor(event);
  const bar = mm?.bar ?? s.bar;
  const floor = mm?.floor ?? s.floor;
  const dates = fileDates(s, PAIRGOTH_DATES);
  let gameId = 0;
  const tour = {
    id,
    type: 'INDIVIDUAL',
    name: s.name,
    shortName: shortName(s),
    startDate: dates.begin,
    endDate: dates.end,
    country: pairgothCountry(event),
    location: s.location,
    online: false,
    komi: s.komi,
    rules: 'AGA',
    gobanSize: 19,
    rounds: s.rounds,
    timeSystem: { type: 'SUDDEN_DEATH', mainTime: s.basicMinutes * 60 },
    // Written out in full: pairgoth's defaults differ (pairgothFields.ts). No bar is 9d and no
    // floor 30k, as in OpenGotha files; threshold 8 (9d) caps no rank.
    pairing: {
      type: swiss ? 'SWISS' : 'MAC_MAHON',
      // A Swiss event's Tiebreaks; McMahon and a round robin take pairgoth's own placement.
      ...(swiss && s.tiebreaks
        ? { placement: criteriaOfTiebreaks(s.tiebreaks, 'pairgoth').criteria }
        : {}),
      ...(bar !== null ? { mmBar: toPairgothRank(bar) } : {}),
      ...(floor !== null ? { mmFloor: toPairgothRank(floor) } : {}),
      handicap:
        s.handicapCorrection === null
          ? { correction: 0, ceiling: 0 }
          : { correction: s.handicapCorrection, ceiling: 9, threshold: 8 },
    },
    players: event.players.map((p, i) => {
      const rank = fileRank(p);
      // McMahon: the initial score as pairgoth's base for the rank plus this correction.
      const correction = mm && mmsCorrection(p.initialScore, rank, mm.floor, mm.bar);
      // Every round the player is not there: absent, asked for a bye, arrived later or
      // withdrawn (then every round up to OpenGotha's 20th, as its participating says).
      const skip = roundsOut(event, i, width);
      return {
        id: i + 1,
        name: p.surname,
        firstname: p.firstName,
        rating: egfRating(p),
        rank: toPairgothRank(rank),
        country: p.country,
        club: p.club,
        final: true,
        ...(correction ? { mmsCorrection: correction } : {}),
        ...(p.egfPin ? { egf: p.egfPin } : {}),
        ...(p.agaId ? { aga: p.agaId } : {}),
        ...(skip.length ? { skip } : {}),
      };
    }),
    games: Array.from({ length: s.rounds }, (_, r) => {
      const round = event.rounds[r];
      if (!round) return [];
      return [
        ...round.games.map((g) => ({
          id: ++gameId,
          t: g.board,
          w: g.white + 1,
          b: g.black + 1,
          h: g.handicap,
          r: CODES[g.result.outcome],
        })),
        ...round.byes
          .filter((b) => b.kind === 'forced')
          .map((b) => ({ id: ++gameId, t: 0, w: b.player + 1, b: 0, h: 0, r: 'w' })),
      ];
    }),
  };
  return JSON.stringify(tour, null, 2) + '\n';
}
