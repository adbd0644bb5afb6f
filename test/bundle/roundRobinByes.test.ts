import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event, refused } from '../support/event';

function field(extra: Record<number, Record<string, string>> = {}): Event {
  const players = Array.from({ length: 4 }, (_, i) =>
    playerRow({ Name: `RR ${i + 1}`, Rank: `${i + 1}k`, ...(extra[i] ?? {}) }),
  );
  return newEvent({ players, settings: { 'Pairing system': 'Round robin' } });
}

describe('round robin and Players › Byes', () => {
  it('refuses a requested bye at seating time, naming the Byes cell', () => {
    const event = field({ 2: { Byes: '2' } });
    expect(refused(event, 'Seat players (round robin)')).toBe(
      'Pairsheet: Seat players (round robin)\nPlayers!K4 (RR 3): a round robin gives no byes on request (round 2); every player meets every other. Clear the cell; a game the player misses is entered as a forfeit (W+F or B+F) in its round.',
    );
  });

  it('in a chess round robin, names the forfeit in chess notation', () => {
    const event = field({ 2: { Byes: '2' } });
    event.setSetting('Board game', 'Chess');
    expect(refused(event, 'Seat players (round robin)')).toBe(
      "Pairsheet: Seat players (round robin)\nPlayers!K4 (RR 3): a round robin gives no byes on request (round 2); every player meets every other. Clear the cell; a game the player misses is entered as a forfeit ('+- or '-+) in its round.",
    );
  });

  it('ignores a bye for a round past the round robin', () => {
    const event = field({ 2: { Byes: '9' } });
    event.click('Seat players (round robin)');
    // Seated, not refused: the dialog says only that Rounds (5) is more than the rotation plays.
    expect(event.lastAlert()).toBe(
      'Pairsheet: Seat players (round robin)\n4 players seated on 2 boards for 3 rounds. Print the Seats tab for the tables.\n\nSettings!B5 (Rounds) says 5, which a round robin does not use: 4 players play 3 rounds, or 6 as a double round robin (set Rounds to 6 for that).',
    );
  });

  it('refuses a bye typed after seating when pairing, but not one for a round already played', () => {
    const event = field();
    event.click('Seat players (round robin)');
    event.edit('Players', 0, 'Byes', '2, 3');
    expect(refused(event, 'Pair next round')).toMatch(
      /Players!K2 \(RR 1\): a round robin gives no byes on request \(rounds 2, 3\)/,
    );
    event.edit('Players', 0, 'Byes', '');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    // A bye noted for a round already paired and played is history, not a request.
    event.edit('Players', 0, 'Byes', '1');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.getSheetByName('Round 2')).not.toBeNull();
  });

  it('names the Status cells of withdrawn players at seating time', () => {
    const event = field({ 1: { Status: 'withdrawn' } });
    expect(refused(event, 'Seat players (round robin)')).toMatch(
      /Withdrawn players cannot be seated: Players!\w+3 \(RR 2\)\. Delete their rows/,
    );
  });
});
