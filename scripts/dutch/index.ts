/**
 * A reference pairing by the FIDE (Dutch) System (C.04.3, with the basic rules of C.04.1), for
 * the Swiss benchmark only: it stands in for a Dutch pairing program on the bench's events.
 *
 * Implemented: brackets top-down by score with moved-down players; S1/S2 split; candidates in
 * the rules' generation order (transpositions, then exchanges); absolute criteria C.1 (no
 * rematch), C.2 (no second bye), C.3 (no two players with the same absolute colour preference,
 * topscorers included: the last-round exemption is never used); completion C.4 (the players
 * left can all be paired); quality criteria C.5, C.6, C.10–C.15, and C.7 only as far as one
 * downfloater at a time shows it (one who can meet nobody in the next bracket floats last);
 * colour allocation E.1–E.5; a bye for an odd field (the lowest ranked player of the lowest
 * score without a bye, leaving a pairable field). The choice in each bracket is found by
 * matchings (optimal.ts); listing candidates one by one (candidates.ts) is the bounded last
 * resort.
 *
 * Left out: C.7 in full, C.8–C.9 and the topscorer exemptions, C.16–C.19, the collapsed last
 * bracket (A.9) and the rules' exact handling of a penultimate bracket that blocks the last one
 * (completion does that job here), moved-down players meeting each other, exchanges beyond
 * those listed (candidates.ts, optimal.ts), late entries and forfeits. When every bracket
 * search fails, the players left are paired by a minimum-cost matching (score differences, then
 * unmet colour preferences) and `fallbacks` counts it; no such round occurs on the bench.
 */
import { minWeightPerfectMatching } from '../../src/engine/matching';
import type { Player, Round } from '../../src/engine/types';
import { allPairable, pairBracket } from './brackets';
import { allocate } from './colours';
import { Compatibility } from './criteria';
import { byRank, pairingCards, type Colour, type DutchPlayer } from './players';

export interface DutchPairing {
  games: Array<{ board: number; white: number; black: number }>;
  byes: Array<{ player: number; kind: 'forced' }>;
}

/** Rounds in which the bounded search gave up and the matching fallback paired the rest. */
export const fallbacks = { rounds: 0 };

export function pairDutchRound(
  players: readonly Player[],
  rounds: readonly Round[],
  /** The colour drawn before round 1 for the top player (E.5). */
  initial: Colour = 'w',
): DutchPairing {
  const cards = pairingCards(players, rounds).sort(byRank);
  let compat = new Compatibility(cards);
  const field = [...cards];
  const byes: DutchPairing['byes'] = [];
  if (field.length % 2 === 1) {
    const bye = [...field].reverse().find(
      (p) =>
        !p.hadBye &&
        allPairable(
          field.filter((q) => q !== p),
          compat,
        ),
    );
    if (!bye) throw new Error('no player can take the bye');
    field.splice(field.indexOf(bye), 1);
    byes.push({ player: bye.id, kind: 'forced' });
  }
  if (!allPairable(field, compat)) compat = new Compatibility(field, true);
  if (!allPairable(field, compat)) throw new Error('every pairing of this round has a rematch');
  const pairs: Array<[DutchPlayer, DutchPlayer]> = [];
  const scores = [...new Set(field.map((p) => p.score))];
  let mdps: DutchPlayer[] = [];
  for (const [k, score] of scores.entries()) {
    const residents = field.filter((p) => p.score === score);
    const lower = field.filter((p) => p.score < score);
    const chosen = pairBracket(mdps, residents, lower, compat);
    if (!chosen) {
      fallbacks.rounds++;
      pairs.push(...matchRest([...mdps, ...residents, ...lower], compat));
      break;
    }
    pairs.push(...chosen.pairs);
    mdps = chosen.floaters.sort(byRank);
    if (k === scores.length - 1 && mdps.length) throw new Error('players left unpaired');
  }
  const boards = pairs
    .map(([a, b]) => (byRank(a, b) <= 0 ? [a, b] : [b, a]))
    .sort(([a, b], [c, d]) => byRank(a, c) || byRank(b, d));
  return {
    games: boards.map(([a, b], k) => {
      const [white, black] = allocate(a, b, initial);
      return { board: k + 1, white: white.id, black: black.id };
    }),
    byes,
  };
}

/** The fallback: a minimum-cost perfect matching, score differences first. */
function matchRest(
  players: DutchPlayer[],
  compat: Compatibility,
): Array<[DutchPlayer, DutchPlayer]> {
  const edges: Array<[number, number, number]> = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const [a, b] = [players[i], players[j]];
      if (!compat.ok(a, b)) continue;
      const pa = compat.pref(a);
      const pb = compat.pref(b);
      const colour = pa.colour && pa.colour === pb.colour ? 1 : 0;
      edges.push([i, j, Math.round(2 * Math.abs(a.score - b.score)) ** 2 * 100 + colour]);
    }
  }
  const mate = minWeightPerfectMatching(players.length, edges);
  if (!mate) throw new Error('the players left cannot all be paired');
  return players.flatMap((p, i) =>
    i < mate[i] ? [[p, players[mate[i]]] as [DutchPlayer, DutchPlayer]] : [],
  );
}
