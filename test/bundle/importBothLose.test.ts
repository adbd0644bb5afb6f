/**
 * A game the file says both players lost, played (OpenGotha RESULT_BOTHLOSE, pairgoth "0"):
 * Pairsheet's only 0-0 is Double forfeit, so the Import report says the game changes meaning;
 * a double forfeit (RESULT_BOTHLOSE_BYDEF) is carried as it is, without a word.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, type Event } from '../support/event';
import { openGothaClubNight } from '../support/openGothaRoster';

const file = (second: string): string =>
  openGothaClubNight(`<Players>
<Player name="Ann" firstName="A" rank="1D"/>
<Player name="Bob" firstName="A" rank="2K"/>
<Player name="Cid" firstName="A" rank="3K"/>
<Player name="Dan" firstName="A" rank="4K"/>
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="ANNA" blackPlayer="BOBA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="1" tableNumber="2" whitePlayer="CIDA" blackPlayer="DANA" handicap="0" result="${second}"/>
</Games>`);

const NOTE =
  'Round 1, board 2: both players lost the game; Pairsheet has no such result, so it is written as Double forfeit (0-0, as if neither played).';

function imported(text: string): Event {
  const event = newEvent();
  dialogCall(event, 'importEventFile', { fileName: 'club.xml', text });
  return event;
}

const results = (event: Event): unknown[] => {
  const rows = event.values('Round 1');
  return rows.slice(1).map((r) => r[rows[0].indexOf('Result')]);
};

const notes = (event: Event): unknown[] => event.values('Import report').map((r) => r[0]);

describe('Import event, a game both players lost', () => {
  it('played: written as Double forfeit and named on the Import report', () => {
    const event = imported(file('RESULT_BOTHLOSE'));
    expect(results(event)).toEqual(['W+', 'Double forfeit']);
    expect(notes(event)).toContain(NOTE);
  });

  it('by forfeit: written as Double forfeit, with no note', () => {
    const event = imported(file('RESULT_BOTHLOSE_BYDEF'));
    expect(results(event)).toEqual(['W+', 'Double forfeit']);
    expect(notes(event).filter((n) => String(n).startsWith('Round 1'))).toEqual([]);
  });

  it('in a pairgoth file ("0", no forfeit flag): named too', () => {
    const tour = {
      id: 1,
      type: 'INDIVIDUAL',
      name: 'Club night',
      shortName: 'club',
      startDate: '2025-04-05',
      endDate: '2025-04-05',
      location: 'Utrecht',
      rounds: 3,
      timeSystem: { type: 'SUDDEN_DEATH', mainTime: 3600 },
      pairing: { type: 'MAC_MAHON' },
      players: ['Ann', 'Bob', 'Cid', 'Dan'].map((name, i) => ({
        id: i + 1,
        name,
        firstname: 'A',
        rating: 2050 - 100 * i,
        rank: -i,
        country: 'NL',
        club: '',
      })),
      games: [
        [
          { id: 1, t: 1, w: 1, b: 2, h: 0, r: 'w' },
          { id: 2, t: 2, w: 3, b: 4, h: 0, r: '0' },
        ],
      ],
    };
    const event = newEvent();
    dialogCall(event, 'importEventFile', { fileName: 'club.tour', text: JSON.stringify(tour) });
    expect(results(event)).toEqual(['W+', 'Double forfeit']);
    expect(notes(event)).toContain(NOTE);
  });
});

describe('Import event, a game with no result', () => {
  it('forfeited with no winner (RESULT_UNKNOWN_BYDEF): left blank and named', () => {
    const event = imported(file('RESULT_UNKNOWN_BYDEF'));
    expect(results(event)).toEqual(['W+', '']);
    expect(notes(event)).toContain(
      'Round 1, board 2: the game is marked as forfeited but no winner is given; the Result cell is left blank for the TD.',
    );
  });

  it('not yet played (RESULT_UNKNOWN): left blank, with no note', () => {
    const event = imported(file('RESULT_UNKNOWN'));
    expect(results(event)).toEqual(['W+', '']);
    expect(notes(event).filter((n) => String(n).startsWith('Round 1'))).toEqual([]);
  });
});
