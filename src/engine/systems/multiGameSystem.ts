import { withdrawnPaired } from '../checkRound';
import { InputError } from '../errors';
import { multiGameStandings, pairMultiGameRound, type MultiGameSettings } from '../multiGame';
import { multiGameRoundProblems } from '../multiGame/check';
import { noBoardMessage } from '../multiGame/noBoardMessage';
import { searchNotice } from '../multiGame/optimal';
import { shortMessages } from '../multiGame/shortMessages';
import type { Settings } from '../types';
import { requireTwoPlaying } from './playing';
import { roundsBefore } from './repeats';
import { NO_DRAW_NOTE, SHARED_PLACE } from './standingsTables';
import type { EventState, GameCatalogue, PairingSystemRules, StandingsTable } from './types';

function catalogueOf(event: EventState): GameCatalogue {
  if (!event.catalogue) {
    throw new InputError(
      'A multi-game event needs a Games tab and a Preferences tab. Run "Set up tournament sheet" to add them.',
    );
  }
  return event.catalogue;
}

const settingsOf = (settings: Settings): MultiGameSettings => ({
  ...settings.multiGame,
  randomSeed: settings.randomSeed,
});

/**
 * Multi-game events (Game Courier proposal, 2004): every player plays several games a round,
 * as far as possible only games among their preferred ones; Player 1 moves first.
 */
export const multiGameSystem: PairingSystemRules = {
  name: 'Multi-game',
  needs: { constraints: false, seats: false, bands: false, catalogue: true, avoidance: false },
  layout: 'games',
  usesBands: false,
  strength: 'none',
  // Never written: an event file needs colours.
  fileSystem: 'Swiss',
  ranking: 'points',
  // README › Multi-game: 0.1 s a round at 60 players, up to 3 s at 150.
  slowAbove: 100,
  lastRound: (event) => event.settings.rounds,
  pairRound(event, number) {
    const { games, preferences } = catalogueOf(event);
    requireTwoPlaying(event.players, number);
    const paired = pairMultiGameRound({
      settings: settingsOf(event.settings),
      games,
      players: event.players,
      preferences,
      rounds: roundsBefore(event.rounds, number),
      roundNumber: number,
    });
    const name = (id: number): string => event.players[id].name;
    if (paired.games.length === 0) throw new InputError(noBoardMessage(number, paired.short, name));
    const notice = paired.search && searchNotice(paired.search);
    return {
      number,
      games: paired.games,
      byes: paired.byes,
      placed: [],
      messages: notice ? [notice] : [],
      warnings: shortMessages(paired.short, name, number),
      short: paired.short,
    };
  },
  checkRound(event, round) {
    const { games, preferences } = catalogueOf(event);
    return [
      ...withdrawnPaired(event.players, round),
      ...multiGameRoundProblems(
        event.players,
        games,
        preferences,
        settingsOf(event.settings),
        roundsBefore(event.rounds, round.number),
        round,
      ),
    ];
  },
  standings(event) {
    const { games, preferences } = catalogueOf(event);
    const { settings } = event;
    const lots = settings.drawingOfLots ?? true;
    const standings = multiGameStandings({
      players: event.players,
      games,
      preferences,
      preferred: settings.multiGame.preferred,
      rounds: event.rounds,
      randomSeed: settings.randomSeed,
      randomDraw: lots,
    });
    // The draw decided a place where the row ties its neighbour on points, wins and SB.
    const key = (s: (typeof standings)[number]): string =>
      `${s.neverPlayed}|${s.points}|${s.wins}|${s.defeatedPoints}`;
    const table: StandingsTable = {
      columns: [
        { header: 'Points', note: 'Points from every game: 1 a win, ½ a draw.', role: 'score' },
        { header: 'Games', note: 'Games played over the board (forfeits left out).' },
        { header: 'Wins', note: 'Games won, forfeit wins included.', role: 'tiebreak' },
        {
          header: 'Top n',
          note: `How many of the games played were among the player's first ${settings.multiGame.preferred} choices (Preferred games (n)).`,
        },
        {
          header: 'SB',
          role: 'tiebreak',
          note: "Sonneborn-Berger: the sum of defeated opponents' points plus half of drawn opponents'. Tiebreak after points and wins.",
        },
        ...games.map((game) => ({
          header: game,
          note: `Points in ${game}, then the games played over the board: "1½ / 2" (a forfeit's point counts, not as a game).`,
        })),
      ],
      rows: standings.map((s, i) => {
        const tied =
          (i > 0 && key(standings[i - 1]) === key(s)) ||
          (i + 1 < standings.length && key(standings[i + 1]) === key(s));
        let position = 1;
        for (let k = i - 1; k >= 0 && key(standings[k]) === key(s); k--) position++;
        return {
          player: s.player,
          place: s.place,
          placeLabel: s.placeLabel,
          values: [
            s.points,
            s.gamesPlayed,
            s.wins,
            s.preferredGames,
            s.defeatedPoints,
            // A forfeit win alone still shows its point: "1 / 0".
            ...s.byGame.map((g) =>
              g.games || g.points ? `${formatPoints(g.points)} / ${g.games}` : '',
            ),
          ],
          rounds: s.cells,
          draw: lots && tied ? position : '',
        };
      }),
      roundNote: `Each game of the round: the game, the opponent's place${lots ? '' : SHARED_PLACE}, then + win, - loss, = draw, ? result missing, ! forfeit.`,
      drawNote: lots
        ? 'Random draw (from the Settings seed), shown only where it decided a place between players tied on points, wins and SB: 1 won the draw.'
        : NO_DRAW_NOTE,
    };
    return table;
  },
};

function formatPoints(x: number): string {
  const whole = Math.floor(x);
  if (x === whole) return String(x);
  return x - whole === 0.5 ? `${whole || ''}½` : String(x);
}
