/**
 * A corpus of bad input across every tab and command: each case corrupts one thing the way a
 * careless volunteer or a hurried TD would, clicks one command, and expects one dialog that
 * names the tab and the cell or row, with the workbook left exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { columnLetter, setSheet, snapshot } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

interface Case {
  name: string;
  /** The event before the bad edit. */
  base: () => Event;
  /** The bad edit; returns what the dialog must name (a cell or a row). */
  edit: (e: Event) => string;
  command: string;
  /** The tab the dialog must name (defaults to the tab of the cell named). */
  tab?: string;
}

const RANKS = ['3d', '2d', '1d', '1k', '2k', '3k'];

function fresh(system = 'McMahon'): Event {
  return newEvent({
    players: RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': system, Rounds: 3, 'Avoid same club': 'No' },
  });
}

function banded(system = 'McMahon'): Event {
  const e = fresh(system);
  e.click('Build bands');
  return e;
}

/** Round 1 paired, every result typed in. */
function played(system = 'McMahon'): Event {
  const e = banded(system);
  e.click('Pair next round');
  typeResults(e, 1, () => 'W+');
  return e;
}

/** A round robin of five, seated (seat 1 empty). */
function seated(): Event {
  const e = newEvent({
    players: RANKS.slice(0, 5).map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': 'Round robin' },
  });
  e.click('Seat players (round robin)');
  return e;
}

/** "Tab!C7" of a header in a tab (data row 0 = the row below the header row). */
function ref(e: Event, tab: string, header: string, row: number, occurrence = 0): string {
  const headers = e.values(tab)[0];
  let column = -1;
  for (let i = 0, seen = 0; i < headers.length; i++) {
    if (headers[i] === header && seen++ === occurrence) column = i;
  }
  if (column < 0) throw new Error(`no ${header} on ${tab}`);
  return `${tab}!${columnLetter(column + 1)}${e.headerRow(tab) + row + 1}`;
}

/** Types into a cell found by header and data row; returns its reference. */
function type(e: Event, tab: string, header: string, row: number, value: string | number): string {
  const at = ref(e, tab, header, row);
  e.ss.getSheetByName(tab)!.getRange(at.split('!')[1]).setValue(value);
  return at;
}

/** Types a Settings value; returns the Value cell's reference. */
function setting(e: Event, name: string, value: string | number): string {
  const rows = e.values('Settings');
  const i = rows.findIndex((r) => r[0] === name);
  e.ss
    .getSheetByName('Settings')!
    .getRange(i + 1, 2)
    .setValue(value);
  return `Settings!B${i + 1}`;
}

/** Text that only JavaScript reads as a number; the quote keeps each one text in the cell. */
const NOT_NUMBERS = ["'0x1A", "'1e3", 'Infinity', "'1 500", '12abc', 'NaN', "'--1", "'1.2.3"];
const shown = (v: string): string => v.replace(/^'/, '');

const cases: Case[] = [];
const add = (c: Case): void => {
  cases.push(c);
};

// Players tab ------------------------------------------------------------------------------
for (const bad of NOT_NUMBERS) {
  add({
    name: `Players Rating ${shown(bad)}`,
    base: () => fresh(),
    edit: (e) => type(e, 'Players', 'Rating', 2, bad),
    command: 'Build bands',
  });
  add({
    name: `Players Initial score ${shown(bad)}`,
    base: () => banded(),
    edit: (e) => type(e, 'Players', 'Initial score', 1, bad),
    command: 'Pair next round',
  });
}
for (const bad of ['3 kyuu', 'strong', '0k', '31k', '10d', 'dan', '3x']) {
  for (const command of ['Build bands', 'Pair next round']) {
    add({
      name: `Players Rank ${bad} (${command})`,
      base: () => (command === 'Build bands' ? fresh() : banded()),
      edit: (e) => type(e, 'Players', 'Rank', 3, bad),
      command,
    });
  }
}
for (const bad of ['third', '0', '1.5', '-2', 'round two', '2-4']) {
  add({
    name: `Players Byes ${bad}`,
    base: () => banded(),
    edit: (e) => type(e, 'Players', 'Byes', 0, bad),
    command: 'Pair next round',
  });
}
for (const bad of ['maybe', 'yess', '2', 'sometimes']) {
  add({
    name: `Players Bye volunteer ${bad}`,
    base: () => fresh(),
    edit: (e) => type(e, 'Players', 'Bye volunteer', 4, bad),
    command: 'Build bands',
  });
}
for (const bad of ['gone', 'out', 'left early', 'paused']) {
  add({
    name: `Players Status ${bad}`,
    base: () => banded(),
    edit: (e) => type(e, 'Players', 'Status', 5, bad),
    command: 'Pair next round',
  });
}
add({
  name: 'Players blank name',
  base: () => fresh(),
  edit: (e) => {
    type(e, 'Players', 'Name', 2, '');
    return ref(e, 'Players', 'Name', 2);
  },
  command: 'Build bands',
});
for (const dup of ['P1', 'p1', ' P1 ', 'p1\n']) {
  add({
    name: `Players duplicate name "${dup}"`,
    base: () => fresh(),
    edit: (e) => {
      type(e, 'Players', 'Name', 4, dup);
      return 'Players!A6';
    },
    command: 'Build bands',
    tab: 'Players',
  });
}
for (const header of ['Name', 'Rank', 'Byes', 'Status', 'Bye volunteer']) {
  add({
    name: `Players header ${header} renamed`,
    base: () => fresh(),
    edit: (e) => {
      type(e, 'Players', header, -1, `${header}?`);
      return `no column headed "${header}"`;
    },
    command: 'Build bands',
    tab: 'Players',
  });
}
for (const header of ['Band', 'Initial score']) {
  for (const command of ['Pair next round', 'Update standings']) {
    add({
      name: `Players header ${header} renamed after round 1 (${command})`,
      base: () => played(),
      edit: (e) => {
        type(e, 'Players', header, -1, 'Group');
        return `no column headed "${header}"`;
      },
      command,
      tab: 'Players',
    });
  }
}
add({
  name: 'Players late arrival without an initial score at standings time',
  base: () => played(),
  edit: (e) => {
    e.ss
      .getSheetByName('Players')!
      .getRange(8, 1, 1, 2)
      .setValues([['Late Lu', '4k']]);
    return ref(e, 'Players', 'Initial score', 6);
  },
  command: 'Update standings',
});

// Bands tab (Apply band edits) -------------------------------------------------------------
for (const bad of [...NOT_NUMBERS, '-1']) {
  add({
    name: `Bands Separation ${shown(bad)}`,
    base: () => banded(),
    edit: (e) => type(e, 'Bands', 'Separation', 2, bad),
    command: 'Apply band edits',
  });
}
for (const header of ['Strongest', 'Weakest']) {
  for (const bad of ['strong', '40k', '3 dann']) {
    add({
      name: `Bands ${header} ${bad}`,
      base: () => banded(),
      edit: (e) => type(e, 'Bands', header, 1, bad),
      command: 'Apply band edits',
    });
  }
}
add({
  name: 'Bands Strongest weaker than Weakest',
  base: () => banded(),
  edit: (e) => {
    type(e, 'Bands', 'Strongest', 1, '20k');
    return 'Bands!B3 and Bands!C3';
  },
  command: 'Apply band edits',
  tab: 'Bands',
});

// Settings tab -----------------------------------------------------------------------------
for (const bad of NOT_NUMBERS) {
  for (const name of ['Rounds', 'Band factor D', 'Komi (even games)', 'Random seed']) {
    add({
      name: `Settings ${name} ${shown(bad)}`,
      base: () => fresh(),
      edit: (e) => setting(e, name, bad),
      command: 'Build bands',
    });
  }
}
for (const [name, bad] of [
  ['Rounds', 0],
  ['Rounds', -2],
  ['Rounds', 2.5],
  ['Pairing system', 'Swizz'],
  ['Handicap', 'lots'],
  ['Colour rule', 'maybe'],
  ['Bar', '5 dann'],
  ['Floor', 'weak'],
  ['Score origin', 'middle'],
  ['Top band always even', 'sometimes'],
] as const) {
  for (const command of ['Build bands', 'Pair next round', 'Update standings']) {
    add({
      name: `Settings ${name} ${bad} (${command})`,
      base: () => (command === 'Build bands' ? fresh() : played()),
      edit: (e) => setting(e, name, bad),
      command,
    });
  }
}

// Round tabs -------------------------------------------------------------------------------
const roundCommands = ['Pair next round', 'Update standings', 'Print pairings', 'Check round'];
for (const bad of ['W', 'X+', '2-0', 'white wins', '1-1', 'B+W', '??', 'Jigo?']) {
  for (const command of roundCommands) {
    add({
      name: `Round 1 Result ${bad} (${command})`,
      base: () => played(),
      edit: (e) => type(e, 'Round 1', 'Result', 1, bad),
      command,
    });
  }
}
for (const bad of [...NOT_NUMBERS, '10', '-1', '2.5']) {
  add({
    name: `Round 1 Handicap ${shown(bad)}`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'Handicap', 0, bad),
    command: 'Update standings',
  });
}
for (const bad of NOT_NUMBERS) {
  add({
    name: `Round 1 Komi ${shown(bad)}`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'Komi', 2, bad),
    command: 'Pair next round',
  });
  add({
    name: `Round 1 Board ${shown(bad)}`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'Board', 1, bad),
    command: 'Update standings',
  });
}
for (const command of roundCommands) {
  add({
    name: `Round 1 unknown player (${command})`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'White', 0, 'Nobody'),
    command,
  });
  add({
    name: `Round 1 blank Black (${command})`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'Black', 2, ''),
    command,
  });
}
for (const command of ['Pair next round', 'Update standings', 'Print pairings']) {
  add({
    name: `Round 1 player on two boards (${command})`,
    base: () => played(),
    edit: (e) => {
      const name = String(e.values('Round 1')[1][1]);
      return type(e, 'Round 1', 'Black', 1, name);
    },
    command,
  });
  add({
    name: `Round 1 White = Black (${command})`,
    base: () => played(),
    edit: (e) => {
      const name = String(e.values('Round 1')[1][1]);
      type(e, 'Round 1', 'Black', 0, name);
      return ref(e, 'Round 1', 'Black', 0);
    },
    command,
  });
  add({
    name: `Round 1 board number twice (${command})`,
    base: () => played(),
    edit: (e) => type(e, 'Round 1', 'Board', 2, 1),
    command,
  });
  add({
    name: `Round 1 emptied to its header (${command})`,
    base: () => played(),
    edit: (e) => {
      const rows = e.values('Round 1');
      const top = e.headerRow('Round 1') + 1;
      e.ss
        .getSheetByName('Round 1')!
        .getRange(top, 1, rows.length - 1, rows[0].length)
        .clearContent();
      return 'Round 1 has no boards';
    },
    command,
    tab: 'Round 1',
  });
  add({
    name: `Round 1 player on a board and a bye row (${command})`,
    base: () => played(),
    edit: (e) => {
      const name = String(e.values('Round 1')[1][1]);
      const sheet = e.ss.getSheetByName('Round 1')!;
      const row = e.headerRow('Round 1') + 4;
      sheet.getRange(row, 1, 1, 6).setValues([['Bye', name, '', '', '', 'Voluntary bye']]);
      return `Round 1!B${row}`;
    },
    command,
  });
  add({
    name: `Round 1 bye row without a bye result (${command})`,
    base: () => played(),
    edit: (e) => {
      const sheet = e.ss.getSheetByName('Round 1')!;
      const row = e.headerRow('Round 1') + 4;
      sheet.getRange(row, 1, 1, 6).setValues([['Bye', 'P1', '', '', '', 'W+']]);
      return `Round 1!F${row}`;
    },
    command,
  });
}
add({
  name: 'Round 01 misnamed',
  base: () => played(),
  edit: (e) => {
    e.ss.getSheetByName('Round 1')!.setName('Round 01');
    return '"Round 01" looks like a round';
  },
  command: 'Pair next round',
  tab: 'Round 01',
});
add({
  name: 'Round 3 with no Round 2',
  base: () => played(),
  edit: (e) => {
    setSheet(e.ss, 'Round 3', e.values('Round 1'));
    return 'no "Round 2" tab';
  },
  command: 'Update standings',
  tab: 'Round 3',
});
add({
  name: 'Round 4 past Settings › Rounds',
  base: () => played(),
  edit: (e) => {
    setSheet(e.ss, 'Round 2', e.values('Round 1'));
    setSheet(e.ss, 'Round 3', e.values('Round 1'));
    setSheet(e.ss, 'Round 4', e.values('Round 1'));
    return 'Settings!B';
  },
  command: 'Pair next round',
  tab: 'Round 4',
});
add({
  name: 'Rounds lowered below the rounds paired',
  base: () => played(),
  edit: (e) => {
    e.click('Pair next round');
    typeResults(e, 2, () => 'B+');
    e.ss.ui.alerts.length = 0;
    setting(e, 'Rounds', 1);
    return 'Settings!B';
  },
  command: 'Update standings',
  tab: 'Round 2',
});

// Constraints tab --------------------------------------------------------------------------
const constraintCases: Array<[string, string[][], string]> = [
  ['round 0', [['P1', 'P2', 'round 0']], 'Constraints!C2'],
  ['round past the event', [['P1', 'P2', 'round 4']], 'Constraints!C2'],
  ['unreadable rule', [['P1', 'P2', 'sometimes']], 'Constraints!C2'],
  ['unknown player', [['P1', 'Nobody', 'never']], 'Constraints!B2'],
  ['blank player', [['', 'P2', 'never']], 'Constraints!A2'],
  ['same player twice', [['P1', 'p1', 'never']], 'Constraints!B2'],
  [
    'never and round N',
    [
      ['P1', 'P2', 'never'],
      ['P1', 'P2', 'round 1'],
    ],
    'rows 2 and 3',
  ],
  [
    'one player forced against two',
    [
      ['P1', 'P2', 'round 1'],
      ['P1', 'P3', 'round 1'],
    ],
    'rows 2 and 3',
  ],
];
for (const [name, rows, where] of constraintCases) {
  for (const command of ['Pair next round', 'Check round']) {
    add({
      name: `Constraints ${name} (${command})`,
      base: () => (command === 'Check round' ? played() : banded()),
      edit: (e) => {
        setSheet(e.ss, 'Constraints', [['Player', 'Player', 'Rule'], ...rows]);
        return where;
      },
      command,
      tab: 'Constraints',
    });
  }
}
add({
  name: 'Constraints forced game with a player on a requested bye',
  base: () => banded(),
  edit: (e) => {
    type(e, 'Players', 'Byes', 1, '1');
    setSheet(e.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['P1', 'P2', 'round 1'],
    ]);
    return ref(e, 'Players', 'Byes', 1);
  },
  command: 'Pair next round',
  tab: 'Constraints',
});
add({
  name: 'Constraints forced game with a withdrawn player',
  base: () => banded(),
  edit: (e) => {
    type(e, 'Players', 'Status', 2, 'withdrawn');
    setSheet(e.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['P3', 'P2', 'round 1'],
    ]);
    return ref(e, 'Players', 'Status', 2);
  },
  command: 'Pair next round',
  tab: 'Constraints',
});

// Seats tab and round robin ----------------------------------------------------------------
for (const bad of [...NOT_NUMBERS, '9', '0', '2.5']) {
  add({
    name: `Seats seat ${shown(bad)}`,
    base: () => seated(),
    edit: (e) => type(e, 'Seats', 'Seat', 1, bad),
    command: 'Pair next round',
  });
}
add({
  name: 'Seats player on the empty seat 1',
  base: () => seated(),
  edit: (e) => {
    const sheet = e.ss.getSheetByName('Seats')!;
    const top = e.headerRow('Seats');
    const rows = e.values('Seats');
    const i = rows.findIndex((r, k) => k > 1 && (r[2] === 'P1' || r[4] === 'P1'));
    sheet.getRange(top + 1, 3).setValue('P1');
    sheet.getRange(top + i, rows[i][2] === 'P1' ? 3 : 5).setValue('(empty seat)');
    return ref(e, 'Seats', 'Seat', 0);
  },
  command: 'Pair next round',
});
add({
  name: 'Seats seat used twice',
  base: () => seated(),
  edit: (e) => type(e, 'Seats', 'Seat', 1, 3),
  command: 'Pair next round',
});
add({
  name: 'Seats unknown player',
  base: () => seated(),
  edit: (e) => type(e, 'Seats', 'Player', 1, 'Nobody'),
  command: 'Pair next round',
});
add({
  name: 'Seats player twice',
  base: () => seated(),
  edit: (e) => {
    const name = String(e.values('Seats')[2][2]);
    return type(e, 'Seats', 'Player', 2, name).replace(/^Seats!C/, 'Seats!C');
  },
  command: 'Pair next round',
  tab: 'Seats',
});
add({
  name: 'Round robin bye requested for a round to pair',
  base: () => seated(),
  edit: (e) => type(e, 'Players', 'Byes', 2, '1'),
  command: 'Pair next round',
});
add({
  name: 'Round robin bye requested at seating',
  base: () =>
    newEvent({
      players: RANKS.slice(0, 4).map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Round robin' },
    }),
  edit: (e) => type(e, 'Players', 'Byes', 3, '2'),
  command: 'Seat players (round robin)',
});
add({
  name: 'Round robin withdrawn player at seating',
  base: () =>
    newEvent({
      players: RANKS.slice(0, 4).map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Round robin' },
    }),
  edit: (e) => type(e, 'Players', 'Status', 0, 'withdrawn'),
  command: 'Seat players (round robin)',
});

// Undo -------------------------------------------------------------------------------------
add({
  name: 'Undo with results typed in',
  base: () => played(),
  edit: () => 'Round 1 has 3 results typed in (boards 1–3)',
  command: 'Undo last pairing',
  tab: 'Round 1',
});

describe('bad-input corpus: one dialog naming the tab and cell, workbook unchanged', () => {
  it('has at least 150 cases, each named once', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const e = c.base();
    const where = c.edit(e);
    e.ss.ui.alerts.length = 0;
    const before = snapshot(e.ss);
    e.click(c.command);
    expect(e.ss.ui.alerts).toHaveLength(1);
    const message = e.lastAlert()!;
    expect(message).not.toMatch(/Something unexpected/);
    expect(message).toContain(where);
    const tab = c.tab ?? where.split('!')[0];
    expect(message).toContain(tab);
    expect(snapshot(e.ss)).toEqual(before);
  });
});
