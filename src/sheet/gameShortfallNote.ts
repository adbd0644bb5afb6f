import { gameShortfall } from '../engine/multiGame/reach';
import { games } from '../engine/multiGame/shortMessages';
import { nameList } from '../engine/names';
import type { EventState } from '../engine/systems';
import { settingNamed } from './settingsTab';
import type { Tournament } from './tournament';

/** Up to this many players left short are named; more are counted. */
const NAMED = 3;

/**
 * Multi-game, when round 1 is paired: players who cannot reach as many different games as the
 * event's rounds need, with the settings that change it. A warning, not a refusal: rounds past
 * their reach are paired with them short. Null when nobody is affected.
 */
export function gameShortfallNote(t: Tournament, event: EventState): string | null {
  if (!event.catalogue) return null;
  const { preferred, gamesPerRound, replayBetweenWinners } = t.settings.multiGame;
  const { rounds } = t.settings;
  const { games: offered, preferences } = event.catalogue;
  const short = gameShortfall({
    preferred,
    gamesPerRound,
    rounds,
    games: offered,
    players: event.players,
    preferences,
  });
  if (!short) return null;
  const { players, most, cap } = short;
  const active = event.players.filter((p) => p.status === 'active').length;
  const who =
    players.length <= NAMED
      ? nameList(players.map((id) => event.players[id].name))
      : players.length === active
        ? `all ${active} players`
        : `${players.length} of the ${active} players`;
  const once = `each plays a game only once${replayBetweenWinners ? ', a replay between winners aside,' : ''}`;
  const paired =
    cap === offered.length
      ? `the Games tab lists ${games(offered.length)}`
      : `only their first n+3 = ${cap} choices are paired`;
  let limit: string;
  if (short.shortLists && !short.cutLists && most < cap) limit = `they list no more than ${most}`;
  else if (short.shortLists) limit = `${paired}, fewer for those who list fewer`;
  else limit = paired;
  const cell = (name: string): string => settingNamed(t.settingsTable, name);
  const listMore = 'have players list more games on the Preferences tab';
  // Longer lists help both those who list every choice n+3 allows and those who list fewer:
  // said once, with the higher n when some need it.
  const raiseAndList = short.fullLists && !short.cutLists;
  const fixes: string[] = [];
  if (short.cutLists) fixes.push(`raise ${cell('Preferred games (n)')}`);
  else if (raiseAndList) fixes.push(`raise ${cell('Preferred games (n)')} and ${listMore}`);
  fixes.push(`lower ${cell('Games per player per round')} or ${cell('Rounds')}`);
  if (short.shortLists && !raiseAndList) fixes.push(listMore);
  if (offered.length < rounds * gamesPerRound) fixes.push('add games to the Games tab');
  const last = fixes.length > 1 ? `; or ${fixes.pop()}` : '';
  return (
    `Not enough games for every round: ${who} can play at most ${most} different ` +
    `${most === 1 ? 'game' : 'games'} in this event (${once}${replayBetweenWinners ? '' : ','} and ${limit}), but ${rounds} ` +
    `rounds of ${games(gamesPerRound)} need ${rounds * gamesPerRound}, so they will run short ` +
    `of games in the later rounds. To give everyone their games: ${fixes.join('; ')}${last}.`
  );
}
