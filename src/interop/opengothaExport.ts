import { InputError } from '../engine/errors';
import { egfCountry } from './countries';
import { egfRating } from './egfRatings';
import { fileDates } from './eventDetails';
import { NO_HANDICAP_THRESHOLD } from './handicapParameters';
import { fileBarFloor, fileRank, scoreCorrection } from './mcmahonStart';
import { openGothaClub } from './openGothaClub';
import { NO_FIRST_NAME, openGothaKey, OUTCOME_NAMES } from './openGothaNames';
import { participationWidth, roundsOut } from './participation';
import { criteriaOfTiebreaks, ROUND_ROBIN_CRITERIA } from './placementCriteria';
import { formatUpperRank } from './ranks';
import type { ImportedEvent, ImportedSettings } from './types';
import { escapeXml } from './xml';

/**
 * The absence values written, in half points: Requested bye points for the McMahon score, and
 * for the number of wins of a Swiss event (its score); a McMahon event keeps
 * genNBW2ValueAbsent 0, which pairgoth's reader requires (formats.md §4).
 */
function absenceValues(settings: ImportedSettings): { mms: number; nbw: number } {
  const half = 2 * (settings.requestedByePoints ?? 0);
  return { mms: half, nbw: settings.system === 'Swiss' ? half : 0 };
}

/**
 * The placement criteria: McMahon score and SOSM; a round robin's own order; a Swiss event's
 * score, then its Tiebreaks OpenGotha has a criterion for (placementCriteria.ts).
 */
function placementCriteria(s: ImportedSettings): string[] {
  if (s.system !== 'Swiss') return ['MMS', 'SOSM'];
  if (s.roundRobin) return [...ROUND_ROBIN_CRITERIA];
  return criteriaOfTiebreaks(s.tiebreaks ?? ['Buchholz'], 'OpenGotha').criteria;
}

const q = (v: string | number): string => `"${escapeXml(String(v))}"`;

/** An OpenGotha 3.51 file (dataVersion 201, every parameter set present: formats.md §4). */
export function exportOpenGotha(event: ImportedEvent, savedAt = new Date()): string {
  const s = event.settings;
  const keys = new Map<string, number>();
  event.players.forEach((p, i) => {
    const key = openGothaKey(p);
    if (keys.has(key)) {
      const other = event.players[keys.get(key)!];
      throw new InputError(
        `"${p.surname}, ${p.firstName}" and "${other.surname}, ${other.firstName}" get the same OpenGotha key (${key}); OpenGotha would merge them. Rename one before exporting.`,
      );
    }
    if (p.surname === '') throw new InputError(`Player ${i + 1} has no name; OpenGotha needs one.`);
    keys.set(key, i);
  });
  const width = participationWidth(s.rounds);
  const mm = fileBarFloor(event);
  const lines: string[] = [];
  const pad = (n: number): string => String(n).padStart(2, '0');
  const stamp = `${savedAt.getUTCFullYear()}${pad(savedAt.getUTCMonth() + 1)}${pad(savedAt.getUTCDate())}${pad(savedAt.getUTCHours())}${pad(savedAt.getUTCMinutes())}${pad(savedAt.getUTCSeconds())}`;
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(
    `<Tournament dataVersion="201" fullVersionNumber="3.51" runningMode="SAL" saveDT="${stamp}">`,
  );
  lines.push('<Players>');
  event.players.forEach((p, i) => {
    // 0 for each round the player is not there: absent, asked for a bye, arrived later or
    // withdrawn (then every round to the 20th), so OpenGotha does not pair or score them.
    const out = new Set(roundsOut(event, i, width));
    const participating = Array.from({ length: width }, (_, r) =>
      out.has(r + 1) ? '0' : '1',
    ).join('');
    const rank = formatUpperRank(fileRank(p));
    // McMahon: the initial score as OpenGotha's start for the rank plus this correction, 0
    // included; left out for a score with a fraction (OpenGotha reads 0, the notes say so).
    const correction = mm && scoreCorrection(p.initialScore, fileRank(p), mm.floor, mm.bar);
    const smms = typeof correction === 'number' ? ` smmsCorrection="${correction}"` : '';
    lines.push(
      `<Player name=${q(p.surname)} firstName=${q(p.firstName || NO_FIRST_NAME)} rank=${q(rank)} grade=${q(rank)} rating=${q(egfRating(p))} country=${q(p.country.length === 2 ? egfCountry(p.country) : '')} club=${q(openGothaClub(p.club))} egfPin=${q(p.egfPin)} agaId=${q(p.agaId)} participating=${q(participating)} registeringStatus="FIN"${smms}/>`,
    );
  });
  lines.push('</Players>');
  lines.push('<Games>');
  const byes: string[] = [];
  for (const r of event.rounds) {
    for (const g of r.games) {
      const name =
        OUTCOME_NAMES[g.result.outcome] +
        (g.result.forfeit && g.result.outcome !== 'unknown' ? '_BYDEF' : '');
      lines.push(
        `<Game roundNumber="${r.number}" tableNumber="${g.board}" whitePlayer=${q(openGothaKey(event.players[g.white]))} blackPlayer=${q(openGothaKey(event.players[g.black]))} handicap="${g.handicap}" knownColor="true" result="${name}"/>`,
      );
    }
    for (const b of r.byes.filter((b) => b.kind === 'forced')) {
      byes.push(
        `<ByePlayer roundNumber="${r.number}" player=${q(openGothaKey(event.players[b.player]))}/>`,
      );
    }
  }
  lines.push('</Games>');
  lines.push('<ByePlayers>', ...byes, '</ByePlayers>');
  const swiss = s.system === 'Swiss';
  const noHandicap = s.handicapCorrection === null;
  // Blank dates are left out: OpenGotha takes its defaults (openGothaExportNotes says so).
  const dates = fileDates(s, '');
  const absence = absenceValues(s);
  lines.push('<TournamentParameterSet>');
  lines.push(
    `<GeneralParameterSet name=${q(s.name)} shortName=${q(s.shortName || s.name.replace(/\W+/g, '').slice(0, 16) || 'event')} location=${q(s.location)} director=""${dates.begin ? ` beginDate=${q(dates.begin)} endDate=${q(dates.end)}` : ''} numberOfRounds="${s.rounds}" komi="${s.komi}" basicTime="${s.basicMinutes}" complementaryTimeSystem="SUDDENDEATH" genMMFloor=${q(formatUpperRank(s.floor ?? -30))} genMMBar=${q(formatUpperRank(s.bar ?? 9))} genNBW2ValueAbsent="${absence.nbw}" genNBW2ValueBye="2" genMMS2ValueAbsent="${absence.mms}" genMMS2ValueBye="2"/>`,
  );
  // pairgoth reads hdCeiling 0 as Swiss, OpenGotha reads criterion 1 (formats.md §4): a
  // McMahon event without handicaps keeps ceiling 9 and has every game even by the threshold.
  const even = noHandicap || swiss;
  // hdBasedOnMMS false: stones by rank difference, as Pairsheet gives them. The threshold
  // cannot carry "Top band always even": OpenGotha counts a player above it as of its rank,
  // so a top-band player still gives stones to a weaker one, where Pairsheet's game is even.
  // So 9D (no threshold) is written, and the README says so.
  lines.push(
    `<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="${formatUpperRank(even ? NO_HANDICAP_THRESHOLD : 9)}" hdCorrection="${even ? 0 : s.handicapCorrection}" hdCeiling="${swiss ? 0 : 9}"/>`,
  );
  lines.push('<PlacementParameterSet><PlacementCriteria>');
  lines.push(
    placementCriteria(s)
      .map((name, i) => `<PlacementCriterion number="${i + 1}" name="${name}"/>`)
      .join(''),
  );
  lines.push('</PlacementCriteria></PlacementParameterSet>');
  lines.push('<PairingParameterSet/>');
  lines.push('</TournamentParameterSet>');
  lines.push('</Tournament>');
  return lines.join('\n') + '\n';
}
