import { describe, expect, it } from 'vitest';
import { lookUpRatings, parseEgdList, parseRatingList, parseTdList } from '../../src/interop';
import { ratingMismatch, unreadNote } from '../../src/interop/ratingLists';

const TDLIST = [
  'Okafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025',
  'Lindqvist, Per\t2345\tFull\t1.20\t\t\tWI\t\t',
  'Chen, Wei\t301\tFull\t2.5\t\tNYGC\tNY\t\t',
  'Chen, Wei\t302\tYouth\t-12.7\t\t\tCA\t\t',
  'Müller, Jörg \t77\tForgn\t\t\t\t\t\t',
  'Nakamura, Yuki\t88\tYouth\t-25.3\t\t\t\t\t',
].join('\r\n');

describe('AGA TDList', () => {
  it('reads the nine tab-separated fields', () => {
    const list = parseTdList(TDLIST);
    expect(list.entries[0]).toEqual({
      name: 'Okafor, Ada',
      id: '1234',
      rating: -3.41,
      rank: -3,
      club: 'MADG',
      country: '',
      line: 1,
    });
    expect(list.entries[4]).toEqual({
      name: 'Müller, Jörg',
      id: '77',
      rating: null,
      rank: null,
      club: '',
      country: '',
      line: 5,
    });
    // Kyu ratings reach far below −13 (formats.md §2: rank = trunc(|r|)).
    expect(list.entries[5]).toMatchObject({ rating: -25.3, rank: -25 });
  });

  it('matches by id, else by exact name; shared names are ambiguous', () => {
    const list = parseTdList(TDLIST);
    const results = lookUpRatings(
      [
        { name: 'Someone Else', id: '2345' },
        { name: 'okafor,  ada', id: '' },
        { name: 'Chen, Wei', id: '' },
        { name: 'Tran, Minh', id: '' },
        { name: 'Okafor, Ada', id: '4444' },
        { name: 'Müller, Jörg', id: '' },
      ],
      list,
    );
    expect(results.map((r) => r.status)).toEqual([
      'by id',
      'by name',
      'ambiguous',
      'missing',
      'missing',
      'by name',
    ]);
    expect(results[0]).toMatchObject({ entry: { name: 'Lindqvist, Per', rating: 1.2, rank: 1 } });
    expect(results[2]).toMatchObject({ candidates: [{ id: '301' }, { id: '302' }] });
    expect(results[4]).toEqual({ status: 'missing', reason: 'id 4444 is not in the list' });
  });
});

describe('names with accents', () => {
  it('match a list written without them, an exact match first', () => {
    const list = parseTdList(
      [
        'Muller, Jorg\t77\tFull\t1.5\t\t\t\t\t',
        'Lefevre, Francois\t78\tFull\t2.5\t\t\t\t\t',
        'Lefèvre, François\t79\tFull\t3.5\t\t\t\t\t',
        'Nguyen, Duc\t80\tFull\t-4.5\t\t\t\t\t',
      ].join('\n'),
    );
    const results = lookUpRatings(
      [
        { name: 'Müller, Jörg', id: '' },
        { name: 'Lefèvre, François'.normalize('NFD'), id: '' },
        { name: 'Nguyễn, Dúc', id: '' },
        { name: 'Nguyễn, Đức', id: '' },
      ],
      list,
    );
    expect(results.map((r) => (r.status === 'by name' ? r.entry.id : r.status))).toEqual([
      '77',
      '79',
      '80',
      '80',
    ]);
  });

  it('match a list written with them, for a name typed without', () => {
    const list = parseTdList('Müller, Jörg\t77\tFull\t1.5\t\t\t\t\t');
    const results = lookUpRatings([{ name: 'Muller Jorg', id: '' }], list);
    expect(results).toEqual([{ status: 'by name', entry: list.entries[0] }]);
  });

  it('in another script are matched only as written, not by what is left in ASCII', () => {
    const list = parseTdList(
      ['박지성\t90\tFull\t5.5\t\t\t\t\t', 'Ли, Ан\t91\tFull\t2.5'].join('\n'),
    );
    const results = lookUpRatings(
      [
        { name: '김민수', id: '' },
        { name: 'Ли Ан', id: '' },
        { name: 'Ко, Ан', id: '' },
      ],
      list,
    );
    expect(results.map((r) => (r.status === 'by name' ? r.entry.id : r.status))).toEqual([
      'missing',
      '91',
      'missing',
    ]);
  });
});

describe('EGD list', () => {
  it('reads PIN, name, country, club, grade and GoR, skipping headings', () => {
    const list = parseEgdList(
      [
        '  Pin      Name                 Co Club  Gr  GoR',
        ' 12345678 de Vries Jan  NL Utre  2d  2180  T250405A',
        ' 10306236 Aaltonen Jouni FI Tamp 2k 1879',
      ].join('\n'),
    );
    expect(list.entries).toEqual([
      {
        name: 'de Vries Jan',
        id: '12345678',
        rating: 2180,
        rank: 2,
        club: 'Utre',
        country: 'NL',
        line: 2,
      },
      {
        name: 'Aaltonen Jouni',
        id: '10306236',
        rating: 1879,
        rank: -2,
        club: 'Tamp',
        country: 'FI',
        line: 3,
      },
    ]);
    expect(lookUpRatings([{ name: 'Aaltonen, Jouni', id: '' }], list)[0]).toMatchObject({
      status: 'by name',
      entry: { id: '10306236' },
    });
  });
});

describe('unrated players', () => {
  it('read as no rating: a TDList rating of 0 or blank, an EGD GoR blank', () => {
    const tdList = parseTdList(
      ['Lee, Ann\t77\tFull\t0\t\tBOST\t\t\t', 'Park, Di\t78\tFull\t'].join('\n'),
    );
    expect(tdList.entries.map((e) => [e.id, e.rating, e.rank, e.club])).toEqual([
      ['77', null, null, 'BOST'],
      ['78', null, null, ''],
    ]);
    const egd = parseEgdList(
      '12345678 de Vries Jan NL Utre 5k\n10306236 Aaltonen Jouni FI Tamp 2k 1879',
    );
    expect(egd.entries.map((e) => [e.id, e.name, e.rating, e.rank, e.club])).toEqual([
      ['12345678', 'de Vries Jan', null, -5, 'Utre'],
      ['10306236', 'Aaltonen Jouni', 1879, -2, 'Tamp'],
    ]);
    expect(egd.unread).toEqual([]);
  });
});

describe('names with the words in the other order', () => {
  it('match when no exact or accent-free match exists, never when ambiguous', () => {
    const list = parseTdList(TDLIST);
    const results = lookUpRatings(
      ['Per Lindqvist', 'Ada Okafor', 'Wei Chen', 'Jorg Muller', 'Okafor, Ada', 'Lindqvist'].map(
        (name) => ({ name, id: '' }),
      ),
      list,
    );
    expect(results.map((r) => ('entry' in r ? `${r.status}: ${r.entry.id}` : r.status))).toEqual([
      'by name, order swapped: 2345',
      'by name, order swapped: 1234',
      'ambiguous',
      'by name, order swapped: 77',
      'by name: 1234',
      'missing',
    ]);
    const egd = parseEgdList('12345678 de Vries Jan NL Utre 2d 2180');
    expect(lookUpRatings([{ name: 'Jan de Vries', id: '' }], egd)).toEqual([
      { status: 'by name, order swapped', entry: egd.entries[0] },
    ]);
    // A list in given-name-first order, the player typed surname first.
    const western = parseTdList('Jan de Vries\t1234\tFull\t2.31');
    expect(lookUpRatings([{ name: 'de Vries Jan', id: '' }], western)).toEqual([
      { status: 'by name, order swapped', entry: western.entries[0] },
    ]);
  });
});

describe('lines a list sets aside', () => {
  it('skips a header only as the first line; a later line with no id is set aside', () => {
    const list = parseTdList(
      [
        'Name\tAGA ID\tMember Type\tRating',
        'Okafor, Ada\t1234\tFull\t-3.41',
        'Kim, Bo\tnone\tFull\t2.0',
      ].join('\n'),
    );
    expect(list.entries.map((e) => e.id)).toEqual(['1234']);
    expect(list.unread).toEqual([
      { line: 3, id: null, name: '', why: '"none" is not an AGA id (1 to 5 digits)' },
    ]);
  });

  it('names the first five unread lines and counts the rest', () => {
    const bad = [2, 3, 4, 5, 6, 7].map((n) => `Bad, P${n}\t${n}\tFull\t0.5`);
    const list = parseTdList(['Okafor, Ada\t1234\tFull\t-3.41', ...bad].join('\n'));
    const why =
      'rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank';
    expect(unreadNote(list, 'TDList')).toBe(
      `6 lines of the TDList could not be read and were left out: ${[2, 3, 4, 5, 6]
        .map((n) => `line ${n} (Bad, P${n}): ${why}`)
        .join('; ')}; and 1 more.`,
    );
  });

  it('tells a player whose id, with leading zeros, is on an unread line', () => {
    const list = parseTdList('Okafor, Ada\t1234\tFull\t-3.41\nLee, Ann\t77\tFull\t0.5');
    expect(lookUpRatings([{ name: 'Ann Lee', id: '0077' }], list)).toEqual([
      {
        status: 'missing',
        reason:
          'id 0077 is on line 2 of the list, which could not be read: rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank',
      },
    ]);
  });

  it('matches a list id written with leading zeros', () => {
    const list = parseTdList('Okafor, Ada\t01234\tFull\t-3.41');
    expect(lookUpRatings([{ name: 'Someone', id: '1234' }], list)[0]).toMatchObject({
      status: 'by id',
      entry: { rating: -3.41 },
    });
  });
});

describe('EGD list copied with tabs', () => {
  it('keeps the name with single spaces and sets aside a GoR that is not a number', () => {
    const list = parseEgdList(
      [
        '12345678\tde  Vries Jan\tNL\tUtre\t2d\t2180',
        '10306236\tAaltonen Jouni\tFI\tTamp\t2k\tx',
      ].join('\n'),
    );
    expect(list.entries.map((e) => [e.name, e.rating])).toEqual([['de Vries Jan', 2180]]);
    expect(list.unread.map((u) => [u.line, u.id])).toEqual([[2, '10306236']]);
  });
});

describe('a list told by its first line', () => {
  it('reads an EGD list copied with tabs as one when its second line cannot be read', () => {
    // The first line's second field is a name, not a column name: it is data, not a header.
    const list = parseRatingList(
      [
        '12345678\tde Vries Jan\tNL\tUtre\t2d\t2180',
        '10306236\tAaltonen Jouni\tFI\tTamp\t2k\tx',
      ].join('\n'),
    );
    expect(list.kind).toBe('EGD');
    expect(list.entries.map((e) => [e.line, e.id, e.rating])).toEqual([[1, '12345678', 2180]]);
    expect(list.unread.map((u) => [u.line, u.id])).toEqual([[2, '10306236']]);
  });
});

describe('EGD lines copied with tabs, by field', () => {
  it('keep a blank club and a missing GoR, a club of two words and a GoR below zero', () => {
    const list = parseEgdList(
      ['12345678\tde Vries Jan\tNL\t\t5k', '10306236\tKowalski Jan\tPL\tGo Klub\t25k\t-350'].join(
        '\n',
      ),
    );
    expect(list.entries.map((e) => [e.id, e.country, e.club, e.rank, e.rating])).toEqual([
      ['12345678', 'NL', '', -5, null],
      ['10306236', 'PL', 'Go Klub', -25, -350],
    ]);
    expect(list.unread).toEqual([]);
  });
});

describe('a TDList after its header', () => {
  it('is told by its first line of data, past a blank line', () => {
    const list = parseRatingList(
      ['Name\tAGA ID\tMember Type\tRating', '', 'Okafor, Ada\t1234\tFull\t-3.41'].join('\n'),
    );
    expect(list.kind).toBe('AGA');
    expect(list.entries.map((e) => [e.line, e.id, e.rating])).toEqual([[3, '1234', -3.41]]);
  });
});

describe('ratingMismatch', () => {
  it('says why a list rating cannot go into the Rating column, or null when it can', () => {
    expect([
      ratingMismatch(-3.41, 'Elo'),
      ratingMismatch(1950, 'AGA'),
      ratingMismatch(50, null),
      ratingMismatch(-3.41, 'AGA'),
      ratingMismatch(1950, null),
    ]).toEqual([
      'an AGA-style rating, and the Rating column holds Elo-style ratings',
      'an Elo-style rating, and the Rating column holds AGA-style ratings',
      '50 is not a rating the Rating column takes: AGA-style ratings run from −35 to 12 (e.g. −5.5 for 5 kyu, 3.2 for 3 dan; never between −1 and 1), Elo-style ratings from 100 to 3500 (e.g. 1850)',
      null,
      null,
    ]);
  });
});
