import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

const NAMES = PREFERENCES.slice(1).map((r) => String(r[0]));

/**
 * A Swiss event with round 1 played (and the rounds after it paired by `later`), then
 * Settings › Pairing system set to Multi-game.
 */
function toMultiGame(later: string[] = []): Event {
  const players = NAMES.map((Name) => playerRow({ Name, Rank: '1k' }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
  for (const [i, system] of ['Swiss', ...later].entries()) {
    event.setSetting('Pairing system', system);
    event.click('Pair next round');
    typeResults(event, i + 1, () => 'W+');
  }
  event.setSetting('Pairing system', 'Multi-game');
  event.ss.ui.alerts.length = 0;
  return event;
}

/** A multi-game event with round 1 paired, then Settings › Pairing system set to `system`. */
function fromMultiGame(system: string): Event {
  const players = NAMES.map((Name) => playerRow({ Name }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Multi-game' } });
  event.click('Set up tournament sheet');
  setSheet(event.ss, 'Games', GAMES);
  setSheet(event.ss, 'Preferences', PREFERENCES);
  event.click('Pair next round');
  event.setSetting('Pairing system', system);
  event.ss.ui.alerts.length = 0;
  return event;
}

const TO_MULTI_GAME =
  'Round 1 was paired as Swiss; Settings!B3 (Pairing system) now says Multi-game, and a multi-game event cannot continue from rounds with White and Black on each board. Set Pairing system back to Swiss, or start the multi-game event afresh in a new sheet. Nothing was changed.';

/** An event whose undo records were kept before they named the pairing system. */
const UNRECORDED =
  'Settings!B3 (Pairing system) says Multi-game, but Round 1 was paired by another pairing system (White and Black on each board), and a multi-game event cannot continue from those rounds. Set Pairing system back to the system the event was started with, or start the multi-game event afresh in a new sheet. Nothing was changed.';

/** Takes the pairing system out of every undo record, as records were kept before. */
function forgetSystems(event: Event): void {
  const store = event.ss.properties.document;
  for (const [key, value] of store) {
    if (!/^pairsheet\.undo\.r\d+\.0$/.test(key)) continue;
    const record = JSON.parse(value) as Record<string, unknown>;
    expect(record.system).toBeDefined();
    delete record.system;
    store.set(key, JSON.stringify(record));
  }
}

const fromMultiGameMessage = (system: string, name: string): string =>
  `Settings!B3 (Pairing system) says ${system}, but Round 1 was paired as a multi-game event (a Game, Player 1 and Player 2 on each board), and a ${name} event cannot continue from those rounds. Set Pairing system back to Multi-game, or start the ${name} event afresh in a new sheet. Nothing was changed.`;

const COMMANDS = ['Pair next round', 'Update standings', 'Check round', 'Print pairings'];

describe('Pairing system switched to Multi-game after round 1', () => {
  it('is refused by Set up before it adds the Games and Preferences tabs', () => {
    const event = toMultiGame();
    expect(refused(event, 'Set up tournament sheet')).toBe(
      `Pairsheet: Set up tournament sheet\n${TO_MULTI_GAME}`,
    );
    expect(event.ss.getSheetByName('Games')).toBeNull();
  });

  it('is refused by every command that reads the rounds, with or without a Games tab', () => {
    const event = toMultiGame();
    for (const caption of COMMANDS) {
      expect(refused(event, caption)).toBe(`Pairsheet: ${caption}\n${TO_MULTI_GAME}`);
    }
    // Games and Preferences filled in by hand do not let the multi-game event go on either.
    setSheet(event.ss, 'Games', GAMES);
    setSheet(event.ss, 'Preferences', PREFERENCES);
    for (const caption of COMMANDS) {
      expect(refused(event, caption)).toBe(`Pairsheet: ${caption}\n${TO_MULTI_GAME}`);
    }
  });

  it('names the latest system the rounds were paired by as the way back', () => {
    const event = toMultiGame(['Stable Swiss']);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 was paired as Swiss, Round 2 as Stable Swiss; Settings!B3 (Pairing system) now says Multi-game, and a multi-game event cannot continue from rounds with White and Black on each board. Set Pairing system back to Stable Swiss, or start the multi-game event afresh in a new sheet. Nothing was changed.',
    );
  });

  it('names a round robin as one, and the way back by its setting', () => {
    const players = NAMES.map((Name) => playerRow({ Name, Rank: '1k' }));
    const event = newEvent({
      players,
      settings: { 'Pairing system': 'Round robin', Rounds: NAMES.length - 1 },
    });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    event.setSetting('Pairing system', 'Multi-game');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 was paired as a round robin; Settings!B3 (Pairing system) now says Multi-game, and a multi-game event cannot continue from rounds with White and Black on each board. Set Pairing system back to Round robin, or start the multi-game event afresh in a new sheet. Nothing was changed.',
    );
  });

  it('names the system once when the latest round was paired by the same one', () => {
    const event = toMultiGame(['Swiss', 'Swiss']);
    expect(refused(event, 'Pair next round')).toBe(`Pairsheet: Pair next round\n${TO_MULTI_GAME}`);
  });

  it('keeps its former message for rounds whose record does not name the system', () => {
    const event = toMultiGame();
    forgetSystems(event);
    for (const caption of [...COMMANDS, 'Set up tournament sheet']) {
      expect(refused(event, caption)).toBe(`Pairsheet: ${caption}\n${UNRECORDED}`);
    }
  });

  it('pairs round 2 once the system is set back', () => {
    const event = toMultiGame();
    event.setSetting('Pairing system', 'Swiss');
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 4 boards.');
  });
});

describe('Pairing system switched from Multi-game after round 1', () => {
  it('is refused by every command and by Set up, naming the system now set', () => {
    for (const [system, name] of [
      ['Swiss', 'Swiss'],
      ['McMahon', 'McMahon'],
      ['Round robin', 'round robin'],
    ]) {
      const event = fromMultiGame(system);
      for (const caption of [...COMMANDS, 'Set up tournament sheet']) {
        expect(refused(event, caption)).toBe(
          `Pairsheet: ${caption}\n${fromMultiGameMessage(system, name)}`,
        );
      }
    }
  });

  it('pairs round 2 once the system is set back to Multi-game', () => {
    const event = fromMultiGame('Swiss');
    event.setSetting('Pairing system', 'Multi-game');
    event
      .values('Round 1')
      .slice(1)
      .forEach((row, i) => {
        if (typeof row[0] === 'number') event.edit('Round 1', i, 'Result', '1-0');
      });
    event.click('Pair next round');
    expect(event.values('Round 2')[0]).toEqual([
      'Board',
      'Game',
      'Player 1',
      'Player 2',
      'Result',
      'Notes',
    ]);
  });
});
