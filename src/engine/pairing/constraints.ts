import { InputError, PairingError } from '../errors';
import type { PlayerHistory } from '../history';
import type { Constraint, Player, PlayerId } from '../types';
import { pairKey } from './types';

function checkIds(constraints: readonly Constraint[], players: readonly Player[]): void {
  for (const c of constraints) {
    for (const id of [c.a, c.b]) {
      if (!Number.isInteger(id) || id < 0 || id >= players.length) {
        throw new InputError(
          'A row of the Constraints tab names a player who is not on the Players tab.',
        );
      }
    }
    if (c.a === c.b) {
      throw new InputError(
        `A row of the Constraints tab pairs ${players[c.a].name} with themselves.`,
      );
    }
  }
}

/**
 * AGA 2009 criterion 1 and manual 'never' pairings: pairs that may not meet this round. A pair
 * a `round N` row fixes for a later round is kept apart until then, so the forced game of
 * round N is their first (laterPairs).
 */
export function blockedPairs(
  histories: readonly PlayerHistory[],
  constraints: readonly Constraint[],
  players: readonly Player[],
  roundNumber: number,
): Set<number> {
  checkIds(constraints, players);
  const blocked = new Set<number>();
  for (const h of histories) {
    for (const o of h.opponents) blocked.add(pairKey(h.player, o));
  }
  for (const c of constraints) if (c.rule === 'never') blocked.add(pairKey(c.a, c.b));
  for (const key of laterPairs(constraints, roundNumber).keys()) blocked.add(key);
  return blocked;
}

/**
 * Pairs a `round N` row fixes for a round after `roundNumber`: pairKey → the earliest row. A
 * pair another row fixes for `roundNumber` itself is left out: the TD pairs them now.
 */
export function laterPairs(
  constraints: readonly Constraint[],
  roundNumber: number,
): Map<number, Constraint> {
  const now = new Set(
    constraints.filter((c) => c.rule === roundNumber).map((c) => pairKey(c.a, c.b)),
  );
  const later = new Map<number, Constraint>();
  for (const c of constraints) {
    if (c.rule === 'never' || c.rule <= roundNumber) continue;
    const key = pairKey(c.a, c.b);
    const first = later.get(key);
    if (!now.has(key) && (!first || c.rule < (first.rule as number))) later.set(key, c);
  }
  return later;
}

/**
 * AGA 2009 "Manual pairing": pairs the TD has fixed for this round. Both players must be
 * playing this round, each in at most one such pair, and not also barred from meeting.
 */
export function manualPairs(
  constraints: readonly Constraint[],
  players: readonly Player[],
  roundNumber: number,
  playing: ReadonlySet<PlayerId>,
): Array<[Player, Player]> {
  checkIds(constraints, players);
  const pairs: Array<[Player, Player]> = [];
  const taken = new Map<PlayerId, Player>();
  for (const c of constraints) {
    if (c.rule !== roundNumber) continue;
    const a = players[c.a];
    const b = players[c.b];
    const absent = [a, b].filter((p) => !playing.has(p.id));
    if (absent.length > 0) {
      throw new PairingError(
        `${a.name} and ${b.name} must play each other in round ${roundNumber}, but ` +
          `${absent.map((p) => p.name).join(' and ')} ${absent.length > 1 ? 'are' : 'is'} ` +
          `not playing this round (withdrawn, or asked for a bye).`,
      );
    }
    const never = constraints.some(
      (d) => d.rule === 'never' && pairKey(d.a, d.b) === pairKey(a.id, b.id),
    );
    if (never) {
      throw new PairingError(
        `${a.name} and ${b.name} must play each other in round ${roundNumber} and must never meet.`,
      );
    }
    for (const p of [a, b]) {
      const other = taken.get(p.id);
      const partner = p === a ? b : a;
      if (other && other.id !== partner.id) {
        throw new PairingError(
          `${p.name} must play both ${other.name} and ${partner.name} in round ${roundNumber}.`,
        );
      }
    }
    if (taken.get(a.id)?.id === b.id) continue;
    taken.set(a.id, b).set(b.id, a);
    pairs.push([a, b]);
  }
  return pairs;
}
