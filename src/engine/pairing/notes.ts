import type { Colour } from '../history';
import { colours } from '../history';
import { sharedFields, avoidFields, handicapAvoided } from './avoid';
import { pairHandicap } from './handicap';
import { floatRoles } from './floater';
import { streakAfter } from './colours';
import type { Entrant, RoundContext } from './types';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

/** Who chose a pair: the engine, the TD (Constraints), or the look-ahead to the last round. */
export type PairedBy = 'engine' | 'TD' | 'look-ahead';

/** The note on a pair the look-ahead from the second-to-last round brought in (lastRound.ts). */
export const LOOK_AHEAD_NOTE = 'look-ahead: keeps the last round within one point';

/** The rounds kept pairable when the look-ahead keeps them all (roundsLeft.ts). */
export const EVERY_ROUND_LEFT = 'every remaining round';

/**
 * The note on a pair (or forced bye) chosen so that the rounds left stay pairable
 * (roundsLeft.ts); `kept`: which of them ('every remaining round', 'the next 2 rounds').
 */
export function roundsLeftNote(kept: string): string {
  return `paired so that ${kept} can still be paired without a repeat`;
}

/** The note when every round left is kept pairable. */
export const ROUNDS_LEFT_NOTE = roundsLeftNote(EVERY_ROUND_LEFT);

/**
 * 'floated up' / 'floated down', and AGA 2009 criterion 3 when broken: "unavoidable" when the
 * engine chose the pair (it minimises such breaks) and `checked` (pairField: stage 1 weighed
 * every player of the pair's score groups, or its pairing was checked against stage 1 with
 * every player; otherwise no reason is given), "paired by the TD" when the TD did, "for the last round" when the look-ahead took the
 * break to keep the last round within one point.
 */
export function floatNotes(
  ctx: RoundContext,
  a: Entrant,
  b: Entrant,
  by: PairedBy = 'engine',
  checked = true,
): string[] {
  const roles = floatRoles(a, b);
  if (!roles) return [];
  const [down, up] = roles;
  const notes = [`${up.player.name} floated up`, `${down.player.name} floated down`];
  const engineWhy = {
    engine: checked ? 'unavoidable' : null,
    TD: 'paired by the TD',
    'look-ahead': 'for the last round',
  }[by];
  const why = !ctx.floatRuleActive ? 'allowed in the last rounds' : engineWhy;
  const reason = (text: string | null): string => (text ? ` (${text})` : '');
  const twice = (e: Entrant, dir: 'up' | 'down'): void => {
    if (e.lastFloat === dir)
      notes.push(`${e.player.name} floated ${dir} twice in a row${reason(why)}`);
    // Swiss and Stable Swiss, FIDE Dutch C.14–C.15: the same float as two rounds before.
    else if (ctx.floatersPairedFirst && e.earlierFloat === dir) {
      notes.push(`${e.player.name} floated ${dir} as two rounds before${reason(engineWhy)}`);
    }
  };
  twice(up, 'up');
  twice(down, 'down');
  return notes;
}

/**
 * AGA 2009 "Additional considerations": same family/club/… when it could not be avoided: the
 * fields the engine weighed (a field the whole score group shares is not one it could avoid,
 * see field.ts), and a handicap game with Avoid handicap games on. On a pair the TD fixed, every
 * shared field and a handicap game, without "unavoidable".
 */
export function avoidNotes(ctx: RoundContext, a: Entrant, b: Entrant, byTD = false): string[] {
  if (!ctx.avoidActive) return [];
  if (byTD) {
    const shared = sharedFields(
      avoidFields(a.player, ctx.settings),
      avoidFields(b.player, ctx.settings),
    );
    const notes = shared.map((key) => `same ${key} (${a.player[key].trim()})`);
    if (ctx.settings.avoidHandicap && pairHandicap(ctx.settings, a, b) > 0)
      notes.push('handicap game');
    return notes;
  }
  const notes = sharedFields(a.avoid, b.avoid).map(
    (key) => `same ${key} unavoidable (${a.player[key].trim()})`,
  );
  if (handicapAvoided(ctx.settings, a, b)) notes.push('handicap game unavoidable');
  return notes;
}

/** Colour runs of three or more, and AGA 2009 criterion 4 when broken. */
export function colourNotes(
  ctx: RoundContext,
  white: Entrant,
  black: Entrant,
  handicap: number,
): string[] {
  if (handicap > 0) return [];
  const notes: string[] = [];
  const check = (e: Entrant, colour: Colour): void => {
    const run = streakAfter(e, colour);
    if (run >= 3) notes.push(`${e.player.name}: ${ordinal(run)} ${colour} in a row`);
    const difference = e.colours.difference + (colour === 'white' ? 1 : -1);
    if (ctx.colourBalanceActive && Math.abs(difference) >= 3) {
      notes.push(`${e.player.name}: colour difference ${difference > 0 ? '+' : ''}${difference}`);
    }
    const count = colours(e.history).filter((c) => c === colour).length + 1;
    if (ctx.colourRuleActive && count > Math.ceil(ctx.settings.rounds / 2)) {
      notes.push(`${e.player.name}: ${colour} in more than half the rounds`);
    }
  };
  check(white, 'white');
  check(black, 'black');
  return notes;
}
