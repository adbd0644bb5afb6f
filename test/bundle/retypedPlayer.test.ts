/**
 * A Players row deleted by mistake after play began and typed again: Band and Initial score
 * blank, so Pair next round places the player by rank, and says so, since their band may have
 * been another one.
 */
import { describe, expect, it } from 'vitest';
import { sheetValues } from '../../src/workbook';
import { register, typeResults } from '../support/event';
import { tenInBands } from '../support/tenBands';

describe('a player who played, their Players row typed again', () => {
  it('is placed by rank, named with the cells, and not called a late arrival', () => {
    const event = tenInBands();
    // P3 (2d) moved down to the 1d band by hand before round 1.
    event.edit('Players', 2, 'Band', '1d');
    event.click('Apply band edits');
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const [header, ...before] = sheetValues(event.ss, 'Players');
    expect(before[2][header.indexOf('Initial score')]).toBe(-3);
    event.ss.getSheetByName('Players')!.deleteRow(4);
    register(event, [['P3', '2d']]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()!.split('\n\n')).toEqual([
      'Pairsheet: Pair next round\nRound 2: 5 boards.',
      'P3 played in round 1 but had no Band or Initial score on Players (a row deleted and typed again?): placed by rank in 2d, Initial score −2 (Players!I11 and Players!J11). If they had another band or initial score, run "Undo last pairing", type it in and pair again.',
    ]);
    const rows = sheetValues(event.ss, 'Players').slice(1);
    expect([rows[9][header.indexOf('Band')], rows[9][header.indexOf('Initial score')]]).toEqual([
      '2d',
      -2,
    ]);
  });

  it('typed again with the Band but no Initial score: placed in that band, the blank cell named', () => {
    const event = tenInBands();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.ss.getSheetByName('Players')!.deleteRow(4);
    register(event, [['P3', '2d']]);
    event.edit('Players', 9, 'Band', '1d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'P3 played in round 1 but had no Initial score on Players (a row deleted and typed again?): placed in 1d, Initial score −3 (Players!I11 and Players!J11). If they had another band or initial score, run "Undo last pairing", type it in and pair again.',
    );
  });
});
