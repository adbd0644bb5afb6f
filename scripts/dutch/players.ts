/**
 * The pairing card of each player, as the Dutch rules read it: score, colours, opponents and
 * floats from the rounds played so far, and the pairing number from the initial ranking.
 */
import type { Player, Round } from '../../src/engine/types';

export type Colour = 'w' | 'b';
type Float = 'down' | 'up' | null;

export interface DutchPlayer {
  id: number;
  /** Pairing number: place in the initial ranking (rating, highest first), from 1. */
  number: number;
  score: number;
  /** The colour of each earlier round, null when the player did not play it. */
  colours: Array<Colour | null>;
  /** Games with White minus games with Black. */
  cd: number;
  opponents: Set<number>;
  /** The float received in each earlier round (C.04.3 A.4). */
  floats: Float[];
  hadBye: boolean;
}

/** Initial ranking: rating, highest first, then the player's row. */
function pairingNumbers(players: readonly Player[]): Map<number, number> {
  const order = [...players].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id);
  return new Map(order.map((p, k) => [p.id, k + 1]));
}

export function pairingCards(players: readonly Player[], rounds: readonly Round[]): DutchPlayer[] {
  const numbers = pairingNumbers(players);
  const cards = new Map<number, DutchPlayer>(
    players.map((p) => [
      p.id,
      {
        id: p.id,
        number: numbers.get(p.id)!,
        score: 0,
        colours: [],
        cd: 0,
        opponents: new Set<number>(),
        floats: [],
        hadBye: false,
      },
    ]),
  );
  for (const round of rounds) {
    const before = new Map([...cards.values()].map((c) => [c.id, c.score]));
    const colour = new Map<number, Colour>();
    const float = new Map<number, Float>();
    for (const g of round.games) {
      colour.set(g.white, 'w');
      colour.set(g.black, 'b');
      const w = cards.get(g.white)!;
      const b = cards.get(g.black)!;
      w.opponents.add(g.black);
      b.opponents.add(g.white);
      const sw = before.get(g.white)!;
      const sb = before.get(g.black)!;
      if (sw !== sb) {
        float.set(g.white, sw > sb ? 'down' : 'up');
        float.set(g.black, sw > sb ? 'up' : 'down');
      }
      w.score += g.result?.white ?? 0;
      b.score += g.result?.black ?? 0;
    }
    for (const bye of round.byes) {
      const c = cards.get(bye.player)!;
      if (bye.kind === 'forced') {
        // A pairing-allocated bye scores a win and counts as a downfloat (A.4, A.5).
        c.score += 1;
        c.hadBye = true;
        float.set(bye.player, 'down');
      }
    }
    for (const c of cards.values()) {
      const col = colour.get(c.id) ?? null;
      c.colours.push(col);
      if (col === 'w') c.cd++;
      if (col === 'b') c.cd--;
      c.floats.push(float.get(c.id) ?? null);
    }
  }
  return [...cards.values()];
}

/** Ranking order for pairing (A.2): score, then pairing number. */
export function byRank(a: DutchPlayer, b: DutchPlayer): number {
  return b.score - a.score || a.number - b.number;
}
