/**
 * Easy Round Robin Pairing: "give black to any odd seat and white to any even seat …
 * Seat 1 is the exception here, and should alternate colors per round!"
 * Seat 1 takes black in odd rounds (plain seat parity in round 1) and white in even rounds;
 * its opponent on seat N takes the other colour. Movers then alternate every round except
 * once, on the wrap N → 2, so nobody plays one colour three times in a row and everyone's
 * whites and blacks differ by at most one.
 */
function seatIsWhite(seat: number, round: number): boolean {
  if (seat === 1) return round % 2 === 0;
  return seat % 2 === 0;
}

/** The seat of a board (seats `a` and `b`, one odd and one even) that plays white. */
export function whiteSeat(a: number, b: number, round: number): number {
  if (a === 1 || b === 1) return seatIsWhite(1, round) ? 1 : Math.max(a, b);
  return a % 2 === 0 ? a : b;
}
