/**
 * Multi-game events (issue 9; Game Courier proposal, seed 004): every entrant plays several
 * different games and, as far as possible, only games they prefer.
 *
 * - pairMultiGameRound pairs one round, by method 'seed order' (the proposal's greedy walk,
 *   seedOrder.ts) or 'optimal' (a b-matching solved exactly by branch and bound, optimal.ts).
 * - multiGameStandings ranks the players and builds the cross table (standings.ts).
 *
 * Where the proposal is silent, these rules were chosen:
 * - Who is paired: active players without a bye request for the round. Bye requests are listed
 *   as voluntary byes; only the rounds numbered below the round being paired count as history.
 * - Popularity (step 1) counts the players paired this round who have the game among their top
 *   n and may still play it in the event (not played yet, or open to a replay as a winner).
 * - Common games (steps 2–3) are those among both players' top n that the event rules still
 *   allow the two of them; pairs tied on count and rarity keep roster order.
 * - The game for a pair (step 4): least popular; then the game both rank highest among the tied
 *   ones; else the favourite of the player with fewer preferences met (games played among their
 *   top n, earlier rounds and this one); then the lower rank sum; then Games-tab order.
 * - Each widening step (n+1, n+2, n+3, capped at the number of games) walks the pairs once
 *   more, for players still short; at n+3 every game ties for popularity.
 * - Event rules (step 5): every earlier board played over the board counts as played (a forfeit
 *   leaves the game to be played later); a replay
 *   needs both players to have played the game exactly once and won it over the board (not by
 *   forfeit); so a game is played at most twice, and never twice by the same pair.
 * - A player's list may be shorter than n; it may not be empty for a player to be paired.
 * - Player 1 (moves first): the player who has moved first less often than second so far in
 *   the event (this round's earlier boards included); on a tie, a coin seeded by the Settings
 *   seed and the round number.
 */
export { pairMultiGameRound } from './pairRound';
export { multiGameStandings } from './standings';
export type {
  MultiGameInput,
  MultiGameMethod,
  MultiGameRoundPairing,
  MultiGameSettings,
} from './types';
