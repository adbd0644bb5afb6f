import { countryCode } from '../engine/countries';
import { egfRating } from './egfRatings';
import { fileDates } from './eventDetails';
import { fileBarFloor, fileRank } from './mcmahonStart';
import { mmsCorrection } from './pairgothScores';
import { participationWidth, roundsOut } from './participation';
import { criteriaOfTiebreaks } from './placementCriteria';
import { toPairgothRank } from './ranks';
import type { ImportedEvent, ImportedOutcome } from './types';

const CODES: Record<ImportedOutcome, string> = {
  unknown: '?',
  white: 'w',
  black: 'b',
  jigo: '=',
  'both win': '#',
  'both lose': '0',
};

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
