import { newEvent, playerRow, type Event } from './event';

/**
 * A chess club's six players (Elo ratings, no ranks) set up for a three-round Swiss; `settings`
 * adds to or overrides the club's Settings.
 */
export function chessClub(settings: Record<string, string | number> = {}): Event {
  const ratings = [2150, 2010, 1890, 1760, 1620, 1505];
  const names = ['Anna', 'Boris', 'Carla', 'Dmitri', 'Eva', 'Felix'];
  return newEvent({
    players: names.map((Name, i) => playerRow({ Name, Rating: ratings[i] })),
    settings: {
      'Pairing system': 'Swiss',
      'Board game': 'Chess',
      Rounds: 3,
      'Avoid same club': 'No',
      ...settings,
    },
  });
}
