/**
 * A file that marks a player out of a round in which it pairs them (OpenGotha participating 0,
 * pairgoth skip): the game is kept, the round is not among the player's Byes, and the Import
 * report names the player and the round.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, type Event } from '../support/event';
import { openGothaClubNight } from '../support/openGothaRoster';
import { pairgothClubNight, pairgothPlayer } from '../support/pairgothPlayer';

const ALL = '11111111111111111111';

const file = (annParticipating: string): string =>
  openGothaClubNight(`<Players>
<Player name="Ann" firstName="A" rank="1D" participating="${annParticipating}"/>
<Player name="Bob" firstName="A" rank="2K" participating="${ALL}"/>
<Player name="Cid" firstName="A" rank="3K" participating="${ALL}"/>
<Player name="Dan" firstName="A" rank="4K" participating="${ALL}"/>
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="ANNA" blackPlayer="BOBA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="1" tableNumber="2" whitePlayer="CIDA" blackPlayer="DANA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="2" tableNumber="1" whitePlayer="ANNA" blackPlayer="CIDA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="2" tableNumber="2" whitePlayer="BOBA" blackPlayer="DANA" handicap="0" result="RESULT_WHITEWINS"/>
</Games>`);

const imported = (fileName: string, text: string): Event => {
  const event = newEvent();
  dialogCall(event, 'importEventFile', { fileName, text });
  return event;
};

const notes = (event: Event): unknown[] => event.values('Import report').map((r) => r[0]);

/** Ann's Byes and Status cells. */
const ann = (event: Event): unknown[] => {
  const rows = event.values('Players');
  return [rows[1][rows[0].indexOf('Byes')], rows[1][rows[0].indexOf('Status')]];
};

const round2 = (event: Event): unknown[][] =>
  event
    .values('Round 2')
    .slice(1)
    .map((r) => r.slice(0, 3));

describe('Import event, a player marked out of a round they played', () => {
  it('OpenGotha participating 0: the game stays, Byes is blank, the report names it', () => {
    const event = imported('club.xml', file('10111111111111111111'));
    expect(ann(event)).toEqual(['', 'active']);
    expect(round2(event)).toEqual([
      [1, 'Ann, A', 'Cid, A'],
      [2, 'Bob, A', 'Dan, A'],
    ]);
    expect(notes(event)).toContain(
      'Round 2: Ann, A has a game in the file, though participating marks them out of that round; the game is kept and the round is not among their Byes.',
    );
  });

  it('OpenGotha, out from round 2 on: withdrawn after the game of round 2, named too', () => {
    const event = imported('club.xml', file('10000000000000000000'));
    expect(ann(event)).toEqual(['', 'withdrawn']);
    expect(notes(event).filter((n) => String(n).startsWith('Round'))).toEqual([
      'Round 2: Ann, A has a game in the file, though participating marks them out of that round; the game is kept and the round is not among their Byes.',
    ]);
  });

  it('pairgoth skip: the same', () => {
    const tour = pairgothClubNight(
      ['Ann', 'Bob', 'Cid', 'Dan'].map((name, i) =>
        pairgothPlayer(i + 1, name, i === 0 ? { skip: [1] } : {}),
      ),
      [
        [
          { id: 1, t: 1, w: 1, b: 2, h: 0, r: 'w' },
          { id: 2, t: 2, w: 3, b: 4, h: 0, r: 'w' },
        ],
      ],
    );
    const event = imported('club.tour', tour);
    expect(ann(event)).toEqual(['', 'active']);
    expect(notes(event)).toContain(
      'Round 1: Ann, A has a game in the file, though "skip" marks them out of that round; the game is kept and the round is not among their Byes.',
    );
  });
});
