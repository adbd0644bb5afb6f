import { InputError } from '../engine/errors';
import type { EventState, PairingSystemRules } from '../engine/systems';
import { readBandRows } from './bandsTab';
import { readConstraints } from './constraintsTab';
import { checkRoundLimit } from './roundLimit';
import { refuseRequestedByes } from './roundRobinByes';
import { BANDS_TAB } from './schema';
import { readSeatPlan } from './seatsTab';
import { columnOf } from './table';
import type { Tournament } from './tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * What a command reads: 'pair' everything the system needs; 'check' adds the constraints to
 * check a round against; 'score' only what the standings need.
 */
export type EventPurpose = 'pair' | 'check' | 'score';

/** The event as the system sees it: Settings, Players and rounds, plus the tabs it needs. */
export function readEvent(
  ss: Spreadsheet,
  t: Tournament,
  rules: PairingSystemRules,
  purpose: EventPurpose,
): EventState {
  const players = t.roster.players;
  const { needs } = rules;
  const event: EventState = {
    settings: t.settings,
    players,
    rounds: t.rounds.map((r) => r.round),
    constraints: [],
    ...(t.catalogue ? { catalogue: t.catalogue } : {}),
  };
  if (needs.constraints && purpose !== 'score') {
    event.constraints = readConstraints(ss, {
      roster: t.roster,
      lastRound: rules.lastRound(event),
      roundsStarted: Math.max(
        0,
        ...t.rounds.filter((r) => r.resultsIn > 0).map((r) => r.round.number),
      ),
    });
  }
  // Round robin: the seat plan fixes the number of rounds, so it is checked when pairing.
  if (!needs.seats) checkRoundLimit(ss, t, rules, rules.lastRound(event));
  if (purpose !== 'pair') return event;
  if (needs.avoidance) checkAvoidColumns(t);
  if (needs.seats) {
    event.seats = readSeatPlan(ss, t.roster);
    checkRoundLimit(ss, t, rules, rules.lastRound(event));
    const last = t.rounds[t.rounds.length - 1];
    // The round to pair: the last one again while it has no result, else the next.
    const next = last && last.resultsIn === 0 ? last.round.number : t.rounds.length + 1;
    refuseRequestedByes(t.roster, next, rules.lastRound(event));
  }
  // The Bands tab matters only to place late arrivals.
  const late = players.some((p) => p.band === '' || p.initialScore === null);
  if (needs.bands && late && ss.getSheetByName(BANDS_TAB.name)) {
    event.bands = readBandRows(ss);
  }
  return event;
}

/** "Avoid same club" and the like need their column on Players; a renamed one must not be missed. */
function checkAvoidColumns(t: Tournament): void {
  for (const [key, on] of Object.entries(t.settings.avoid)) {
    const header = key[0].toUpperCase() + key.slice(1);
    if (on && columnOf(t.roster.table, header) === null) {
      throw new InputError(
        `Settings say "Avoid same ${key}", but the Players tab has no column headed "${header}". Put the header back, or set "Avoid same ${key}" to No.`,
      );
    }
  }
}
