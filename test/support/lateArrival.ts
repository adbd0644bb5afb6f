/**
 * The event the late-arrival tests start from: eight players from 5d to 5k in a McMahon, bands
 * built, Round 1 paired and won by White, and a 4k named "Late" registered at the bottom.
 */
import { newEvent, playerRow, register, typeResults, type Event } from './event';

/** Eight players P0 to P7, ranked 5d down to 5k, in a McMahon with bands built. */
export function eightBandedPlayers(): Event {
  const ranks = ['5d', '3d', '2d', '1d', '1k', '2k', '3k', '5k'];
  const players = ranks.map((Rank, i) => playerRow({ Name: `P${i}`, Rank, Status: 'active' }));
  const event = newEvent({ players, settings: { 'Pairing system': 'McMahon' } });
  event.click('Build bands');
  return event;
}

/** The eight after Round 1 (every game won by White), with "Late" (4k) registered. */
export function lateArrivalAfterRound1(): Event {
  const event = eightBandedPlayers();
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  register(event, [playerRow({ Name: 'Late', Rank: '4k', Status: 'active' })]);
  return event;
}
