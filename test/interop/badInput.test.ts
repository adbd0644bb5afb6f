import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import {
  exportOpenGotha,
  exportPairgoth,
  MAX_IMPORT_BYTES,
  parseCsvRoster,
  parseEgdList,
  parseOpenGotha,
  parsePairgoth,
  parseTdList,
  parseXml,
} from '../../src/interop';
import { lakeside } from './fixture';

const message = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('no error');
};

type Tour = { players: unknown[]; games: unknown[][] };
/** The Lakeside event as a .tour file, edited. */
const editedTour = (edit: (tour: Tour) => void): string => {
  const tour = JSON.parse(exportPairgoth(lakeside())) as Tour;
  edit(tour);
  return JSON.stringify(tour, null, 2);
};

describe('bad input names the line', () => {
  it('a truncated OpenGotha file', () => {
    const xml = exportOpenGotha(lakeside());
    const cut = xml.slice(0, xml.indexOf('<Game roundNumber="2"') + 40);
    expect(message(() => parseOpenGotha(cut))).toBe(
      'OpenGotha file, line 15: the file ends inside the <Game> tag (the file is cut short).',
    );
    const cutAfterTag = xml.slice(0, xml.indexOf('</Games>'));
    expect(message(() => parseOpenGotha(cutAfterTag))).toBe(
      'OpenGotha file, line 11: the file ends before </Games> (the file is cut short).',
    );
  });

  it('an OpenGotha game naming an unknown player, and a bad country', () => {
    const xml = exportOpenGotha(lakeside()).replace(
      'whitePlayer="DEVRIESJAN"',
      'whitePlayer="NOBODY"',
    );
    expect(message(() => parseOpenGotha(xml))).toBe(
      'OpenGotha file, line 12, <Game>: whitePlayer="NOBODY" is not a player of <Players>.',
    );
    const country = exportOpenGotha(lakeside()).replace('country="NL"', 'country="NLD"');
    expect(message(() => parseOpenGotha(country))).toBe(
      'OpenGotha file, line 4, <Player> (de Vries Jan): country="NLD" must be empty or two letters.',
    );
  });

  it('a .tour game with an unknown player id', () => {
    const tour = exportPairgoth(lakeside()).replace('"w": 4,', '"w": 17,');
    expect(message(() => parsePairgoth(tour))).toBe(
      'pairgoth file, line 146, round 2, game id 6: player id 17 is not among the players.',
    );
  });

  it('a .tour player, round or game that is not written as one names its line, from 1', () => {
    expect(message(() => parsePairgoth(editedTour((t) => (t.players[3] = 17))))).toBe(
      'pairgoth file, line 64, player 4 of "players": each player must be written in braces { } with its id, name and rank, not 17.',
    );
    expect(message(() => parsePairgoth(editedTour((t) => (t.games[1] = { id: 9 } as never))))).toBe(
      'pairgoth file, line 128, round 2 of "games": each round must be a list of games in brackets [ ], not {"id":9}.',
    );
    expect(message(() => parsePairgoth(editedTour((t) => (t.games[1][2] = 5))))).toBe(
      'pairgoth file, line 145, round 2, game 3: each game must be written in braces { } with its players w and b, not 5.',
    );
  });

  it('a .tour duplicate player id or a game without an id names its own line', () => {
    // Players 1 and 3 start on lines 31 and 54: the second one is named.
    expect(
      message(() => parsePairgoth(editedTour((t) => ((t.players[2] as { id: number }).id = 1)))),
    ).toBe('pairgoth file, line 54: player id 1 is used twice.');
    const noId = editedTour((t) => {
      const game = t.games[1][0] as { id?: number; w: number };
      delete game.id;
      game.w = 17;
    });
    expect(message(() => parsePairgoth(noId))).toBe(
      'pairgoth file, line 129, round 2, game 1: player id 17 is not among the players.',
    );
  });

  it('a .tour top-level field is found on its own line, not where the same key first appears', () => {
    const tour = (top: string): string =>
      [
        '{',
        '  "pairing": { "type": "MAC_MAHON" },',
        '  "timeSystem": { "type": "FISCHER", "mainTime": 3600 },',
        '  "players": [',
        '    { "id": 1, "name": "Lee", "firstname": "Ann", "rank": -3 }',
        '  ],',
        `  ${top},`,
        '  "rounds": 3',
        '}',
      ].join('\n');
    const named = (top: string): string => tour(`"type": "INDIVIDUAL", ${top}`);
    expect(message(() => parsePairgoth(tour('"type": "TEAM2", "name": "Open"')))).toBe(
      'pairgoth file, line 7, "type": TEAM2 events (pair go, rengo, teams) cannot be imported; only INDIVIDUAL.',
    );
    expect(message(() => parsePairgoth(named('"name": 5')))).toBe(
      'pairgoth file, line 7, "name": a text value is needed, not 5.',
    );
    // A player's text field is named at the player's id line, not at the event's "name" above.
    const player = [
      '{',
      '  "name": "Open",',
      '  "rounds": 3,',
      '  "players": [',
      '    { "id": 1, "name": 7, "rank": -3 }',
      '  ]',
      '}',
    ].join('\n');
    expect(message(() => parsePairgoth(player))).toBe(
      'pairgoth file, line 5, "name" (player 1): a text value is needed, not 7.',
    );
    // A nested key is found inside its own object, not at the event's "type" above it.
    const nested = [
      '{',
      '  "type": "INDIVIDUAL",',
      '  "name": "Open",',
      '  "rounds": 3,',
      '  "pairing": { "type": 5 }',
      '}',
    ].join('\n');
    expect(message(() => parsePairgoth(nested))).toBe(
      'pairgoth file, line 5, "type": a text value is needed, not 5.',
    );
  });

  it('a .tour key written twice in one object is located at the value actually read (the last)', () => {
    const twice = [
      '{',
      '  "type": "INDIVIDUAL",',
      '  "name": "Open",',
      '  "rounds": 3,',
      '  "name": 5',
      '}',
    ].join('\n');
    expect(message(() => parsePairgoth(twice))).toBe(
      'pairgoth file, line 5, "name": a text value is needed, not 5.',
    );
  });

  it('a truncated .tour file', () => {
    const tour = exportPairgoth(lakeside());
    const msg = message(() => parsePairgoth(tour.slice(0, 300)));
    expect(msg).toMatch(
      /^pairgoth file, line 15: this is not valid JSON \(.*\); the file may be cut short\.$/,
    );
  });

  it('a TDList line with a bad rating', () => {
    const list = [
      'Okafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025',
      'Lindqvist, Per\t2345\tFull\t1.20\t\t\tWI\t\t',
      'Tran, Minh\t99\tYouth\t0.5\t\t\t\t\t',
    ].join('\r\n');
    // The line is left out and named; the list is refused only when no line reads.
    expect(parseTdList(list).unread).toEqual([
      {
        line: 3,
        id: '99',
        name: 'Tran, Minh',
        why: 'rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank',
      },
    ]);
    expect(message(() => parseTdList(list.split('\r\n')[2]))).toBe(
      'TDList, line 1 (Tran, Minh): rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank.',
    );
    expect(message(() => parseTdList('Okafor Ada 1234 Full -3.41'))).toBe(
      'TDList, line 1: expected 9 fields separated by tabs (name, AGA id, member type, rating, …), found 1.',
    );
  });

  it('an EGD line that does not read, and a CSV roster with a bad rank', () => {
    expect(message(() => parseEgdList('Pin Name\n12345678 Doe John NL Utre'))).toBe(
      'EGD list, line 2: expected PIN, name, country, club, grade (like 2k) and GoR, found "12345678 Doe John NL Utre".',
    );
    expect(message(() => parseCsvRoster('Name,Rank\n"Okafor, Ada",3k\nTran,3x\n'))).toBe(
      'CSV roster, line 3, column B (Tran): "3x" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.',
    );
  });

  it(`refuses a 20 MB file before reading it (limit ${MAX_IMPORT_BYTES} bytes)`, () => {
    const huge = `<Tournament>${' '.repeat(20 * 1024 * 1024)}</Tournament>`;
    const expected =
      'The OpenGotha file is 20.0 MB; files over 5 MB are refused (no event or rating list is that large). Check that the right file was chosen.';
    expect(message(() => parseOpenGotha(huge))).toBe(expected);
    expect(message(() => parsePairgoth(huge))).toMatch(/^The pairgoth file is 20\.0 MB/);
    expect(message(() => parseTdList(huge))).toMatch(/^The TDList is 20\.0 MB/);
  });
});

describe('XML reader', () => {
  it('reads entities, CDATA and comments, and refuses what is not well-formed', () => {
    const doc = parseXml(
      '<?xml version="1.0"?>\n<a x="&lt;&#65;&#x42;&quot;"><!-- c --><b><![CDATA[<raw>]]></b>t&amp;</a>',
      'test',
    );
    expect(doc.attributes.get('x')).toBe('<AB"');
    expect(doc.children[0].text).toBe('<raw>');
    expect(doc.text).toBe('t&');
    expect(message(() => parseXml('<a>\n<b></a>', 'test'))).toBe(
      'test, line 2: </a> closes <b> of line 2.',
    );
    expect(message(() => parseXml('<a x="1" x="2"/>', 'test'))).toBe(
      'test, line 1: attribute x appears twice in <a>.',
    );
    expect(message(() => parseXml('<a x=1/>', 'test'))).toBe(
      'test, line 1: attribute x of <a> is not quoted.',
    );
    expect(message(() => parseXml('<a>&nbsp;</a>', 'test'))).toBe(
      'test, line 1: unknown entity "&nbsp;".',
    );
    expect(message(() => parseXml('<a/><b/>', 'test'))).toBe(
      'test, line 1: text after the end of <a>.',
    );
    expect(message(() => parseXml('', 'test'))).toBe('test, line 1: the file is empty.');
  });
});
