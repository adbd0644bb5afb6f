/**
 * A player with a bye, or no game, in round 2 and out of every round from 3 on: the Byes cell,
 * Status, the Round 2 row and the standings, and the Import report naming what the file cannot
 * tell (a round missed before leaving, or a withdrawal, read as the other).
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, type Event } from '../support/event';
import { openGothaClubNight } from '../support/openGothaRoster';
import { pairgothClubNight, pairgothPlayer } from '../support/pairgothPlayer';

const ALL = '11111111111111111111';

/** Xav plays round 1; Requested bye points ½ (genMMS2ValueAbsent 1) unless told. */
const file = (xav: string, roundTwoBye: boolean, absentValue = 1): string =>
  openGothaClubNight(
    `<Players>
${['Ann 1D', 'Bob 2K', 'Cid 3K', 'Dan 4K']
  .map((p) => p.split(' '))
  .map(([n, r]) => `<Player name="${n}" firstName="A" rank="${r}" participating="${ALL}"/>`)
  .join('\n')}
<Player name="Xav" firstName="A" rank="5K" participating="${xav}"/>
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="ANNA" blackPlayer="BOBA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="1" tableNumber="2" whitePlayer="CIDA" blackPlayer="XAVA" handicap="0" result="RESULT_BLACKWINS"/>
<Game roundNumber="2" tableNumber="1" whitePlayer="ANNA" blackPlayer="CIDA" handicap="0" result="RESULT_WHITEWINS"/>
<Game roundNumber="2" tableNumber="2" whitePlayer="BOBA" blackPlayer="DANA" handicap="0" result="RESULT_WHITEWINS"/>
</Games>
<ByePlayers><ByePlayer roundNumber="1" player="DANA"/>${roundTwoBye ? '<ByePlayer roundNumber="2" player="XAVA"/>' : ''}</ByePlayers>`,
    `genMMBar="3D" genMMFloor="20K" genMMS2ValueAbsent="${absentValue}"`,
  );

/** Xav's Byes and Status, their Round 2 rows, their standings row and the report's Round lines. */
function imported(text: string): Record<string, unknown> {
  const event: Event = newEvent();
  dialogCall(event, 'importEventFile', { fileName: 'club.xml', text });
  const players = event.values('Players');
  const xav = players.find((r) => r[0] === 'Xav, A')!;
  event.click('Update standings');
  const standings = event.values('Standings');
  const at = (h: string): number => standings[0].indexOf(h);
  const row = standings.find((r) => String(r[at('Name')]).startsWith('Xav'))!;
  return {
    cells: [xav[players[0].indexOf('Byes')], xav[players[0].indexOf('Status')]],
    round2: event
      .values('Round 2')
      .filter((r) => r[1] === 'Xav, A')
      .map((r) => [r[0], r[5], r[6]]),
    standing: [row[at('Name')], row[at('Score')], row[at('R1')], row[at('R2')]],
    report: event
      .values('Import report')
      .map((r) => String(r[0]))
      .filter((n) => n.startsWith('Round')),
  };
}

describe('Import event, a bye or no game just before a withdrawal', () => {
  it('a forced bye in round 2, out from 3: withdrawn, the bye kept and scored, nothing to report', () => {
    expect(imported(file('11' + '0'.repeat(18), true))).toEqual({
      cells: ['', 'withdrawn'],
      round2: [['Bye', 'Forced bye', '']],
      standing: ['Xav, A (withdrawn)', -2, '3+b', 'bye+'],
      report: [],
    });
  });

  it('no game in round 2 and out from it: withdrawn from round 2, and the report says the file cannot tell', () => {
    expect(imported(file('1' + '0'.repeat(19), false))).toEqual({
      cells: ['', 'withdrawn'],
      round2: [],
      standing: ['Xav, A (withdrawn)', -3, '3+b', 'bye-'],
      report: [
        'Round 2: Xav, A has no game, and the file has them out of every round from it on; it cannot tell a round missed before leaving from the withdrawal itself, so they are withdrawn from round 2 (no row there, no points for it).',
      ],
    });
  });

  it('no game in round 2 and out from it, with no points for a requested bye: nothing to report', () => {
    expect(imported(file('1' + '0'.repeat(19), false, 0))).toEqual({
      cells: ['', 'withdrawn'],
      round2: [],
      standing: ['Xav, A (withdrawn)', -3, '3+b', 'bye='],
      report: [],
    });
  });

  it('taking part in round 2 without a game, out from 3: active with 3 in Byes, and the report says the file cannot tell', () => {
    expect(imported(file('11' + '0'.repeat(18), false))).toEqual({
      cells: ['3', 'active'],
      round2: [['Bye', 'Absent', 'Imported: not paired']],
      standing: ['Xav, A', -3, '3+b', 'bye-'],
      report: [
        'Round 2: Xav, A takes part but has no game, and the file has them out of every round from 3 on, as it marks a withdrawal; it cannot tell a withdrawal from rounds asked to miss, so they stay active with 3 in Byes. If they have left, set Status to withdrawn.',
        'Round 2: Xav, A was not paired though not marked absent; written as Absent (no points).',
      ],
    });
  });
});

describe('Import event, pairgoth: no game in round 2, then skipping every round left', () => {
  it('active with 3 in Byes, and the report says the file cannot tell', () => {
    const tour = pairgothClubNight(
      ['Ann', 'Bob', 'Cid', 'Dan', 'Xav'].map((name, i) =>
        pairgothPlayer(
          i + 1,
          name,
          name === 'Xav' ? { skip: Array.from({ length: 18 }, (_, k) => k + 3) } : {},
        ),
      ),
      [
        [
          { id: 1, t: 1, w: 1, b: 2, h: 0, r: 'w' },
          { id: 2, t: 2, w: 3, b: 5, h: 0, r: 'b' },
        ],
        [
          { id: 3, t: 1, w: 1, b: 3, h: 0, r: 'w' },
          { id: 4, t: 2, w: 2, b: 4, h: 0, r: 'w' },
        ],
      ],
    );
    const event = newEvent();
    dialogCall(event, 'importEventFile', { fileName: 'club.tour', text: tour });
    expect(
      event
        .values('Import report')
        .map((r) => String(r[0]))
        .filter((n) => n.startsWith('Round 2')),
    ).toEqual([
      'Round 2: Xav, A takes part but has no game, and the file has them out of every round from 3 on, as it marks a withdrawal; it cannot tell a withdrawal from rounds asked to miss, so they stay active with 3 in Byes. If they have left, set Status to withdrawn.',
      'Round 2: Xav, A was not paired though not marked absent; written as Absent (no points).',
    ]);
  });
});
