import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

/** A club in Tokyo, Seoul or Taipei: ranks, numbers and results typed with an input method. */
const roster = () => [
  playerRow({ Name: 'Sato', Rank: 'プロ初段', Byes: '３、４' }),
  playerRow({ Name: 'Kim', Rank: '아마 3단' }),
  playerRow({ Name: 'Wang', Rank: '业余3段' }),
  playerRow({ Name: 'Tanaka', Rank: '初段' }),
  playerRow({ Name: 'Lee', Rank: '５級' }),
  playerRow({ Name: 'Chen', Rank: '5级', Byes: '\u20182' }),
];

const firstRound = (): Event => {
  const event = newEvent({ players: roster(), settings: { Rounds: '４' } });
  event.click('Build bands');
  event.click('Pair next round');
  return event;
};

/** Each band's name, strongest and weakest rank, as the Bands tab shows them. */
const bandRows = (event: Event): unknown[][] =>
  event
    .values('Bands')
    .slice(1)
    .map((r) => r.slice(0, 3));

describe('East Asian input in a go event', () => {
  it('reads ranks, byes, komi and results typed with an input method or on a phone', () => {
    const event = newEvent({ players: roster(), settings: { Rounds: '４' } });
    event.click('Build bands');
    expect(event.lastAlert()).toBeUndefined();
    expect(bandRows(event)).toEqual([
      ['1p and up', '1p', '1p'],
      ['3d', '3d', '3d'],
      ['1d', '1d', '1d'],
      ['5k', '5k', '5k'],
    ]);
    event.click('Pair next round');
    expect(event.values('Round 1').slice(1)).toEqual([
      [1, 'Sato', 'Kim', 0, 7.5, '', ''],
      [2, 'Wang', 'Tanaka', 0, 7.5, '', ''],
      // Equal ranks: Chen, first by name, counts as the stronger and takes White.
      [3, 'Chen', 'Lee', 0, 7.5, '', ''],
    ]);
    event.edit('Round 1', 0, 'Komi', '６．５');
    event.edit('Round 1', 1, 'Handicap', '０');
    typeResults(event, 1, (_w, _b, board) => ['Ｗ＋', '\u2019B+R', '１－０'][board - 1]);
    event.click('Update standings');
    expect(event.lastAlert()).toBeUndefined();
    expect(
      event
        .values('Standings')
        .slice(1)
        .map((r) => r.slice(1, 5)),
    ).toEqual([
      ['Sato', '1p', '1p and up', 1],
      ['Kim', '3d', '3d', -1],
      ['Wang', '3d', '3d', -1],
      ['Tanaka', '1d', '1d', -1],
      ['Chen', '5k', '5k', -2],
      ['Lee', '5k', '5k', -3],
    ]);
  });

  it('reads a constraint typed full-width, its names with a curly apostrophe', () => {
    const players = roster().map((r) =>
      r[0] === 'Kim' ? playerRow({ Name: "O'Kim", Rank: '아마 3단' }) : r,
    );
    const event = newEvent({ players, settings: { Rounds: '４' } });
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['Sato', 'O\u2019Kim', 'ｎｅｖｅｒ'],
      ['Wang', 'Sato', 'ｒｏｕｎｄ　１'],
    ]);
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(pairings(event, 1)).toEqual([
      ['Wang', 'Sato'],
      ["O'Kim", 'Tanaka'],
      ['Chen', 'Lee'],
    ]);
  });

  it.each([
    ['十段', '"十段" is not a rank'],
    ['プロ5級', '"プロ5級" is not a rank'],
    ['初級', '"初級" is not a rank'],
  ])('refuses the rank %j naming the cell', (rank, start) => {
    const event = newEvent({ players: [...roster(), playerRow({ Name: 'Ito', Rank: rank })] });
    expect(refused(event, 'Build bands')).toBe(
      `Pairsheet: Build bands\nPlayers!B8 (Ito): ${start}; write it like 5k, 10 kyu, 3d or 2 dan.`,
    );
  });

  it('refuses rounds separated by an ideographic full stop, naming the cell', () => {
    const event = newEvent({
      players: [...roster(), playerRow({ Name: 'Ito', Rank: '2d', Byes: '3\u30025' })],
    });
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nPlayers!K8 (Ito): "3\u30025" is not a list of rounds such as "3, 5".',
    );
  });

  it('refuses a lone em dash as a result and a komi with an ideographic full stop', () => {
    const event = firstRound();
    event.edit('Round 1', 0, 'Result', '\u2014');
    event.edit('Round 1', 1, 'Komi', '６\u3002５');
    expect(refused(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nSome round tabs have problems; nothing was changed:\n' +
        '• Round 1!F5 (board 1): "\u2014" is not a result. Use W+, B+, W+F, B+F, Jigo, Double forfeit, 1-0, 0-1 or ½-½.\n' +
        '• Round 1!E6 (board 2): "６\u3002５" is not a komi such as 7.5.',
    );
  });

  it('reads a Bar typed with full-width digits', () => {
    const event = newEvent({ players: roster(), settings: { Bar: 'アマ３段' } });
    event.click('Build bands');
    expect(event.lastAlert()).toBeUndefined();
    expect(bandRows(event)).toEqual([
      ['3d and up', '1p', '3d'],
      ['1d', '1d', '1d'],
      ['5k', '5k', '5k'],
    ]);
  });

  it('refuses a professional kyu as the Bar, naming the cell', () => {
    const event = newEvent({ players: roster(), settings: { Bar: 'プロ5級' } });
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nSettings!B7 (Bar): "プロ5級" is not a rank such as 5d, 3 dan, 2k or 10 kyu.',
    );
  });

  it('refuses a band rank out of range, naming the cell', () => {
    const event = firstRound();
    event.edit('Bands', 0, 'Weakest', '十段');
    expect(refused(event, 'Apply band edits')).toBe(
      'Pairsheet: Apply band edits\nBands!C2 (band "1p and up"): "十段" is not a rank such as 3d or 5k.',
    );
  });
});
