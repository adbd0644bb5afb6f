/**
 * Names and clubs in the ASCII result files (formats.md §1, §3): no "?" for letters of other
 * scripts, a blank always between the name and the rank, "Unknown" for a name with no ASCII
 * letter, and the players a reader may misread named in the Export report.
 */
import { describe, expect, it } from 'vitest';
import { exportAgaResults, exportH9, toAscii, type ImportedEvent } from '../../src/interop';
import { lakeside } from './fixture';

/** The fixture's first three players renamed, with their games as in the fixture. */
function renamed(names: Array<[surname: string, firstName: string, club?: string]>): ImportedEvent {
  const event = lakeside();
  names.forEach(([surname, firstName, club], i) => {
    Object.assign(event.players[i], { surname, firstName }, club === undefined ? {} : { club });
  });
  return event;
}

/** The places of the golden table, given as the Standings would. */
const STANDINGS = [4, 0, 3, 2, 5, 1].map((player, i) => ({
  player,
  place: [1, 2, 2, 4, 5, 6][i],
}));

const tableLines = (event: ImportedEvent): string[] =>
  exportH9(event, { standings: STANDINGS }).text.split('\n').slice(9, 15);

describe('toAscii', () => {
  it('drops accents, spells out a few letters, leaves out other scripts, never "?"', () => {
    expect(
      ['Øster', 'Müller', 'Straße', '李 明', 'Ngô Bảo Châu', 'Line one\nLine two'].map(toAscii),
    ).toEqual(['Oster', 'Muller', 'Strasse', ' ', 'Ngo Bao Chau', 'Line one Line two']);
  });
});

describe('EGF results table', () => {
  it('keeps a blank between a long name and the rank, and writes no "?" for a club', () => {
    const event = renamed([
      ['Wolfeschlegelsteinhausenbergerdorff', 'Hubert Blaine'],
      ['Ng', 'Li', '北京'],
      ['Player2', 'Anna'],
    ]);
    event.players[0].rank = -12;
    const { notes } = exportH9(event, { standings: STANDINGS });
    expect(tableLines(event)).toEqual([
      '   1 =Smith,_Jr Bob                10K US Bost    5=/b0    3+/b5       0+',
      '   2 Wolfeschlegelsteinhausenbergerdorff Hubert_Blaine 12K NL Utre    4+/w0    5?/w0    6+/b1 |12345678',
      '     Unknown Unknown                5K CN xxxx    6+/b2    1-/w5    4+/w0',
      '   4 Player2 Anna                   1K PL Wars    2-/b0       0+    3-/b0 |13579246',
      '   5 Oster Lars                     5K DK Cope    1=/w0    2?/b0       0-',
      '   6 Ng Li                          3K IE xxxx    3-/w2       0-    2-/w1',
    ]);
    expect(notes.slice(0, 3)).toEqual([
      'Names with characters the EGF results table cannot hold (the EGD matches these players by EGF PIN; to send the name, write it in Latin letters on the Players tab): 李, 明 (no EGF PIN) as "Unknown Unknown".',
      'Clubs with characters the EGF results table cannot hold: Ng, Li (北京) as xxxx.',
      "Names a reader of the table may misread (formats.md §3: OpenGotha's .h9 reader takes the name from 23 fixed columns and the rank from the first digit): Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine (only its first 23 characters are read); Player2, Anna (its digits are taken for the rank).",
    ]);
  });

  it('a name of exactly 30 characters is followed by a blank before a three-character rank', () => {
    const event = renamed([['Abcdefghijklmnopqrstuvwxy', 'Abcd']]);
    event.players[0].rank = -12;
    expect(tableLines(event)[1]).toBe(
      '   2 Abcdefghijklmnopqrstuvwxy Abcd 12K NL Utre    4+/w0    5?/w0    6+/b1 |12345678',
    );
  });
});

describe('AGA results file', () => {
  it('writes full-width letters and stacked accents as plain letters, naming no one', () => {
    const event = renamed([
      ['Ｌｅｅ', 'Ｙｕｎａ'],
      ['Nguyễn', 'Thị Ngọc Ánh'.normalize('NFD')],
    ]);
    const { text, notes } = exportAgaResults(event, { temporaryIds: true });
    expect(text.split('\n').filter((l) => /^(1234|2345)\t\D/.test(l))).toEqual([
      '1234\tLee, Yuna\t2d',
      '2345\tNguyen, Thi Ngoc Anh\t3k',
    ]);
    expect(notes.filter((n) => n.includes('Ｌｅｅ') || n.includes('Nguyễn'))).toEqual([]);
  });

  it('writes "Unknown" for a part with no ASCII letter, keeps the rest, and names the players', () => {
    const event = renamed([
      ['李', 'Ming'],
      ['Müller 李', '明'],
    ]);
    const { text, notes } = exportAgaResults(event, { temporaryIds: true });
    expect(text.split('\n').filter((l) => /^(1234|2345)\t\D/.test(l))).toEqual([
      '1234\tUnknown, Ming\t2d',
      '2345\tMuller, Unknown\t3k',
    ]);
    expect(notes[1]).toBe(
      'Names with characters the AGA results file cannot hold (the AGA matches these players by AGA id; to send the name, write it in Latin letters on the Players tab): 李, 明 (AGA id 7) as "Unknown, Unknown"; 李, Ming (AGA id 1234) as "Unknown, Ming"; Müller 李, 明 (AGA id 2345) as "Muller, Unknown".',
    );
  });

  it('says when the event name loses characters in the TOURNEY line', () => {
    const event = lakeside();
    event.settings.name = '東京 Open';
    const { text, notes } = exportAgaResults(event, { temporaryIds: true });
    expect(text.split('\n')[0]).toBe('TOURNEY Open, Madison, WI, 4/5/2025-4/6/2025');
    expect(notes).toContain(
      'The event name or location has characters the AGA results file cannot hold; the TOURNEY line has "Open, Madison, WI".',
    );
  });
});

describe('event name and place in kanji', () => {
  const tokyo = (): ImportedEvent => {
    const event = lakeside();
    event.settings.name = '第12回 東京囲碁クラブ秋季大会';
    event.settings.location = '東京都新宿区 日本棋院会館';
    return event;
  };

  it('AGA: a Location with no Latin letter is named as such, not as blank', () => {
    const { text, notes } = exportAgaResults(tokyo(), { temporaryIds: true });
    expect(text.split('\n')[0]).toBe('TOURNEY 12, 4/5/2025-4/6/2025');
    expect(notes.filter((n) => /Location|TOURNEY/.test(n))).toEqual([
      'Settings: Location "東京都新宿区 日本棋院会館" has no characters the AGA results file can hold, so the TOURNEY line has no place; the AGA needs it. Type the place in Latin letters.',
      'The event name or location has characters the AGA results file cannot hold; the TOURNEY line has "12".',
    ]);
  });

  it('EGF: says what the EV line keeps of the name and why the PC line is missing', () => {
    const { text, notes } = exportH9(tokyo(), { standings: STANDINGS });
    expect(text.split('\n').filter((l) => /^; (EV|PC)\[/.test(l))).toEqual(['; EV[12]']);
    expect(notes.filter((n) => /Location|EV line/.test(n))).toEqual([
      'The event name has characters the EGF results table cannot hold; the EV line has "12". Type the name in Latin letters on Settings to send it whole.',
      'Settings: Location "東京都新宿区 日本棋院会館" has no characters the EGF results table can hold, so the file has no PC (place) line. Type the city in Latin letters.',
    ]);
  });
});
