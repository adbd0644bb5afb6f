import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';

/** A round robin whose round 1 is played (White wins) and RR 1 has withdrawn since. */
function afterWithdrawal(count: number, boardGame = 'Go'): Event {
  const players = Array.from({ length: count }, (_, i) =>
    playerRow({ Name: `RR ${i + 1}`, Rank: `${i + 1}k` }),
  );
  const settings = { 'Pairing system': 'Round robin', 'Board game': boardGame };
  const event = newEvent({ players, settings });
  event.click('Seat players (round robin)');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.edit('Players', 0, 'Status', 'withdrawn');
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Row index (0 = first game row) of the board RR 1 forfeits, and of another board. */
function boards(event: Event): { forfeit: number; other: number } {
  const [header, ...games] = event.values('Round 2');
  const forfeit = games.findIndex((r) => r[1] === 'RR 1' || r[2] === 'RR 1');
  expect(games[forfeit][header.indexOf('Notes')]).toBe('RR 1 withdrew: forfeit');
  return { forfeit, other: forfeit === 0 ? 1 : 0 };
}

describe('A forfeit the round robin wrote for a withdrawn player', () => {
  it('gets no result slip: the game is not played', () => {
    const event = afterWithdrawal(4);
    event.click('Pair next round');
    const { other } = boards(event);
    event.click('Print result slips');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '"Slips" holds 1 result slip for round 2, 8 to a page (File › Print: portrait, fit to width; cut along the boxes).',
    );
    const slips = event.ss.getSheetByName('Slips')!.getDataRange().getValues();
    expect(slips[1][2]).toBe(`Board ${other + 1}`);
  });

  it.each(['Go', 'Chess'])(
    'does not stop Undo last pairing (%s): the workbook is as before',
    (game) => {
      const event = afterWithdrawal(4, game);
      const before = snapshot(event.ss);
      event.click('Pair next round');
      boards(event);
      event.click('Undo last pairing');
      expect(event.lastAlert()).toBe(
        'Pairsheet: Undo last pairing\nRemove Round 2? Nothing else changes.',
      );
      expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2 removed.');
      expect(snapshot(event.ss)).toEqual(before);
    },
  );

  it('does not stop pairing the round again, which writes the same round', () => {
    const event = afterWithdrawal(4);
    const before = snapshot(event.ss);
    event.click('Pair next round');
    const first = event.values('Round 2');
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 2 has no results yet. Pair it again and replace it?',
    );
    expect(event.values('Round 2')).toEqual(first);
    event.click('Undo last pairing');
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('leaves a result a volunteer typed on another board counted: Undo refuses', () => {
    const event = afterWithdrawal(4);
    event.click('Pair next round');
    const { other } = boards(event);
    event.edit('Round 2', other, 'Result', 'B+');
    const board = event.values('Round 2')[other + 1][0];
    expect(refused(event, 'Undo last pairing')).toBe(
      `Pairsheet: Undo last pairing\nRound 2 has 1 result typed in (board ${board}), so it was not removed. "Undo last pairing" removes a round only before any result is in; clear those Result cells first if the round must really go.`,
    );
  });

  it('leaves a result typed on another board counted: the round is not paired again', () => {
    const event = afterWithdrawal(6);
    event.click('Pair next round');
    const { forfeit } = boards(event);
    const typed = forfeit === 0 ? 1 : 0;
    event.edit('Round 2', typed, 'Result', 'W+');
    const left = [0, 1, 2].filter((i) => i !== forfeit && i !== typed)[0];
    const board = event.values('Round 2')[left + 1][0];
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 2: board ${board} (F${event.headerRow('Round 2') + left + 1})\nType them in (W+, B+, Jigo…), then pair again.`,
    );
  });

  it('counts a forfeit as typed once its note is gone, as a volunteer would type it', () => {
    const event = afterWithdrawal(4);
    event.click('Pair next round');
    const { forfeit } = boards(event);
    event.edit('Round 2', forfeit, 'Notes', '');
    const board = event.values('Round 2')[forfeit + 1][0];
    expect(refused(event, 'Undo last pairing')).toMatch(
      new RegExp(
        `^Pairsheet: Undo last pairing\\nRound 2 has 1 result typed in \\(board ${board}\\)`,
      ),
    );
  });

  it('still refuses Undo when a volunteer types a result while the question is open', () => {
    const event = afterWithdrawal(4);
    event.click('Pair next round');
    const { other } = boards(event);
    const board = event.values('Round 2')[other + 1][0];
    const after = snapshot(event.ss);
    event.ss.ui.responder = () => {
      event.edit('Round 2', other, 'Result', 'W+');
      return 'YES';
    };
    event.click('Undo last pairing');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Undo last pairing\nThe sheet changed while the question was open, so nothing was changed:\nRound 2 has 1 result typed in (board ${board}), so it was not removed. "Undo last pairing" removes a round only before any result is in; clear those Result cells first if the round must really go.`,
    );
    event.edit('Round 2', other, 'Result', '');
    expect(snapshot(event.ss)).toEqual(after);
  });
});
