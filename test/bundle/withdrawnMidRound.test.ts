/**
 * A player withdrawn while their game is still open (the Result cell left blank): Pair next
 * round is refused for the missing result, and names the Result cell with the forfeit to type.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';

/** Four players, Swiss, round 1 paired; board 2 played, board 1 left open. */
function roundOneOpen(boardGame: string): Event {
  const players = ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) =>
    playerRow({ Name, Rank: `${i + 1}k`, Rating: 2000 - 100 * i }),
  );
  const event = newEvent({
    players,
    settings: { 'Pairing system': 'Swiss', 'Board game': boardGame },
  });
  event.click('Pair next round');
  event.edit('Round 1', 1, 'Result', boardGame === 'Chess' ? '1-0' : 'W+');
  return event;
}

/** Players row index of a name (0 = first player). */
function playerIndex(event: Event, name: string): number {
  return event.values('Players').findIndex((r) => r[0] === name) - 1;
}

function withdraw(event: Event, ...names: string[]): void {
  for (const name of names) event.edit('Players', playerIndex(event, name), 'Status', 'withdrawn');
}

describe('a withdrawal announced mid-round, its result left blank', () => {
  it.each([
    ['Go', 'White', 'B+F'],
    ['Go', 'Black', 'W+F'],
    ['Chess', 'White', "'-+ (with the apostrophe)"],
    ['Chess', 'Black', "'+- (with the apostrophe)"],
  ])('%s, %s withdrawn: the refusal names the Result cell and the forfeit', (game, side, typed) => {
    const event = roundOneOpen(game);
    const [header, board1] = event.values('Round 1');
    const white = String(board1[header.indexOf('White')]);
    const black = String(board1[header.indexOf('Black')]);
    const [gone, winner] = side === 'White' ? [white, black] : [black, white];
    withdraw(event, gone);
    const result = game === 'Chess' ? 'D5' : 'F5';
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1!${result} (board 1): ${gone} has withdrawn: type ${winner}'s forfeit win there, ${typed}.\nThen pair again.`,
    );
  });

  it('both players withdrawn: a double forfeit', () => {
    const event = roundOneOpen('Go');
    const [header, board1] = event.values('Round 1');
    const white = String(board1[header.indexOf('White')]);
    const black = String(board1[header.indexOf('Black')]);
    withdraw(event, white, black);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1!F5 (board 1): ${white} and ${black} have withdrawn: type Double forfeit there.\nThen pair again.`,
    );
  });

  it("lists the other open boards once, and a withdrawn player's board only with its forfeit", () => {
    const players = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((Name, i) =>
      playerRow({ Name, Rank: `${i + 1}k`, Rating: 2000 - 100 * i }),
    );
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
    event.click('Pair next round');
    event.edit('Round 1', 2, 'Result', 'W+');
    const [header, board1] = event.values('Round 1');
    const white = String(board1[header.indexOf('White')]);
    const black = String(board1[header.indexOf('Black')]);
    withdraw(event, black);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1: board 2 (F6)\nRound 1!F5 (board 1): ${black} has withdrawn: type ${white}'s forfeit win there, W+F.\nType them in (W+, B+, Jigo…), then pair again.`,
    );
  });

  it('names only the open boards of played rounds, not of the round that would be paired again', () => {
    const event = roundOneOpen('Go');
    event.edit('Round 1', 0, 'Result', 'W+');
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Result', '');
    const [header, board1] = event.values('Round 1');
    const white = String(board1[header.indexOf('White')]);
    const black = String(board1[header.indexOf('Black')]);
    withdraw(event, white);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1!F5 (board 1): ${white} has withdrawn: type ${black}'s forfeit win there, B+F.\nThen pair again.`,
    );
  });
});

describe('a round robin withdrawal announced mid-round', () => {
  /** Four players seated, round 1 paired, board 2 played; White of board 1 withdrawn. */
  function robinRoundOneOpen(withdrawnGames: string): Event {
    const players = ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) =>
      playerRow({ Name, Rank: `${i + 1}k` }),
    );
    const event = newEvent({
      players,
      settings: { 'Pairing system': 'Round robin', "Withdrawn player's games": withdrawnGames },
    });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    event.edit('Round 1', 1, 'Result', 'W+');
    const [header, board1] = event.values('Round 1');
    withdraw(event, String(board1[header.indexOf('White')]));
    return event;
  }

  it('Forfeit win: the opponent is given the forfeit win', () => {
    const event = robinRoundOneOpen('Forfeit win');
    expect(refused(event, 'Pair next round').split('\n').at(-2)).toBe(
      "Round 1!F5 (board 1): Ann has withdrawn: type Bo's forfeit win there, B+F.",
    );
  });

  it('No point: a double forfeit, naming the setting that gives the opponent nothing', () => {
    const event = robinRoundOneOpen('No point');
    const row = event.values('Settings').findIndex((r) => r[0] === "Withdrawn player's games");
    expect(refused(event, 'Pair next round').split('\n').at(-2)).toBe(
      `Round 1!F5 (board 1): Ann has withdrawn: type Double forfeit there, as Settings!B${row + 1} (Withdrawn player's games) gives Bo no point for the game.`,
    );
  });
});

describe('a withdrawal in the latest round, with an earlier result cleared', () => {
  it('still names a board of the same number left open in the earlier round', () => {
    const players = ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) =>
      playerRow({ Name, Rank: `${i + 1}k`, Rating: 2000 - 100 * i }),
    );
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss', Rounds: 3 } });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(event.values('Round 2')[2].slice(0, 3)).toEqual([2, 'Di', 'Cy']);
    event.edit('Round 2', 0, 'Result', 'W+');
    // Round 1's board 2 result cleared, and Round 2's board 2 left open by Cy's withdrawal.
    event.edit('Round 1', 1, 'Result', '');
    withdraw(event, 'Cy');
    expect(refused(event, 'Pair next round')).toBe(
      "Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1: board 2 (F6)\nRound 2!F6 (board 2): Cy has withdrawn: type Di's forfeit win there, W+F.\nType them in (W+, B+, Jigo…), then pair again.",
    );
  });
});
