import { describe, expect, it } from 'vitest';
import {
  noByeLeavesPairingMessage,
  noByeTakerMessage,
  noValidPairingMessage,
} from '../../src/engine/pairing/refusals';

const REMEDY =
  'Pair them by hand on the Constraints tab (one row per board, Rule "round 5"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.';

describe('refusals when a round cannot be paired', () => {
  it('names the players left without an opponent', () => {
    expect(noValidPairingMessage(5, ['Lee, Ann', 'Bo'], 'both')).toBe(
      `Round 5 cannot be paired: Lee, Ann; Bo cannot all be given an opponent, as everyone left for them has already played them or is ruled out on the Constraints tab. ${REMEDY}`,
    );
  });

  it('names the bye candidates tried, one or several', () => {
    expect(noByeLeavesPairingMessage(5, ['Cy'], 'played')).toBe(
      `Round 5 cannot be paired: with Cy on the forced bye, too many of the other players have already played each other. ${REMEDY}`,
    );
    expect(noByeLeavesPairingMessage(5, ['Cy', 'Di'], 'played')).toBe(
      `Round 5 cannot be paired: whoever of Cy; Di takes the forced bye, too many of the other players have already played each other. ${REMEDY}`,
    );
  });

  it('blames the Constraints tab alone when no game was played between them', () => {
    const rows =
      'Delete or change "never" rows on the Constraints tab, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.';
    expect(noValidPairingMessage(1, ['Cy'], 'ruled out')).toBe(
      `Round 1 cannot be paired: Cy cannot be given an opponent, as everyone left for them is ruled out on the Constraints tab. ${rows}`,
    );
    expect(noByeLeavesPairingMessage(1, ['Cy', 'Di'], 'ruled out')).toBe(
      `Round 1 cannot be paired: whoever of Cy; Di takes the forced bye, too many of the other players are ruled out against each other on the Constraints tab. ${rows}`,
    );
    expect(noByeLeavesPairingMessage(5, ['Cy'], 'both')).toBe(
      `Round 5 cannot be paired: with Cy on the forced bye, too many of the other players have already played each other or are ruled out on the Constraints tab. ${REMEDY}`,
    );
  });

  it('names a player whose second forced bye would leave a pairing', () => {
    expect(noByeLeavesPairingMessage(4, ['Cy'], 'played', 'Ed')).toBe(
      `Round 4 cannot be paired: with Cy on the forced bye, too many of the other players have already played each other. Ed has had a forced bye, but with Ed on a second one the others can all be paired: type Yes in the Bye volunteer column of Players for Ed (a volunteer may have a second forced bye). ${REMEDY.replace('round 5', 'round 4')}`,
    );
  });

  it('says how a player can take a second forced bye', () => {
    expect(noByeTakerMessage(4, ['A', 'B', 'C'])).toBe(
      'Round 4 needs a forced bye, but A; B; C have all had one and none is a bye volunteer. Type Yes in the Bye volunteer column of Players for the player who takes it (a volunteer may have a second forced bye), or give one player a bye in round 4 in the Byes column, so that no forced bye is needed. Nothing was changed.',
    );
    expect(noByeTakerMessage(4, ['A'])).toMatch(
      /^Round 4 needs a forced bye, but A has had one and/,
    );
  });

  it('lists a dozen names and counts the rest', () => {
    const names = Array.from({ length: 40 }, (_, i) => `P${i + 1}`);
    expect(noValidPairingMessage(5, names, 'played')).toContain(
      'P1; P2; P3; P4; P5; P6; P7; P8; P9; P10; P11; P12 and 28 more cannot all be given an opponent',
    );
  });
});
