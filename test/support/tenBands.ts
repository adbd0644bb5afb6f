import { newEvent, playerRow, typeResults, type Event } from './event';

/** P1 to P10, one in each band from 5d down to 10k (no club to avoid). */
const RANKS = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k', '8k', '10k'];

/** The ten players with their bands built. */
export function tenInBands(): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Avoid same club': 'No' } });
  event.click('Build bands');
  return event;
}

/** The ten players with round 1 paired and won by White, its dialogs cleared. */
export function tenAfterRound1(): Event {
  const event = tenInBands();
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.ss.ui.alerts.length = 0;
  return event;
}
