import { checkRound } from '../checkRound';
import type { Constraint, Game, Player, PlayerId, Round } from '../types';
import type { EventState } from './types';

/** One key for the two players of a game, whichever has White. */
export const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Every pair that met in `rounds`, with the first round they met in. */
export function firstMeetings(rounds: readonly Round[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const r of [...rounds].sort((a, b) => a.number - b.number)) {
    for (const g of r.games) {
      const key = pairKey(g.white, g.black);
      if (!met.has(key)) met.set(key, r.number);
    }
  }
  return met;
}

/**
 * Games of `round` between two players who already met in an earlier round (AGA 2009
 * criterion 1; a round robin meets everyone once). One line per board. A repeat the TD asked
 * for with a Constraints rule for this round is no problem: its Notes already say so.
 */
function repeatedGames(
  players: readonly Player[],
  earlier: readonly Round[],
  round: Round,
  constraints: readonly Constraint[],
): string[] {
  const met = firstMeetings(earlier);
  const forced = new Set(
    constraints.filter((c) => c.rule === round.number).map((c) => pairKey(c.a, c.b)),
  );
  const problems: string[] = [];
  for (const g of round.games) {
    const key = pairKey(g.white, g.black);
    const before = met.get(key);
    if (before !== undefined && g.white !== g.black && !forced.has(key)) {
      problems.push(
        `Board ${g.board}: ${players[g.white].name} and ${players[g.black].name} already played in round ${before}.`,
      );
    }
  }
  return problems;
}

/**
 * Games of the round just paired that a Constraints rule (`round N`) forced between two players
 * who already met: the pairing's report names them, as the round's Notes do. The same for every
 * system that honours Constraints (the others read none).
 */
export function forcedRepeats(
  event: Pick<EventState, 'players' | 'rounds' | 'constraints'>,
  round: Pick<Round, 'number' | 'games'>,
): string[] {
  const forced = new Set(
    event.constraints.filter((c) => c.rule === round.number).map((c) => pairKey(c.a, c.b)),
  );
  if (forced.size === 0) return [];
  const met = firstMeetings(roundsBefore(event.rounds, round.number));
  return round.games
    .filter((g) => forced.has(pairKey(g.white, g.black)) && met.has(pairKey(g.white, g.black)))
    .map(
      (g) =>
        `Board ${g.board}: ${event.players[g.white].name} and ${event.players[g.black].name} meet again (paired by the TD in Constraints).`,
    );
}

/** The rounds before `round`. */
export function roundsBefore(rounds: readonly Round[], number: number): Round[] {
  return rounds.filter((r) => r.number < number).sort((a, b) => a.number - b.number);
}

/**
 * Check round for the systems that seat each player once a round (go and chess): the problems
 * every such system shares (a player twice, left out, withdrawn…) and games already played in
 * `repeatsIn` (every earlier round unless the system says otherwise).
 */
export function seatedRoundProblems(
  event: EventState,
  round: Round,
  repeatsIn?: readonly Round[],
): string[] {
  const earlier = roundsBefore(event.rounds, round.number);
  const latest = event.rounds.every((r) => r.number <= round.number);
  return [
    ...checkRound(event.players, earlier, round, latest),
    ...repeatedGames(event.players, repeatsIn ?? earlier, round, event.constraints),
    ...brokenConstraints(event.players, event.constraints, round),
  ];
}

/**
 * The TD's Constraints a hand edit broke, on boards still without a result: a pair that must
 * meet in this round but is not on one board, and a pair that must never meet but does. A pair
 * fixed for a later round that meets before it is a warning, not a problem (earlyMeetings).
 */
function brokenConstraints(
  players: readonly Player[],
  constraints: readonly Constraint[],
  round: Round,
): string[] {
  const boardOf = new Map<PlayerId, Game>();
  for (const g of round.games) boardOf.set(g.white, g).set(g.black, g);
  const problems: string[] = [];
  for (const c of constraints) {
    const [a, b] = [boardOf.get(c.a), boardOf.get(c.b)];
    const names = `${players[c.a].name} and ${players[c.b].name}`;
    if (c.rule === 'never') {
      if (a && a === b && a.result === null) {
        problems.push(`Board ${a.board}: ${names} are paired, but Constraints says never.`);
      }
    } else if (c.rule === round.number && (a !== b || !a) && !a?.result && !b?.result) {
      const where = (id: PlayerId, g: Game | undefined): string => {
        if (g) return `${players[id].name} is on board ${g.board}`;
        const bye = round.byes.some((x) => x.player === id);
        return `${players[id].name} ${bye ? 'is on a bye row' : 'has no board'}`;
      };
      problems.push(
        `${names} must play each other in round ${c.rule} (Constraints), but ${where(c.a, a)} and ${where(c.b, b)}.`,
      );
    }
  }
  return problems;
}
