import { InputError } from '../errors';
import type { Player } from '../types';
import type { MultiGameInput } from './types';

const wholeAtLeastOne = (value: number): boolean => Number.isInteger(value) && value >= 1;

/** Players not withdrawn and not asking for a bye in this round: the ones to pair. */
export function isPaired(player: Player, roundNumber: number): boolean {
  return player.status === 'active' && !player.byes.includes(roundNumber);
}

function checkGames(games: readonly string[]): void {
  if (games.length === 0) throw new InputError('The Games tab lists no games.');
  const seen = new Set<string>();
  for (const game of games) {
    if (game.trim() === '') throw new InputError('The Games tab has a blank game name.');
    if (seen.has(game)) throw new InputError(`The Games tab lists '${game}' twice.`);
    seen.add(game);
  }
}

function checkSettings(input: MultiGameInput): void {
  const { preferred, gamesPerRound } = input.settings;
  if (!wholeAtLeastOne(preferred)) {
    throw new InputError(
      `Settings: Preferred games (n) is ${preferred}; it must be a whole number of at least 1.`,
    );
  }
  if (preferred > input.games.length) {
    throw new InputError(
      `Settings: Preferred games (n) is ${preferred}, but the Games tab offers only ` +
        `${input.games.length} games.`,
    );
  }
  if (!wholeAtLeastOne(gamesPerRound)) {
    throw new InputError(
      `Settings: Games per player per round is ${gamesPerRound}; it must be a whole number of at least 1.`,
    );
  }
  if (!wholeAtLeastOne(input.roundNumber)) {
    throw new InputError(`${input.roundNumber} is not a round number: rounds are numbered from 1.`);
  }
}

function checkPlayers(players: readonly Player[]): void {
  players.forEach((p, i) => {
    if (p.id !== i) throw new Error(`Player ids must be roster indexes 0 … ${players.length - 1}.`);
  });
}

function checkPreferences(input: MultiGameInput, offered: ReadonlySet<string>): void {
  for (const player of input.players) {
    const list = input.preferences[player.id] ?? [];
    const seen = new Set<string>();
    for (const game of list) {
      if (!offered.has(game)) {
        throw new InputError(
          `${player.name}'s preferences name '${game}', which is not on the Games tab.`,
        );
      }
      if (seen.has(game))
        throw new InputError(`${player.name}'s preferences list '${game}' twice.`);
      seen.add(game);
    }
    if (list.length === 0 && isPaired(player, input.roundNumber)) {
      throw new InputError(`${player.name} has no games on the Preferences tab.`);
    }
  }
}

function checkRounds(input: MultiGameInput, offered: ReadonlySet<string>): void {
  const count = input.players.length;
  const known = (id: number): boolean => Number.isInteger(id) && id >= 0 && id < count;
  for (const round of input.rounds) {
    for (const g of round.games) {
      const where = `Round ${round.number}, board ${g.board}`;
      if (!known(g.white) || !known(g.black) || g.white === g.black) {
        throw new InputError(
          `${where}: the two players must be two different players on the Players tab.`,
        );
      }
      if (g.game === undefined || !offered.has(g.game)) {
        throw new InputError(`${where}: game '${g.game ?? ''}' is not on the Games tab.`);
      }
    }
  }
}

/** Throws InputError (naming the setting, player or board) on anything the engine cannot use. */
export function validateInput(input: MultiGameInput): void {
  checkGames(input.games);
  checkSettings(input);
  checkPlayers(input.players);
  const offered = new Set(input.games);
  checkPreferences(input, offered);
  checkRounds(input, offered);
}
