/**
 * A Yes/No question is shown with the document lock free: the TD may read it for minutes while
 * volunteers type results and other editors run commands. Yes runs the command again from what
 * the sheet holds then.
 */
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const REPAIR = 'Round 1 has no results yet. Pair it again and replace it?';
const UNDO = 'Remove Round 1? Nothing else changes.';

/** Eight players, Swiss, Round 1 paired with no result typed in. */
function roundOnePaired(): { event: Event; before: string; paired: string } {
  const ranks = ['4d', '3d', '2d', '1d', '1k', '2k', '3k', '4k'];
  const players = ranks.map((Rank, i) =>
    playerRow({ Name: `Player ${String.fromCharCode(65 + i)}`, Rank }),
  );
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss', Rounds: 4 } });
  event.click('Build bands');
  const before = JSON.stringify(snapshot(event.ss));
  event.click('Pair next round');
  event.ss.ui.alerts.length = 0;
  event.ss.toasts.length = 0;
  return { event, before, paired: JSON.stringify(snapshot(event.ss)) };
}

const state = (event: Event): string => JSON.stringify(snapshot(event.ss));

/** The questions asked, and the dialogs shown, in order. */
const prompts = (event: Event): string[] => event.ss.ui.alerts.map((a) => a.prompt);

describe('A question is shown with the document lock free', () => {
  it.each([
    ['Pair next round', REPAIR],
    ['Undo last pairing', UNDO],
  ])('%s asks before it writes anything, without the lock; No changes nothing', (caption, q) => {
    const { event, paired } = roundOnePaired();
    const seen: Array<{ question: string; locked: boolean; unchanged: boolean }> = [];
    event.ss.ui.responder = (question) => {
      const locked = event.ss.locks.isHeld('document');
      seen.push({ question: question.prompt, locked, unchanged: state(event) === paired });
      return 'NO';
    };
    event.click(caption);
    expect(seen).toEqual([{ question: q, locked: false, unchanged: true }]);
    expect(event.ss.ui.alerts.map((a) => [a.prompt, a.response, a.locked])).toEqual([
      [q, 'NO', false],
    ]);
    expect(event.ss.toasts.map((t) => [t.title, t.msg])).toEqual([
      [`Pairsheet: ${caption}`, 'Nothing was changed.'],
    ]);
    expect(state(event)).toBe(paired);
  });

  it('Yes pairs the round again, as it was first paired, asking once', () => {
    const { event, paired } = roundOnePaired();
    const first = event.values('Round 1');
    event.edit('Round 1', 0, 'Notes', 'edited by hand');
    event.ss.ui.answers.push('YES');
    event.click('Pair next round');
    expect(prompts(event)).toEqual([REPAIR]);
    expect(event.values('Round 1')).toEqual(first);
    expect(event.ss.getSheetByName('Round 2')).toBeNull();
    expect(event.ss.toasts.map((t) => t.msg)).toEqual(['Round 1: 4 boards.']);
    // Only the "written" time in the title may differ from the first pairing.
    const written = /written \d{4}-\d\d-\d\d \d\d:\d\d/g;
    expect(state(event).replace(written, '')).toBe(paired.replace(written, ''));
  });

  it('Yes undoes the pairing, asking once', () => {
    const { event, before } = roundOnePaired();
    event.ss.ui.answers.push('YES');
    event.click('Undo last pairing');
    expect(prompts(event)).toEqual([UNDO]);
    expect(event.ss.toasts.map((t) => t.msg)).toEqual(['Round 1 removed.']);
    expect(state(event)).toBe(before);
  });

  it('takes a question closed without an answer as No', () => {
    const { event, paired } = roundOnePaired();
    event.ss.ui.answers.push('CLOSE');
    event.click('Undo last pairing');
    expect(event.ss.ui.alerts.map((a) => [a.prompt, a.response])).toEqual([[UNDO, 'CLOSE']]);
    expect(event.ss.toasts.map((t) => t.msg)).toEqual(['Nothing was changed.']);
    expect(state(event)).toBe(paired);
  });

  it('lets another editor run a command while the question is open', () => {
    const { event } = roundOnePaired();
    event.ss.ui.responder = () => {
      // Another execution finds the lock taken only if this one still holds it.
      event.ss.locks.heldElsewhere = event.ss.locks.isHeld('document');
      event.click('Update standings');
      event.ss.locks.heldElsewhere = false;
      return 'NO';
    };
    event.click('Pair next round');
    expect(prompts(event)).toEqual([REPAIR]);
    expect(event.ss.toasts.map((t) => [t.title, t.msg])).toEqual([
      [
        'Pairsheet: Update standings',
        'Standings updated after 1 round. Leader: Player G (0). 4 results still missing: Round 1: boards 1–4 (F5–F8).',
      ],
      ['Pairsheet: Pair next round', 'Nothing was changed.'],
    ]);
    expect(event.values('Standings').length).toBe(9);
  });
});

describe('The sheet changes while the question is open', () => {
  it('refuses to pair when a result was typed meanwhile, and writes nothing', () => {
    const { event } = roundOnePaired();
    let typed = '';
    event.ss.ui.responder = () => {
      event.edit('Round 1', 0, 'Result', 'W+R');
      typed = state(event);
      return 'YES';
    };
    event.click('Pair next round');
    expect(prompts(event)).toEqual([
      REPAIR,
      'The sheet changed while the question was open, so nothing was changed:\nResults are missing, so the next round cannot be paired yet:\nRound 1: boards 2–4 (F6–F8)\nType them in (W+, B+, Jigo…), then pair again.',
    ]);
    expect(state(event)).toBe(typed);
  });

  it('does not pair the next round instead when every result was typed meanwhile', () => {
    const { event } = roundOnePaired();
    let typed = '';
    event.ss.ui.responder = () => {
      typeResults(event, 1, () => 'B+R');
      typed = state(event);
      return 'YES';
    };
    event.click('Pair next round');
    expect(prompts(event)).toEqual([
      REPAIR,
      `The sheet changed while the question was open ("${REPAIR}" no longer applies), so nothing was changed. Run "Pair next round" again.`,
    ]);
    expect(event.ss.getSheetByName('Round 2')).toBeNull();
    expect(state(event)).toBe(typed);
    event.ss.ui.responder = null;
    event.click('Pair next round');
    expect(event.ss.getSheetByName('Round 2')).not.toBeNull();
  });

  it('asks the new question when the change makes one, and removes what the TD agreed to', () => {
    const { event, before } = roundOnePaired();
    const asked: string[] = [];
    event.ss.ui.responder = (question) => {
      asked.push(question.prompt);
      if (asked.length === 1) event.click('Print pairings');
      return 'YES';
    };
    event.click('Undo last pairing');
    expect(asked).toEqual([UNDO, 'Remove Round 1 and Round 1 by name? Nothing else changes.']);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1 and Round 1 by name removed.');
    expect(state(event)).toBe(before);
  });

  it('gives up after three questions when the sheet keeps changing', () => {
    const { event, paired } = roundOnePaired();
    event.ss.ui.responder = () => {
      const printed = event.ss.getSheetByName('Round 1 by name');
      if (printed) event.ss.deleteSheet(printed);
      else event.click('Print pairings');
      return 'YES';
    };
    event.click('Undo last pairing');
    const both = 'Remove Round 1 and Round 1 by name? Nothing else changes.';
    expect(prompts(event)).toEqual([
      UNDO,
      both,
      UNDO,
      'The sheet kept changing while the questions were open, so nothing was changed. Run "Undo last pairing" again once no one else is editing.',
    ]);
    // The last question printed the by-name sheet again; Round 1 is still there.
    expect(event.ss.getSheetByName('Round 1')).not.toBeNull();
    event.ss.deleteSheet(event.ss.getSheetByName('Round 1 by name')!);
    expect(state(event)).toBe(paired);
  });
});
