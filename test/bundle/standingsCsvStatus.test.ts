/**
 * The CSV of the standings gives each player's plain name and a Status column, so that a roster
 * imported from it keeps a withdrawn player withdrawn, and the import names them.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, typeResults } from '../support/event';

function withdrawnAfterRound1() {
  const event = newEvent({
    players: [
      playerRow({ Name: 'Ann Lee', Rank: '2d' }),
      playerRow({ Name: 'Smith, Jr., Bob', Rank: '1k' }),
      playerRow({ Name: 'Cy Ortiz', Rank: '3k' }),
      playerRow({ Name: 'Di Park', Rank: '5k' }),
    ],
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+R');
  event.edit('Players', 1, 'Status', 'withdrawn');
  event.click('Update standings');
  return event;
}

describe('CSV of the standings, withdrawn players', () => {
  it('gives the plain name and a last Status column, as the Players tab has it', () => {
    const event = withdrawnAfterRound1();
    expect(event.values('Standings')[2][1]).toBe('Smith, Jr., Bob (withdrawn)');
    const csv = dialogCall(event, 'exportEventFile', { format: 'standings' });
    expect(csv.text).toBe(
      [
        '\uFEFFPlace,Name,Rank,Band,Score,Wins,SOMS,SODOMS,R1,Status',
        '1,Ann Lee,2d,2d and up,1,1,-1,-1,2+w,active',
        '2,"Smith, Jr., Bob",1k,1k,-1,0,1,0,1-b,withdrawn',
        '3,Cy Ortiz,3k,3k,-1,1,-3,-3,4+w,active',
        '4,Di Park,5k,5k,-3,0,-1,0,3-b,active',
        '',
      ].join('\r\n'),
    );
  });

  it('reads back as a roster with the withdrawn player withdrawn, named in the message', () => {
    const csv = dialogCall(withdrawnAfterRound1(), 'exportEventFile', { format: 'standings' });
    const next = newEvent();
    const answer = dialogCall(next, 'importEventFile', {
      fileName: 'standings.csv',
      text: csv.text,
      replace: false,
    });
    expect(answer).toEqual({
      ok: true,
      message:
        'Imported 4 players and 0 rounds from the CSV roster. The file\'s Status column says 1 player has withdrawn: Smith, Jr., Bob. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active. 6 notes on the "Import report" tab.',
    });
    const players = next.values('Players');
    const at = (header: string): number => players[0].indexOf(header);
    expect(players.slice(1).map((r) => [r[at('Name')], r[at('Rank')], r[at('Status')]])).toEqual([
      ['Ann Lee', '2d', 'active'],
      ['Smith, Jr., Bob', '1k', 'withdrawn'],
      ['Cy Ortiz', '3k', 'active'],
      ['Di Park', '5k', 'active'],
    ]);
  });

  it('names several withdrawn players in one sentence, ending on a name with a full stop once', () => {
    const next = newEvent();
    const answer = dialogCall(next, 'importEventFile', {
      fileName: 'roster.csv',
      text: 'Name,Rank,Status\nAnn Lee,2d,withdraw\nBo Chen,1k,\n"Smith, Bob Jr.",3k,Withdrawn\n',
      replace: false,
    });
    expect(answer.message).toBe(
      "Imported 3 players and 0 rounds from the CSV roster. The file's Status column says 2 players have withdrawn: Ann Lee; Smith, Bob Jr. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active.",
    );
    expect(next.values('Players').map((r) => r[12])).toEqual([
      'Status',
      'withdrawn',
      'active',
      'withdrawn',
    ]);
  });
});
