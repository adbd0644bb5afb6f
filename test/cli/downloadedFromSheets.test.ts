/**
 * An event paired in Google Sheets, downloaded as .xlsx and carried on with the command line:
 * the download keeps no record of the pairings, so Undo leaves Players as it is and says so.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event } from '../support/event';
import { downloadedFromSheets } from '../support/downloaded';
import { cli, readBook, tableValues } from './support';

/** Nine players, round 1 played in Sheets with a bye, a late arrival, round 2 paired. */
function pairedInSheets(): Event {
  const ranks = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k', '8k'];
  const event = newEvent({
    players: ranks.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  register(event, [playerRow({ Name: 'Late', Rank: '3k' })]);
  event.click('Pair next round');
  return event;
}

async function lateCells(file: string): Promise<unknown[]> {
  const [header, ...rows] = tableValues(await readBook(file), 'Players');
  const row = rows.find((r) => r[0] === 'Late')!;
  return [row[header.indexOf('Band')], row[header.indexOf('Initial score')]];
}

describe('a round paired in Google Sheets, undone on the command line', () => {
  it('leaves the late arrival placed, and names them', async () => {
    const file = await downloadedFromSheets(pairedInSheets());
    expect(await lateCells(file)).toEqual(['4k', -6]);
    const undo = await cli(['undo', file, '--yes']);
    expect(undo.status, undo.err).toBe(0);
    expect(undo.out).toBe(
      'Pairsheet: Undo last pairing\n' +
        'Round 2 removed. No record of the pairing was found (none comes with a workbook downloaded from Google Sheets as .xlsx, say), so the Players tab was left as it is: the Band and Initial score of Late, who joined in Round 2, stay. To have the next pairing place them afresh (a rank corrected, say), clear those cells first.\n' +
        `Saved ${file}.`,
    );
    expect(await lateCells(file)).toEqual(['4k', -6]);
    const pair = await cli(['pair', file]);
    expect(pair.status, pair.err).toBe(0);
    expect(pair.out).toContain('Round 2: 5 boards.');
  });

  it('says nothing of late arrivals when the round placed none', async () => {
    const event = pairedInSheets();
    typeResults(event, 2, () => 'B+');
    event.click('Pair next round');
    const file = await downloadedFromSheets(event);
    const undo = await cli(['undo', file, '--yes']);
    expect(undo.out).toBe(
      'Pairsheet: Undo last pairing\n' +
        'Round 3 removed. No record of the pairing was found, so the Players tab was left as it is.\n' +
        `Saved ${file}.`,
    );
  });
});
