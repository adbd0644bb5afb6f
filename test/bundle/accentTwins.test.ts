import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import {
  newEvent,
  PLAYER_HEADERS,
  playerRow,
  register,
  typeResults,
  type Event,
} from '../support/event';

/** A Swiss event of these players, ranked 1k down. */
function swiss(names: string[]): Event {
  const players = names.map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` }));
  return newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
}

/** The same event with AGA ID and EGF PIN columns after the others (N and O): [name, id, pin]. */
function swissWithIds(players: Array<[string, string | number, string | number]>): Event {
  const event = swiss(players.map(([name]) => name));
  setSheet(event.ss, 'Players', [
    [...PLAYER_HEADERS, 'AGA ID', 'EGF PIN'],
    ...players.map(([Name, id, pin], i) => [...playerRow({ Name, Rank: `${i + 1}k` }), id, pin]),
  ]);
  return event;
}

/** What the note tells the TD to do, after a pairing and in the standings. */
const AFTER_PAIRING =
  'If one person was typed twice, run "Undo last pairing", delete the extra row and pair again. If they are two people, give each their AGA ID or EGF PIN, or let both play: this is not said once both have been paired.';
const IN_STANDINGS =
  'If one person was typed twice, delete the extra row. If they are two people, give each their AGA ID or EGF PIN, or let both play: this is not said once both have been paired.';

describe('Players names that differ only by accents', () => {
  it('are two players, named with both cells at the pairing where both first play, not after', () => {
    const event = swiss(['José Ruiz', 'Ann Bo', 'Cy Di', 'Jose Ruiz']);
    const note =
      'Players!A2 José Ruiz and Players!A5 Jose Ruiz differ only by accents: two players, or one typed twice?';
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 1: 2 boards.\n\n${note} ${AFTER_PAIRING}`,
    );
    expect(
      event
        .values('Round 1')
        .slice(1)
        .flatMap((r) => r.slice(1, 3)),
    ).toContain('Jose Ruiz');
    // Both paired and let play: two people, not said again.
    const alerts = event.ss.ui.alerts.length;
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 1 round. Leader: Ann Bo (0). 2 results still missing: Round 1: boards 1 (F5), 2 (F6).',
    );
    typeResults(event, 1, () => 'B+R');
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 2 boards.');
    expect(event.ss.ui.alerts.length).toBe(alerts);
  });

  it('are named for a late arrival until both have been paired', () => {
    const event = swiss(['José Ruiz', 'Ann Bo', 'Cy Di']);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+R');
    register(event, [playerRow({ Name: 'Jose Ruiz', Rank: '4k' })]);
    const note =
      'Players!A2 José Ruiz and Players!A5 Jose Ruiz differ only by accents: two players, or one typed twice?';
    event.click('Update standings');
    expect(event.lastAlert()!.split('\n\n').at(-1)).toBe(`${note} ${IN_STANDINGS}`);
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 2: 2 boards.\n\n${note} ${AFTER_PAIRING}`,
    );
    // Round 2 paired again, before any result: still the pairing where both first play.
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 2: 2 boards.\n\n${note} ${AFTER_PAIRING}`,
    );
    typeResults(event, 2, () => 'W+R');
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 2 rounds. Leader: Cy Di (2).',
    );
  });

  it('lists each group of names in one note', () => {
    const event = swiss(['José Ruiz', 'Zoë Lee', 'Jose Ruiz', 'ZOE Lee', 'Zoe Lée', 'Ann Bo']);
    event.click('Update standings');
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'These names differ only by accents: Players!A2 José Ruiz and Players!A4 Jose Ruiz; Players!A3 Zoë Lee, Players!A5 ZOE Lee and Players!A6 Zoe Lée. Different players, or one typed twice? ' +
        IN_STANDINGS,
    );
  });

  it('says nothing of names that differ otherwise', () => {
    const event = swiss(['Ann Lee', 'Anne Lee', 'Jo Ruiz', 'José Ruis']);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 2 boards.');
  });

  it('are named in the standings written before round 1', () => {
    const event = swiss(['José Ruiz', 'Ann Bo', 'Jose Ruiz']);
    event.click('Update standings');
    expect(event.lastAlert()!.split('\n\n').at(-1)).toBe(
      'Players!A2 José Ruiz and Players!A4 Jose Ruiz differ only by accents: two players, or one typed twice? ' +
        IN_STANDINGS,
    );
  });

  it('are two people, and not named, when their AGA IDs or EGF PINs differ', () => {
    const event = swissWithIds([
      ['José Ruiz', 123, ''],
      ['Ann Bo', '', ''],
      ['Jose Ruiz', '00456', ''],
      ['Zoë Lee', '', 12345678],
      ['Zoe Lee', '', '23456789'],
      ['Zoe Lée', '', ''],
    ]);
    event.click('Update standings');
    // Zoe Lée has no PIN: she may still be either of the others.
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'Players!A5 Zoë Lee, Players!A6 Zoe Lee and Players!A7 Zoe Lée differ only by accents: two players, or one typed twice? ' +
        IN_STANDINGS,
    );
    event.edit('Players', 5, 'EGF PIN', 34567890);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 3 boards.');
  });

  it('are still named when one id is blank, or both are the same id', () => {
    const event = swissWithIds([
      ['José Ruiz', 123, ''],
      ['Ann Bo', '', ''],
      ['Jose Ruiz', '00123', ''],
      ['Zoë Lee', '', 12345678],
      ['Zoe Lee', 77, ''],
    ]);
    event.click('Update standings');
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'These names differ only by accents: Players!A2 José Ruiz and Players!A4 Jose Ruiz; Players!A5 Zoë Lee and Players!A6 Zoe Lee. Different players, or one typed twice? ' +
        IN_STANDINGS,
    );
  });

  it('compare ids typed as text without spaces, leading zeros or case', () => {
    const names = ['José Ruiz', 'Ann Bo', 'Jose Ruiz', 'Zoë Lee', 'Zoe Lee', 'Bo Kim', 'Bö Kim'];
    const event = swissWithIds(names.map((name) => [name, '', '']));
    // AGA IDs in a column formatted as plain text, kept as typed.
    const ids = ['00123', '', ' 123 ', 'ab12', 'AB12', '0', '7'];
    const players = event.ss.getSheetByName('Players')!;
    const column = PLAYER_HEADERS.length + 1;
    ids.forEach((id, i) =>
      players
        .getRange(2 + i, column)
        .setNumberFormat('@')
        .setValue(id),
    );
    event.click('Update standings');
    // Bo Kim (0) and Bö Kim (7) are two people.
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'These names differ only by accents: Players!A2 José Ruiz and Players!A4 Jose Ruiz; Players!A5 Zoë Lee and Players!A6 Zoe Lee. Different players, or one typed twice? ' +
        IN_STANDINGS,
    );
  });

  it('at chess, are not told to give AGA IDs or EGF PINs, which a chess event has not', () => {
    const players = ['José Ruiz', 'Ann Bo', 'Jose Ruiz'].map((Name, i) =>
      playerRow({ Name, Rating: 2000 - 100 * i }),
    );
    const event = newEvent({
      players,
      settings: { 'Pairing system': 'Swiss', 'Board game': 'Chess' },
    });
    event.click('Update standings');
    expect(event.lastAlert()!.split('\n\n').at(-1)).toBe(
      'Players!A2 José Ruiz and Players!A4 Jose Ruiz differ only by accents: two players, or one typed twice? ' +
        'If one person was typed twice, delete the extra row. If they are two people, let both play: this is not said once both have been paired.',
    );
  });
});
