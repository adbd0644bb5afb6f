/**
 * An imported round's bye rows do not follow the order the file lists its players in: forced,
 * then requested, then Absent, each kind by name, as a pairing writes them.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent } from '../support/event';
import { openGothaClubNight } from '../support/openGothaRoster';

const ALL = '11111111111111111111';

/** Cat plays Dan and Eli has the bye in round 1; Bob and Zed are out of it, Amy is not paired. */
function file(order: readonly string[]): string {
  const players = order.map((n) => {
    const out = n === 'Bob' || n === 'Zed';
    return `<Player name="${n}" firstName="A" rank="1K" participating="${out ? `0${ALL.slice(1)}` : ALL}"/>`;
  });
  return openGothaClubNight(
    `<Players>
${players.join('\n')}
</Players>
<Games>
<Game roundNumber="1" tableNumber="1" whitePlayer="CATA" blackPlayer="DANA" handicap="0" result="RESULT_WHITEWINS"/>
</Games>
<ByePlayers><ByePlayer roundNumber="1" player="ELIA"/></ByePlayers>`,
    `genMMBar="3D" genMMFloor="20K"`,
  );
}

function byeRows(order: readonly string[]): unknown[][] {
  const event = newEvent();
  expect(dialogCall(event, 'importEventFile', { fileName: 'club.xml', text: file(order) }).ok).toBe(
    true,
  );
  return event
    .values('Round 1')
    .filter((r) => r[0] === 'Bye')
    .map((r) => [r[1], r[5]]);
}

describe('Import event, round 1 with bye rows of three kinds', () => {
  it.each([
    [['Zed', 'Amy', 'Bob', 'Cat', 'Dan', 'Eli']],
    [['Bob', 'Zed', 'Amy', 'Eli', 'Dan', 'Cat']],
    [['Amy', 'Eli', 'Zed', 'Cat', 'Bob', 'Dan']],
  ])('lists them by kind, then by name, from players listed %j', (order) => {
    expect(byeRows(order)).toEqual([
      ['Eli, A', 'Forced bye'],
      ['Bob, A', 'Voluntary bye'],
      ['Zed, A', 'Voluntary bye'],
      ['Amy, A', 'Absent'],
    ]);
  });
});
