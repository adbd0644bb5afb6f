/**
 * An event file imported before round 1 with a player already withdrawn: Pair next round sends
 * the TD to Build bands, as it does when nobody has withdrawn (the withdrawn player needs no band).
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, pairings, refused } from '../support/event';

const player = (name: string, rank: string, participating: string): string =>
  `<Player name="${name}" firstName="A" rank="${rank}" rating="1500" participating="${participating}"/>`;

const ALL = '11111111111111111111';

const file = `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
${player('Ann', '1D', ALL)}
${player('Bob', '2K', ALL)}
${player('Cid', '3K', '00000000000000000000')}
${player('Dan', '4K', ALL)}
</Players>
<TournamentParameterSet>
<GeneralParameterSet name="Club night" numberOfRounds="3" genMMBar="3D" genMMFloor="20K"/>
<HandicapParameterSet/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="MMS"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>
`;

describe('Import event before round 1 with a withdrawn player', () => {
  it('Pair next round asks for Build bands, then pairs the others', () => {
    const event = newEvent();
    const answer = dialogCall(event, 'importEventFile', { fileName: 'club.xml', text: file });
    expect(answer.message).toMatch(/withdrawn, playing none of the rounds left: Cid, A\./);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nNo player has a band yet. Run "Build bands" before pairing the first round.',
    );
    event.click('Build bands');
    event.click('Pair next round');
    expect(pairings(event, 1)).toEqual([['Ann, A', 'Bob, A']]);
    const rows = event.values('Round 1');
    const at = (h: string): number => rows[0].indexOf(h);
    expect(rows.slice(2).map((r) => [r[at('Board')], r[at('White')], r[at('Result')]])).toEqual([
      ['Bye', 'Dan, A', 'Forced bye'],
    ]);
  });
});
