import { newEvent, playerRow, typeResults, type Event } from './event';

/** P1 to P8, one in each McMahon band from 5d down to 6k. */
export const EIGHT_RANKS = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k'];

/**
 * A Swiss event of the eight players, round 1 won by White, then switched to McMahon. With
 * `swissBand`, Build bands ran while it was Swiss (its one band, everyone at 0); with
 * `standings`, Update standings ran before the switch.
 */
export function swissSwitchedToMcMahon(swissBand: boolean, standings = false): Event {
  const players = EIGHT_RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
  if (swissBand) event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  if (standings) event.click('Update standings');
  event.setSetting('Pairing system', 'McMahon');
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Name, Band and Initial score of every player. */
export function playerBands(event: Event): unknown[][] {
  const [header, ...rows] = event.values('Players');
  return rows.map((r) => [r[0], r[header.indexOf('Band')], r[header.indexOf('Initial score')]]);
}
