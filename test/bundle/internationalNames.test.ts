/**
 * Names of every alphabet, typed one way on Players and another elsewhere: "é" as one character
 * or as e plus an accent (as some keyboards and pastes give), an ideographic or no-break space,
 * a zero-width space left by a paste, full-width letters. Each is the same player.
 */
import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { dialogCall, newEvent, pairings, playerRow, refused, typeResults } from '../support/event';

const NAMES = ['José Müller', 'Zoë Ångström', '김민준', '佐藤　健', 'Ann Lee', 'Дмитрий Иванов'];

/** The same name as another program may write it: decomposed, other spaces, a stray mark. */
const retyped = (name: string): string =>
  name.normalize('NFD').replace('Ann Lee', 'Ann\u00a0Lee\u200b').replace('佐藤　健', '佐藤 健');

function swissEvent(): ReturnType<typeof newEvent> {
  return newEvent({
    players: NAMES.map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
    settings: { 'Pairing system': 'Swiss', Rounds: 3 },
  });
}

describe('a name written with other characters that look the same', () => {
  it('in a round tab is the player of the Players tab', () => {
    const event = swissEvent();
    event.click('Pair next round');
    const sheet = event.ss.getSheetByName('Round 1')!;
    const round1 = pairings(event, 1);
    const names = sheet.getRange(event.headerRow('Round 1') + 1, 2, 3, 2);
    names.setValues(round1.map((pair) => pair.map(retyped)));
    expect(names.getValues().flat()).not.toEqual(round1.flat());
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(round1).toEqual([
      ['佐藤　健', 'José Müller'],
      ['Zoë Ångström', 'Ann Lee'],
      ['Дмитрий Иванов', '김민준'],
    ]);
    // Round 2 names each player as the Players tab does.
    expect(pairings(event, 2)).toEqual([
      ['José Müller', 'Дмитрий Иванов'],
      ['佐藤　健', 'Zoë Ångström'],
      ['김민준', 'Ann Lee'],
    ]);
  });

  it('in a Constraints cell is the player of the Players tab', () => {
    const event = swissEvent();
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      [retyped('José Müller'), retyped('佐藤　健'), 'never'],
    ]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    // Without the row, José Müller meets Sato Ken (as in the test above).
    expect(pairings(event, 1)).toEqual([
      ['Ann Lee', 'José Müller'],
      ['Zoë Ångström', '佐藤　健'],
      ['Дмитрий Иванов', '김민준'],
    ]);
  });

  it('twice on Players is one player entered twice', () => {
    for (const name of ['José Müller', '김민준', '佐藤　健', 'Ann Lee']) {
      const event = newEvent({
        players: [...NAMES, retyped(name)].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
        settings: { 'Pairing system': 'Swiss', Rounds: 3 },
      });
      const row = NAMES.indexOf(name) + 2;
      expect(refused(event, 'Pair next round')).toBe(
        `Pairsheet: Pair next round\nPlayers!A8: "${retyped(name)}" is already on row ${row}; names must be unique.`,
      );
    }
  });

  it('in full-width letters on Players is the same name in ordinary letters', () => {
    const event = newEvent({
      players: ['Lee Yuna', ...NAMES, 'Ｌｅｅ　Ｙｕｎａ'].map((Name, i) =>
        playerRow({ Name, Rank: `${i + 1}k` }),
      ),
      settings: { 'Pairing system': 'Swiss', Rounds: 3 },
    });
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers!A9: "Ｌｅｅ　Ｙｕｎａ" is already on row 2; names must be unique.',
    );
  });
});

/** Round 1 of a four-player Swiss avoiding the same `field`, the third player's cell given. */
function pairedAvoiding(field: 'Club' | 'Country', cells: string[], third: string) {
  const names = ['Ann', 'Bo', 'Cy', 'Di'];
  const event = newEvent({
    players: names.map((Name, i) =>
      playerRow({ Name, Rank: `${i + 1}k`, [field]: i === 2 ? third : cells[i] }),
    ),
    settings: {
      'Pairing system': 'Swiss',
      Rounds: 3,
      [`Avoid same ${field.toLowerCase()}`]: 'Yes',
    },
  });
  event.click('Pair next round');
  return pairings(event, 1);
}

/** Ann meets Cy unless they share the field; then Ann meets Di. */
const APART = [
  ['Cy', 'Ann'],
  ['Bo', 'Di'],
];
const SHARED = [
  ['Di', 'Ann'],
  ['Bo', 'Cy'],
];

describe('Avoid same club', () => {
  it('takes a club typed with e plus an accent for the same club', () => {
    const clubs = ['Zürich Go', 'Basel', '', 'Bern'];
    expect(pairedAvoiding('Club', clubs, 'Lugano')).toEqual(APART);
    expect(pairedAvoiding('Club', clubs, 'Zürich Go')).toEqual(SHARED);
    expect(pairedAvoiding('Club', clubs, 'zürich  go'.normalize('NFD'))).toEqual(SHARED);
  });
});

describe('Avoid same country', () => {
  it('takes a country typed as its name, its codes or in its own script for one country', () => {
    const countries = ['Japan', 'KR', '', 'Congo'];
    expect(pairedAvoiding('Country', countries, 'China')).toEqual(APART);
    for (const japan of ['JP', 'JPN', '日本', 'japan ']) {
      expect(pairedAvoiding('Country', countries, japan)).toEqual(SHARED);
    }
  });
});

describe('CSV of the standings with names of every script', () => {
  const standingsCsv = (): string => {
    const event = swissEvent();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Update standings');
    return dialogCall(event, 'exportEventFile', { format: 'standings' }).text!;
  };

  it('starts with the mark that makes Excel read it as UTF-8', () => {
    expect(standingsCsv().split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFPlace,Name,Rank,Score,Wins,Buchholz,SB,R1,Status',
      '1,佐藤　健,4k,1,1,0,0,6+w,active',
      '2,Zoë Ångström,2k,1,1,0,0,5+w,active',
    ]);
  });
});

describe('Import event… of a roster', () => {
  it('keeps the ideographic space of a Japanese name, folding only line breaks and runs of spaces', () => {
    const event = newEvent();
    dialogCall(event, 'importEventFile', {
      fileName: 'roster.csv',
      text: '\uFEFFName,Rank\n佐藤　健,3k\n"Lee,\n Ann",2k\nBo  Chen,1k\nAnn\u00a0Park,4k\nKim\tSoo,5k\n',
      replace: false,
    });
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['佐藤　健', 'Lee, Ann', 'Bo Chen', 'Ann\u00a0Park', 'Kim Soo']);
  });
});
