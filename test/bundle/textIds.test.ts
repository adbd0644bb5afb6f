/**
 * Ids kept as text on Players (a plain-text column, or an id typed with an apostrophe) read,
 * export and match rating lists as the same ids typed as numbers do; leading zeros are kept
 * where a file takes text ids.
 */
import { describe, expect, it } from 'vitest';
import { parseOpenGotha } from '../../src/interop';
import {
  dialogCall,
  newEvent,
  playerRow,
  typeResults,
  type DialogAnswer,
  type Event,
} from '../support/event';

/** Name, rank, AGA ID, EGF PIN: text ids and number ids side by side. */
const PLAYERS: Array<[string, string, string | number, string | number]> = [
  ['Smith, John', '3k', '000123', '12345678'],
  ['Okafor, Ada', '2k', '1002', 23456789],
  ['Lee, Bo', '1d', 1003, '0001'],
  ['Ng, Li', '4k', '1004', ''],
];

/** A Swiss event with AGA ID and EGF PIN columns the TD formatted as plain text; round 1 won by White. */
function event(): Event {
  const e = newEvent({
    players: PLAYERS.map(([Name, Rank]) => playerRow({ Name, Rank })),
    settings: { 'Pairing system': 'Swiss', Rounds: 2, 'Tournament name': 'Text ids' },
  });
  const sheet = e.ss.getSheetByName('Players')!;
  const column = sheet.getLastColumn() + 1;
  const ids = sheet.getRange(1, column, PLAYERS.length + 1, 2);
  // Format › Number › Plain text, then typed: text stays text, a number typed as such a number.
  ids.setNumberFormat('@');
  ids.setValues([['AGA ID', 'EGF PIN'], ...PLAYERS.map(([, , aga, pin]) => [aga, pin])]);
  expect(ids.getValues().slice(1)).toEqual(PLAYERS.map(([, , aga, pin]) => [aga, pin]));
  e.click('Pair next round');
  typeResults(e, 1, () => 'W+');
  return e;
}

const exportFile = (e: Event, format: string): DialogAnswer =>
  dialogCall(e, 'exportEventFile', { format, temporaryIds: false });

describe('ids typed as text', () => {
  it('the AGA results file writes each id as the AGA number, leading zeros dropped', () => {
    const answer = exportFile(event(), 'aga');
    expect(answer.ok).toBe(true);
    const players = answer.text!.split('\n').filter((l) => /^\d+\t\D/.test(l));
    expect(players).toEqual([
      '123\tSmith, John\t3k',
      '1002\tOkafor, Ada\t2k',
      '1003\tLee, Bo\t1d',
      '1004\tNg, Li\t4k',
    ]);
  });

  it('OpenGotha and pairgoth keep each id as typed, zeros and all', () => {
    const e = event();
    const og = parseOpenGotha(exportFile(e, 'opengotha').text!);
    expect(og.players.map((p) => [p.agaId, p.egfPin])).toEqual([
      ['000123', '12345678'],
      ['1002', '23456789'],
      ['1003', '0001'],
      ['1004', ''],
    ]);
    const tour = JSON.parse(exportFile(e, 'pairgoth').text!) as {
      players: Array<{ aga?: string; egf?: string }>;
    };
    expect(tour.players.map((p) => [p.aga ?? '', p.egf ?? ''])).toEqual([
      ['000123', '12345678'],
      ['1002', '23456789'],
      ['1003', '0001'],
      ['1004', ''],
    ]);
  });

  it('the EGF results table writes 8-digit PINs, text or number, and names a PIN it cannot write', () => {
    const answer = exportFile(event(), 'h9');
    expect(answer.ok).toBe(true);
    const pins = answer
      .text!.split('\n')
      .filter((l) => /^\s+\d/.test(l))
      .map((l) => /\|(\d+)$/.exec(l)?.[1] ?? '');
    expect(pins.sort()).toEqual(['', '', '12345678', '23456789']);
    expect(answer.notes).toContain(
      'EGF PIN not written (an EGF PIN is 8 digits): Lee, Bo "0001". Correct it on the Players tab and export again if the player has a PIN.',
    );
  });

  it('Look up ratings matches text ids by id, as it matches the same ids typed as numbers', () => {
    const e = event();
    // Names in the list differ from the sheet's: only the ids can match them. Ranks agree.
    const tdlist = [
      'Smith, J.\t123\tFull\t-3.5\t\tNYGC\t\t\t',
      'Okafor, A.\t1002\tFull\t-2.5\t\tNYGC\t\t\t',
      'Lee, B.\t1003\tFull\t1.5\t\tNYGC\t\t\t',
      'Ng, L.\t1004\tFull\t-4.5\t\tNYGC\t\t\t',
    ].join('\r\n');
    e.addon.call('lookUpRatingsFile', { fileName: 'tdlista.txt', text: tdlist });
    const review = e.values('Rating review').slice(1);
    // No id change is proposed: "000123" is AGA id 123.
    expect(review.map((r) => [r[0], String(r[1]).replace(/ \(.*/, ''), r[2], r[4]])).toEqual([
      ['Smith, John', 'by id', 'Rating', -3.5],
      ['Smith, John', 'by id', 'Club', 'NYGC'],
      ['Okafor, Ada', 'by id', 'Rating', -2.5],
      ['Okafor, Ada', 'by id', 'Club', 'NYGC'],
      ['Lee, Bo', 'by id', 'Rating', 1.5],
      ['Lee, Bo', 'by id', 'Club', 'NYGC'],
      ['Ng, Li', 'by id', 'Rating', -4.5],
      ['Ng, Li', 'by id', 'Club', 'NYGC'],
    ]);
  });

  it('Look up ratings matches an EGD list against PINs typed as text and as numbers', () => {
    const e = event();
    const egd = [
      '12345678 Smith J                 US   NYGC  3k   1750',
      '23456789 Okafor A                US   NYGC  2k   1850',
    ].join('\n');
    e.addon.call('lookUpRatingsFile', { fileName: 'egd.txt', text: egd });
    const review = e.values('Rating review').slice(1);
    expect(review.map((r) => [r[0], String(r[1]).replace(/ \(.*/, '')])).toEqual([
      ['Smith, John', 'by id'],
      ['Smith, John', 'by id'],
      ['Okafor, Ada', 'by id'],
      ['Okafor, Ada', 'by id'],
      ['Lee, Bo', 'missing: id 0001 is not in the list'],
      ['Ng, Li', 'missing: no line with this name'],
    ]);
  });
});
