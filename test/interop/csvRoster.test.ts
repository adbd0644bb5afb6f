/**
 * A CSV roster carries every Players column it has (headers compared as the Players tab
 * compares them), checks the cells as the Players tab does, and names what it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import { parseCsvRoster } from '../../src/interop';

const message = (f: () => unknown): string => {
  try {
    f();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('no error');
};

describe('CSV roster', () => {
  it('reads Status as the Players tab does: withdrawn, withdrew or withdraw, any case, or active', () => {
    const event = parseCsvRoster(
      'Name,Status\nAnn,Withdrew\nBo,WITHDRAWN\nCy,Active\nDi,\nEd,withdraw\n',
    );
    expect(event.players.map((p) => [p.surname, p.withdrawn])).toEqual([
      ['Ann', true],
      ['Bo', true],
      ['Cy', false],
      ['Di', false],
      ['Ed', true],
    ]);
  });

  it('takes the rank from a Grade column and the rating from a GoR column', () => {
    const event = parseCsvRoster('Name,Grade,GoR\nAnn,3k,1750\n');
    expect(event.players.map((p) => [p.surname, p.rank, p.rating])).toEqual([['Ann', -3, 1750]]);
    expect(event.notCarried).toEqual([]);
  });

  it('reads a name its export guarded with a quote ("\'=Smith") back without the quote', () => {
    const event = parseCsvRoster("Name,Club\n\"'=Smith, Jr\",'+1 club\nAnn,'Ohio\n");
    expect(event.players.map((p) => [p.surname, p.firstName, p.club])).toEqual([
      ['=Smith', 'Jr', '+1 club'],
      ['Ann', '', "'Ohio"],
    ]);
  });

  it('carries City, Byes, Status and Bye volunteer, and names the column left out', () => {
    const event = parseCsvRoster(
      'Name,Rank,Club,City,Byes,Status,Bye volunteer,Paid\n' +
        '"Lee, Ann",3k,MADG,Madison,"2, 3",withdrawn,Yes,Yes\n' +
        'Bo Chen,1d,,Verona,,,,No\n',
    );
    expect(event.players).toEqual([
      {
        surname: 'Lee',
        firstName: 'Ann',
        rank: -3,
        rating: null,
        club: 'MADG',
        country: '',
        agaId: '',
        egfPin: '',
        absent: [2, 3],
        withdrawn: true,
        city: 'Madison',
        state: '',
        family: '',
        division: '',
        band: '',
        initialScore: null,
        byeVolunteer: true,
      },
      expect.objectContaining({
        surname: 'Bo Chen',
        city: 'Verona',
        absent: [],
        withdrawn: false,
        byeVolunteer: false,
      }),
    ]);
    expect(event.notCarried).toEqual([
      'Column H "Paid" was left out: the Players tab has no such column.',
    ]);
  });

  it('finds every Players column whatever the case and spacing of its header', () => {
    const event = parseCsvRoster(
      'NAME ,rating,STATE,country,  family ,band,Initial  Score,BYES,bye VOLUNTEER,Status,egf pin,section\n' +
        'Okafor Ada,1850,WI,us,Okafor,1k,-2,4;5,no,Active,12345678,U1900\n',
    );
    expect(event.players[0]).toMatchObject({
      surname: 'Okafor Ada',
      rating: 1850,
      state: 'WI',
      country: 'US',
      family: 'Okafor',
      band: '1k',
      initialScore: -2,
      absent: [4, 5],
      byeVolunteer: false,
      withdrawn: false,
      egfPin: '12345678',
      division: 'U1900',
    });
    expect(event.notCarried).toEqual([]);
  });

  it('upper-cases a country code and keeps a country name as written', () => {
    const event = parseCsvRoster(
      "Name,Country\nAnn,nl\nBob,jpn\nCid,Netherlands\nDan,Côte d'Ivoire\nEve,\n",
    );
    expect(event.players.map((p) => p.country)).toEqual([
      'NL',
      'JPN',
      'Netherlands',
      "Côte d'Ivoire",
      '',
    ]);
  });

  it('names a second column of one heading, an unheaded column with data, and fields past the header', () => {
    const event = parseCsvRoster('Name,Club,club,,Notes\nAnn,MADG,Other,x,\nBo,,,,,extra\n');
    expect(event.players.map((p) => p.club)).toEqual(['MADG', '']);
    expect(event.notCarried).toEqual([
      'Column C "club" was left out: column B has the same heading and was carried.',
      'Column D was left out: it has no header.',
      'Column E "Notes" was left out: the Players tab has no such column.',
      'Line 3: fields past the last header column were left out.',
    ]);
  });

  it('refuses cells the Players tab would refuse, every one at once, naming the line', () => {
    expect(
      message(() =>
        parseCsvRoster(
          'Name,Byes,Status,Bye volunteer,Initial score\n' +
            '"Lee, Ann","2, x",constructor,maybe,high\n' +
            'Bo,3,active,Yes,1\n',
        ),
      ),
    ).toBe(
      [
        'The CSV roster has problems; nothing was changed:',
        '• CSV roster, line 2, column B (Lee, Ann): Byes "2, x" is not a list of rounds such as "3, 5".',
        '• CSV roster, line 2, column D (Lee, Ann): Bye volunteer "maybe" is not Yes or No.',
        '• CSV roster, line 2, column C (Lee, Ann): Status "constructor" is not a status; write active (or leave it blank) or withdrawn.',
        '• CSV roster, line 2, column E (Lee, Ann): Initial score "high" is not a number.',
      ].join('\n'),
    );
  });

  it('reads a Rating as the Players tab does: plain decimals only, 1e3 or 0x7D0 refused', () => {
    expect(message(() => parseCsvRoster('Name,Rating\nAnn,1e3\nBo,0x7D0\nCy, 1850 \n'))).toBe(
      [
        'The CSV roster has problems; nothing was changed:',
        '• CSV roster, line 2, column B (Ann): "1e3" is not a rating.',
        '• CSV roster, line 3, column B (Bo): "0x7D0" is not a rating.',
      ].join('\n'),
    );
    expect(
      parseCsvRoster('Name,Rating\nCy, 1850 \nDi,"1850,5"\n').players.map((p) => p.rating),
    ).toEqual([1850, 1850.5]);
  });
});

describe('CSV roster, the edges of its text', () => {
  it('reads a doubled quote inside a quoted field as one quote', () => {
    const event = parseCsvRoster('Name,Club\n"Ann ""Ace"" Lee","The ""Go"" club"\n');
    expect(event.players.map((p) => [p.surname, p.club])).toEqual([
      ['Ann "Ace" Lee', 'The "Go" club'],
    ]);
  });

  it('names a column left out past Z by its two letters, as a spreadsheet shows it', () => {
    const headers = ['Name', ...Array.from({ length: 26 }, (_, i) => `Extra ${i + 1}`)];
    const event = parseCsvRoster(`${headers.join(',')}\nAnn${',x'.repeat(26)}\n`);
    expect(event.notCarried.slice(-2)).toEqual([
      'Column Z "Extra 25" was left out: the Players tab has no such column.',
      'Column AA "Extra 26" was left out: the Players tab has no such column.',
    ]);
  });

  it('leaves out a First name column with no Surname beside it, and says why', () => {
    const event = parseCsvRoster('Name,First name\nAnn Lee,Ann\n');
    expect(event.players.map((p) => p.surname)).toEqual(['Ann Lee']);
    expect(event.notCarried).toEqual([
      'Column B "First name" was left out: there is no surname column beside it.',
    ]);
  });
});

describe('CSV roster from an online form', () => {
  it('tells a semicolon file by the header outside its quotes: a question may hold commas', () => {
    const event = parseCsvRoster(
      '\uFEFFName;"Rank (5k, 1d, …)";Club\r\n"Lee, Ann";3k;"Madison, WI"\r\n',
    );
    expect(event.players.map((p) => [p.surname, p.firstName, p.club])).toEqual([
      ['Lee', 'Ann', 'Madison, WI'],
    ]);
  });

  it('reads the questions of a form as the Players columns they ask for, and names the rest', () => {
    const event = parseCsvRoster(
      'Timestamp,Email Address,Your name,What is your rank?,AGA ID (if you have one),Go club:,Club / city,Anything we should know?\n' +
        '2025/03/01 10:02:11 AM EST,ann@example.com,Ann Lee,3 kyu,12345,MADG,Madison,"Lunch, please"\n',
    );
    expect(event.players.map((p) => [p.surname, p.rank, p.agaId, p.club])).toEqual([
      ['Ann Lee', -3, '12345', 'MADG'],
    ]);
    expect(event.notCarried).toEqual([
      'Column A "Timestamp" was left out: the Players tab has no such column.',
      'Column B "Email Address" was left out: the Players tab has no such column.',
      'Column G "Club / city" was left out: the Players tab has no such column.',
      'Column H "Anything we should know?" was left out: the Players tab has no such column.',
    ]);
  });

  it('refuses a rank typed freely, naming its line and column, past a comment over two lines', () => {
    const csv =
      'Timestamp;Your name;Your rank;Anything we should know?\n' +
      '3/1/25 10:02;Jan de Vries;2 Dan EGF;"Arriving late\nround 1"\n' +
      '3/1/25 11:02;Piet Jansen;beginner;\n' +
      '3/1/25 12:02;Marie Dubois;3d?;\n' +
      '3/1/25 13:02;Hans Müller;12 kyu;\n' +
      '3/1/25 14:02;;1 dan;\n';
    expect(message(() => parseCsvRoster(csv))).toBe(
      [
        'The CSV roster has problems; nothing was changed:',
        '• CSV roster, line 2, column C (Jan de Vries): "2 Dan EGF" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.',
        '• CSV roster, line 4, column C (Piet Jansen): "beginner" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.',
        '• CSV roster, line 5, column C (Marie Dubois): "3d?" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.',
        '• CSV roster, line 7, column B: the name is blank. Type the name, or delete the line.',
      ].join('\n'),
    );
  });

  it('keeps the later entry of a name when the file has a Timestamp column, and names the earlier', () => {
    const event = parseCsvRoster(
      'Timestamp,Email Address,Full name,What is your rank?\n' +
        '2025/03/01 10:02:11 AM EST,ann@example.com,Ann Lee,3d?\n' +
        '2025/03/01 11:15:40 AM EST,bo@example.com,  BO   CHEN ,1 dan\n' +
        '2025/03/04 7:30:00 PM EST,ann@example.com,ANN  LEE,2 kyu\n' +
        ',,,\n',
    );
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([
      ['BO   CHEN', 1],
      ['ANN  LEE', -2],
    ]);
    expect(event.notCarried).toEqual([
      'Column A "Timestamp" was left out: the Players tab has no such column.',
      'Column B "Email Address" was left out: the Players tab has no such column.',
      'Line 2 (Ann Lee, Timestamp 2025/03/01 10:02:11 AM EST) was left out: line 4 is a later entry of the same name, Timestamp 2025/03/04 7:30:00 PM EST.',
    ]);
  });

  it("reads the question asked, not a form's own Name column (Microsoft Forms: the account)", () => {
    const event = parseCsvRoster(
      'Id,Start time,Completion time,Email,Name,Your name,Your rank\n' +
        '1,3/1/25 10:00,3/1/25 10:02,anonymous,anonymous,Ann Lee,3k\n' +
        '2,3/2/25 9:00,3/2/25 9:01,anonymous,anonymous,Bo Chen,1d\n',
    );
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([
      ['Ann Lee', -3],
      ['Bo Chen', 1],
    ]);
    expect(event.notCarried).toEqual([
      'Column A "Id" was left out: the Players tab has no such column.',
      'Column B "Start time" was left out: the Players tab has no such column.',
      'Column C "Completion time" was left out: the Players tab has no such column.',
      'Column D "Email" was left out: the Players tab has no such column.',
      'Column E "Name" was left out: column F "Your name" asks for it.',
    ]);
    // Two plain headings of one column: the first is read, as before.
    expect(parseCsvRoster('Name,Player\nAnn Lee,Bo Chen\n').players.map((p) => p.surname)).toEqual([
      'Ann Lee',
    ]);
  });

  it('refuses a name entered twice when the file has no Timestamp column, naming both lines', () => {
    expect(
      message(() =>
        parseCsvRoster('Last name,First name,Rank\nLee,Ann,3k\nChen,Bo,1d\nlee,ann,2k\n'),
      ),
    ).toBe(
      'CSV roster, lines 2 and 4, column A: "lee, ann" is entered twice; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.',
    );
  });
  it.each([
    ['Completion time', '3/1/25 10:02:11', '3/4/25 19:30:00'],
    ['Submitted', '2025-03-01 10:02', '2025-03-04 19:30'],
    ['Submitted at', '2025-03-01 10:02', '2025-03-04 19:30'],
    ['Submission time', '2025-03-01 10:02', '2025-03-04 19:30'],
    ['Date submitted', '03/01/2025', '03/04/2025'],
  ])(
    'keeps the later entry by a %s column, as other forms name their timestamp',
    (header, early, late) => {
      const event = parseCsvRoster(
        `ID,${header},Name,Rank\n1,${early},Ann Lee,3k\n2,${late},Ann Lee,2k\n`,
      );
      expect(event.players.map((p) => [p.surname, p.rank])).toEqual([['Ann Lee', -2]]);
      expect(event.notCarried.at(-1)).toBe(
        `Line 2 (Ann Lee, ${header} ${early}) was left out: line 3 is a later entry of the same name, ${header} ${late}.`,
      );
    },
  );

  it('keeps the latest entry by a year-first timestamp in a responses sheet sorted newest first', () => {
    const event = parseCsvRoster(
      'Timestamp,Name,Rank\n' +
        '2025/03/04 12:05:00 PM EST,Ann Lee,2k\n' +
        '2025/03/04 11:30:00 AM EST,Bo Chen,1d\n' +
        '2025/03/01 10:02:11 AM EST,Ann Lee,3k\n',
    );
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([
      ['Ann Lee', -2],
      ['Bo Chen', 1],
    ]);
    expect(event.notCarried.at(-1)).toBe(
      'Line 4 (Ann Lee, Timestamp 2025/03/01 10:02:11 AM EST) was left out: line 2 is a later entry of the same name, Timestamp 2025/03/04 12:05:00 PM EST.',
    );
    // A stamp that is not year-first (3/4/25: March or April?) leaves the file's order.
    const local = parseCsvRoster(
      'Timestamp,Name,Rank\n3/4/25 9:00,Ann Lee,2k\n3/1/25 9:00,Ann Lee,3k\n',
    );
    expect(local.players.map((p) => p.rank)).toEqual([-3]);
  });

  it('names every line of a name entered three times without a Timestamp column', () => {
    expect(message(() => parseCsvRoster('Name\nAnn Lee\nBo Chen\nann lee\nANN LEE\n'))).toBe(
      'CSV roster, lines 2, 4 and 5, column A: "ANN LEE" is entered 3 times; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.',
    );
  });

  it("reads Excel's sep= first line as the separator, counting lines from it", () => {
    const event = parseCsvRoster('sep=;\nName;Club\nLee, Ann;Madison, WI\n');
    expect(event.players.map((p) => [p.surname, p.firstName, p.club])).toEqual([
      ['Lee', 'Ann', 'Madison, WI'],
    ]);
    // The line named wins over the separator the header has most of.
    const named = parseCsvRoster('sep=;\nName;Club, city\nLee, Ann;Madison, WI\n');
    expect(named.players.map((p) => [p.surname, p.firstName])).toEqual([['Lee', 'Ann']]);
    const tabs = parseCsvRoster('sep=\t\nName\tClub, city\nLee, Ann\tMadison, WI\n');
    expect(tabs.players.map((p) => [p.surname, p.firstName])).toEqual([['Lee', 'Ann']]);
    expect(message(() => parseCsvRoster('SEP=,\nName,Rank\nAnn Lee,3d?\n'))).toBe(
      'CSV roster, line 3, column B (Ann Lee): "3d?" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.',
    );
  });

  it('names the column read in place of another heading for the same Players column', () => {
    const event = parseCsvRoster(
      ' Your name ,What is your name?,Grade,Rank\nAnn Lee,A. Lee,3k,2k\n',
    );
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([['Ann Lee', -3]]);
    expect(event.notCarried).toEqual([
      'Column B "What is your name?" was left out: column A "Your name" is read for the same Players column.',
      'Column D "Rank" was left out: column C "Grade" is read for the same Players column.',
    ]);
  });

  it('tells the separator by the header alone: a semicolon file may hold commas unquoted in its cells', () => {
    const event = parseCsvRoster('"Your name";Club\nLee, Ann;Madison, WI\nChen, Bo;Tokyo, Japan\n');
    expect(event.players.map((p) => [p.surname, p.firstName, p.club])).toEqual([
      ['Lee', 'Ann', 'Madison, WI'],
      ['Chen', 'Bo', 'Tokyo, Japan'],
    ]);
    expect(event.notCarried).toEqual([]);
  });

  it('reads a question past each of its ends, and leaves a note inside a header as it is', () => {
    const event = parseCsvRoster('Name,AGA (or EGF) ID,What is your rank? *\nAnn Lee,12345,3k\n');
    expect(event.players.map((p) => [p.surname, p.rank, p.agaId])).toEqual([['Ann Lee', -3, '']]);
    expect(event.notCarried).toEqual([
      'Column B "AGA (or EGF) ID" was left out: the Players tab has no such column.',
    ]);
  });

  it('does not take two blank names for a name entered twice', () => {
    expect(message(() => parseCsvRoster('Name,Rank\n,3k\nAnn Lee,2k\n ,1k\n'))).toBe(
      [
        'The CSV roster has problems; nothing was changed:',
        '• CSV roster, line 2, column A: the name is blank. Type the name, or delete the line.',
        '• CSV roster, line 4, column A: the name is blank. Type the name, or delete the line.',
      ].join('\n'),
    );
  });
  it('reads a file separated by tabs, its cells holding commas', () => {
    const event = parseCsvRoster('Name\tRank\tClub\nLee, Ann\t3k\tMadison, WI\n');
    expect(event.players.map((p) => [p.surname, p.firstName, p.rank, p.club])).toEqual([
      ['Lee', 'Ann', -3, 'Madison, WI'],
    ]);
  });

  it('names a name entered twice with its spaces as the Players tab will hold it', () => {
    expect(message(() => parseCsvRoster('Name,Rank\nAnn Lee,3k\nANN   LEE,2k\n'))).toBe(
      'CSV roster, lines 2 and 3, column A: "ANN LEE" is entered twice; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.',
    );
  });
  it('names the line where text follows a closing quote, and the line a quote left open starts', () => {
    expect(message(() => parseCsvRoster('Name,Note\nAnn Lee,"two\nlines" late\n'))).toBe(
      'CSV roster, line 3: text after a closing quote.',
    );
    expect(message(() => parseCsvRoster('Name,Note\nAnn Lee,x\nBo Chen,"two\nlines\n'))).toBe(
      'CSV roster, line 3: a quoted field is not closed.',
    );
  });
  it('names the Surname column of a line whose surname is blank', () => {
    expect(message(() => parseCsvRoster('First name,Last name,Rank\nAnn,,3k\nBo,Chen,1d\n'))).toBe(
      'CSV roster, line 2, column B: the name is blank. Type the name, or delete the line.',
    );
  });
});

describe('CSV roster, every heading it reads', () => {
  /** A heading, its cell, and the player's field and value read from it. */
  type Column = [string, string, string, unknown];
  const name = ['Name', 'Player', 'Full name', 'Your name', 'Your full name'];
  it.each([...name, 'What is your name?', 'Player name'])('reads a %s column as the name', (h) => {
    expect(parseCsvRoster(`${h}\nAnn Lee\n`).players[0].surname).toBe('Ann Lee');
  });

  const surname = ['Surname', 'Last name', 'Family name', 'Lastname', 'Your last name'];
  it.each([...surname, 'Your surname'])('reads a %s column as the surname', (h) => {
    expect(parseCsvRoster(`${h},First name\nLee,Ann\n`).players[0].surname).toBe('Lee');
  });

  const given = ['First name', 'Firstname', 'Given name', 'Your first name'];
  it.each(given)('reads a %s column as the first name', (h) => {
    expect(parseCsvRoster(`Surname,${h}\nLee,Ann\n`).players[0].firstName).toBe('Ann');
  });

  it.each<Column>([
    ...['Rank', 'Grade', 'Your rank', 'What is your rank?', 'Go rank', 'Your go rank'].map(
      (h): Column => [h, '3k', 'rank', -3],
    ),
    ['What is your go rank?', '3k', 'rank', -3],
    ...['Rating', 'GoR'].map((h): Column => [h, '2045', 'rating', 2045]),
    ...['Club', 'Chapter', 'Your club', 'Go club'].map((h): Column => [h, 'MADG', 'club', 'MADG']),
    ['City', 'Madison', 'city', 'Madison'],
    ['State', 'WI', 'state', 'WI'],
    ...['Country', 'Your country'].map((h): Column => [h, 'jp', 'country', 'JP']),
    ['Family', 'Lee', 'family', 'Lee'],
    ...['Division', 'Section'].map((h): Column => [h, 'Open', 'division', 'Open']),
    ['Band', '1k', 'band', '1k'],
    ['Initial score', '2', 'initialScore', 2],
    ['Byes', '3', 'absent', [3]],
    ['Bye volunteer', 'yes', 'byeVolunteer', true],
    ['Status', 'withdrawn', 'withdrawn', true],
    ...['AGA ID', 'AGAID', 'AGA', 'AGA number', 'AGA member number'].map((h): Column => [
      h,
      '12345',
      'agaId',
      '12345',
    ]),
    ['AGA membership number', '12345', 'agaId', '12345'],
    ...['EGF PIN', 'PIN', 'EGD PIN', 'EGF'].map((h): Column => [
      h,
      '12345678',
      'egfPin',
      '12345678',
    ]),
  ])('reads a %s column', (h, cell, field, value) => {
    const event = parseCsvRoster(`Name,${h}\nAnn Lee,${cell}\n`);
    expect(event.notCarried).toEqual([]);
    expect(event.players[0]).toHaveProperty(field, value);
  });
});
