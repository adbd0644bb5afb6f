/**
 * A late arrival who never came, their Players row deleted after the round that placed them was
 * paired: every command is refused for the name the round holds, saying how to get out; with
 * the row typed back, withdrawn, the round is undone and paired again without them.
 */
import { describe, expect, it } from 'vitest';
import { pairings, refused, register } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

const ADVICE =
  'If a Players row was deleted by mistake, put it back (Edit › Undo, or type it again): a player who leaves the event stays on Players, with Status withdrawn. A name misspelt on the round tab is corrected there.';

describe('a Players row deleted while the round names the player', () => {
  it('refuses Undo with the cell and what to do, then undoes once the row is back', () => {
    const event = tenAfterRound1();
    register(event, [['Late', '3k']]);
    event.click('Pair next round');
    const board = pairings(event, 2).findIndex((pair) => pair.includes('Late'));
    const column = pairings(event, 2)[board][0] === 'Late' ? 'B' : 'C';
    event.ss.getSheetByName('Players')!.deleteRow(12);
    expect(refused(event, 'Undo last pairing')).toBe(
      `Pairsheet: Undo last pairing\nRound 2!${column}${board + 5}: "Late" is not on the Players tab.\n${ADVICE}`,
    );
    register(event, [['Late', '3k', '', '', '', '', '', '', '', '', '', '', 'withdrawn']]);
    event.click('Undo last pairing');
    expect(event.ss.getSheetByName('Round 2')).toBeNull();
    event.click('Pair next round');
    expect(pairings(event, 2).flat()).not.toContain('Late');
  });

  it('says the advice once, after every cell, when several round tabs hold the name', () => {
    const event = tenAfterRound1();
    register(event, [['Late', '3k']]);
    event.click('Pair next round');
    event.ss.getSheetByName('Players')!.deleteRow(2);
    const message = refused(event, 'Update standings');
    expect(message.split('\n').slice(0, 2)).toEqual([
      'Pairsheet: Update standings',
      'Some round tabs have problems; nothing was changed:',
    ]);
    expect(message.match(/"P1" is not on the Players tab/g)).toHaveLength(2);
    expect(message.endsWith(`\n${ADVICE}`)).toBe(true);
    expect(message.split(ADVICE)).toHaveLength(2);
  });
});
