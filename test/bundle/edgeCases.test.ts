import { describe, expect, it } from 'vitest';
import { createSpreadsheet, loadBundle } from '../../src/workbook';
import {
  newEvent,
  pairings,
  playerRow,
  typeResults,
  type Event,
  refused,
  PLAYER_HEADERS,
} from '../support/event';

const six = (): ReturnType<typeof playerRow>[] =>
  ['3d', '2d', '1d', '1k', '2k', '3k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));

function swiss(players = six(), settings: Record<string, string | number> = {}): Event {
  const event = newEvent({
    players,
    settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Avoid same club': 'No', ...settings },
  });
  event.click('Build bands');
  return event;
}

describe('menu of an installed add-on', () => {
  it('stays under the add-on menu once the add-on runs in AuthMode.LIMITED', () => {
    const ss = createSpreadsheet('Add-on', { installationSource: 'WEB_STORE_ADD_ON' });
    const addon = loadBundle({ spreadsheet: ss });
    expect(addon.openMenu('LIMITED').addon).toBe(true);
  });

  it('is a top-level menu in a script bound to the sheet', () => {
    const addon = loadBundle({ spreadsheet: createSpreadsheet('Bound') });
    expect(addon.openMenu('LIMITED').addon).toBe(false);
  });
});

describe('round tabs', () => {
  it('refuses a tab that looks like a round but is misnamed, so its games are not paired again', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.ss.getSheetByName('Round 1')!.setName('Round 01');
    expect(refused(event, 'Pair next round')).toMatch(
      /"Round 01" looks like a round but is not named exactly "Round N"/,
    );
    event.ss.getSheetByName('Round 01')!.setName('Round 1 (done)');
    expect(refused(event, 'Update standings')).toMatch(/"Round 1 \(done\)" looks like a round/);
  });

  it('finds a round renamed out of the pattern ("R1") by its headers, and refuses', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    for (const name of ['R1', 'Rnd one']) {
      event.ss
        .getSheets()
        .find((s) => s.getName() === 'Round 1' || s.getName() === 'R1')!
        .setName(name);
      for (const command of ['Pair next round', 'Update standings']) {
        expect(refused(event, command)).toBe(
          `Pairsheet: ${command}\nThe tab "${name}" holds a round (Board, White, Result) but is not named "Round N". Rename it "Round 1", "Round 2"… after its round, so its games are not paired again; if it is an old copy, delete it or move it to another file.`,
        );
      }
    }
    // A printed "Round 1 by name" (Board, no Result), the Slips tab and a copy kept as a
    // backup ("Copy of Round 1", as Sheets names a duplicate) are not refused.
    event.ss.getSheetByName('Rnd one')!.setName('Round 1');
    const values = event.ss.getSheetByName('Round 1')!.getDataRange().getValues();
    event.ss
      .insertSheet('Copy of Round 1')
      .getRange(1, 1, values.length, values[0].length)
      .setValues(values);
    event.click('Print pairings');
    event.click('Print result slips');
    event.ss.getSheetByName('Round 1 by name')!.setName('Wall copy');
    event.click('Pair next round');
    expect(event.ss.getSheetByName('Round 2')).not.toBeNull();
  });

  it('refuses a renamed Constraints tab rather than pair without its rules', () => {
    const event = swiss();
    const sheet = event.ss.getSheetByName('Constraints')!;
    sheet.getRange(2, 1, 1, 3).setValues([['P1', 'P2', 'never']]);
    sheet.setName('Constraints (old)');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThere is no "Constraints" tab, but the tab "Constraints (old)" has its headers (Player, Player, Rule). Rename it back to "Constraints" so its rules are kept, or delete it to pair without them.',
    );
    event.ss.getSheetByName('Constraints (old)')!.setName('Constraints');
    event.click('Pair next round');
    expect(pairings(event, 1).some((p) => p.includes('P1') && p.includes('P2'))).toBe(false);
  });

  it('prints no slips, as no wall sheet, for a round edited into a player on two boards', () => {
    const event = swiss();
    event.click('Pair next round');
    const [first] = pairings(event, 1)[0];
    event.edit('Round 1', 1, 'White', first);
    const slips = refused(event, 'Print result slips');
    expect(slips).toMatch(new RegExp(`Round 1!B6.*${first}`));
    expect(refused(event, 'Print pairings').split('\n')[1]).toBe(slips.split('\n')[1]);
    expect(event.ss.getSheetByName('Slips')).toBeNull();
  });

  it("says a bye row's Result is blank, rather than quote nothing", () => {
    const event = swiss(six().slice(0, 5));
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const rows = event.values('Round 1');
    const bye = rows.findIndex((r) => r[0] === 'Bye');
    event.edit('Round 1', bye - 1, 'Result', '');
    const cell = `F${event.headerRow('Round 1') + bye}`;
    expect(refused(event, 'Pair next round')).toMatch(
      new RegExp(
        `Round 1!${cell}: a bye row needs "Forced bye", "Voluntary bye", "Absent" or \\(round robin\\) "Rest", and the cell is blank\\.`,
      ),
    );
  });

  it('refuses a round whose board row was deleted, rather than score both players absent', () => {
    const event = swiss(six(), { Rounds: 4 });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    typeResults(event, 2, () => 'B+');
    event.click('Pair next round');
    typeResults(event, 3, () => 'W+');
    const [white, black] = pairings(event, 3)[1];
    event.ss.getSheetByName('Round 3')!.deleteRow(event.headerRow('Round 3') + 2);
    const message = refused(event, 'Update standings');
    // The message names the latest round the players have a row in.
    for (const name of [white, black]) {
      expect(message).toContain(
        `Round 3: no row for ${name}, who has a row in Round 2. A board row may have been deleted: undo the edit (Edit › Undo). If ${name} did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).`,
      );
    }
    expect(refused(event, 'Pair next round')).toBe(
      message.replace('Update standings', 'Pair next round'),
    );
  });

  it('uses a handicap the TD edited after pairing in the standings and the wall sheet', () => {
    const event = swiss();
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Handicap', 3);
    typeResults(event, 1, () => 'B+');
    event.click('Update standings');
    const [white, black] = pairings(event, 1)[0];
    const rows = event.values('Standings');
    const r1 = rows[0].indexOf('R1');
    expect(String(rows.find((r) => r[1] === black)![r1])).toMatch(/^\d+\+b3$/);
    expect(String(rows.find((r) => r[1] === white)![r1])).toMatch(/^\d+-w3$/);
    event.click('Print pairings');
    const byName = event.values('Round 1 by name');
    expect(byName.find((r) => r[0] === black)!.slice(2, 6)).toEqual([1, 'Black', white, 3]);
  });

  it('ignores a tab left half-built by a stopped run, and replaces it on the next write', () => {
    const event = swiss();
    event.click('Pair next round');
    event.ss.insertSheet('Round 1 (updating)');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.getSheetByName('Round 2')).not.toBeNull();
  });

  it('names an unreadable handicap', () => {
    const event = swiss();
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Handicap', '3 stones');
    typeResults(event, 1, () => 'W+');
    expect(refused(event, 'Update standings')).toMatch(
      /Round 1!D5 \(board 1\): "3 stones" is not a handicap of 0 to 9 stones/,
    );
  });

  it('does not offer to re-pair the last round while an earlier round lacks a result', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    event.edit('Round 1', 1, 'Result', '');
    expect(refused(event, 'Pair next round')).toMatch(/Results are missing[\s\S]*Round 1: board 2/);
    expect(event.ss.ui.alerts.every((a) => !/Pair it again/.test(a.prompt))).toBe(true);
  });

  it('refuses to pair fewer than two players', () => {
    const event = swiss([
      playerRow({ Name: 'Solo', Rank: '1d' }),
      playerRow({ Name: 'Gone', Rank: '2d', Status: 'withdrawn' }),
    ]);
    expect(refused(event, 'Pair next round')).toMatch(/Round 1 would have 1 player to pair/);
  });

  it('says the Players tab lists no one, or one player only, rather than blaming Status and Byes', () => {
    expect(
      refused(
        newEvent({ players: [], settings: { 'Pairing system': 'Swiss' } }),
        'Pair next round',
      ),
    ).toBe(
      'Pairsheet: Pair next round\nRound 1 would have 0 players to pair: the Players tab lists no players. Add the players first.',
    );
    expect(refused(swiss([playerRow({ Name: 'Solo', Rank: '1d' })]), 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 would have 1 player to pair: the Players tab lists only one player. Add the players first.',
    );
    // McMahon, bands not built: the same, not advice to run Build bands (which would refuse).
    const mcmahon = newEvent({ players: [playerRow({ Name: 'Solo', Rank: '1d' })] });
    expect(refused(mcmahon, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 would have 1 player to pair: the Players tab lists only one player. Add the players first.',
    );
  });

  it('refuses standings for a Players tab that lists no one, writing nothing', () => {
    const event = newEvent({ players: [], settings: { 'Pairing system': 'Swiss' } });
    expect(refused(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nThe Players tab lists no players, so there are no standings to write. Add the players first.',
    );
    expect(event.ss.getSheetByName('Standings')).toBeNull();
  });
});

describe('commands that would rewrite a running event', () => {
  it('refuses Build bands once Round 1 exists', () => {
    const event = swiss();
    event.click('Pair next round');
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nRound 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".',
    );
  });

  it('refuses to seat a round robin again once Round 1 exists', () => {
    const event = newEvent({ players: six(), settings: { 'Pairing system': 'Round robin' } });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    expect(refused(event, 'Seat players (round robin)')).toMatch(
      /Round 1 is already paired, so the seats are fixed/,
    );
  });
});

describe('Check round after the field changed', () => {
  it('does not report a player who withdrew later, nor a late arrival, on an earlier round', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 0, 'Status', 'withdrawn');
    event.ss
      .getSheetByName('Players')!
      .getRange(8, 1, 1, 2)
      .setValues([['Late', '4k']]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 1')!);
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/Round 1 looks right/);
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 2')!);
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/Round 2 looks right/);
  });
});

describe('Check round and a late arrival', () => {
  it('does not report a player registered after the latest round got its results', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.ss
      .getSheetByName('Players')!
      .getRange(8, 1, 1, 2)
      .setValues([['Late', '4k']]);
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/^Pairsheet: Check round\nRound 1 looks right/);
  });

  it('reports them while the latest round has no result yet, as pairing it again takes them in', () => {
    const event = swiss();
    event.click('Pair next round');
    event.ss
      .getSheetByName('Players')!
      .getRange(8, 1, 1, 2)
      .setValues([['Late', '4k']]);
    event.click('Check round');
    // No row on the round tab to name: the player's Status cell, and what the TD can do.
    expect(event.lastAlert()).toContain(
      '• Players!M8: Late is neither paired nor given a bye. Add a board or a bye row for them on Round 1, or set their Status to withdrawn.',
    );
  });
});

describe('result notations', () => {
  it('scores each notation as documented', () => {
    const event = swiss(
      [playerRow({ Name: 'W', Rank: '1d' }), playerRow({ Name: 'B', Rank: '1d' })],
      { Rounds: 1 },
    );
    event.click('Pair next round');
    const [white] = pairings(event, 1)[0];
    const cases: Array<[string, number]> = [
      ['W+R', 1],
      ['white+resign', 1],
      ['B + 2.5', 0],
      ['W+F', 1],
      ['b+f', 0],
      ['JIGO', 0.5],
      ['draw', 0.5],
      ['Double forfeit', 0],
      ['DF', 0],
      ['0-0', 0],
      ['1-0', 1],
      ['0-1', 0],
      ['½-½', 0.5],
      ['1/2-1/2', 0.5],
      ['0.5-0.5', 0.5],
    ];
    for (const [text, whitePoints] of cases) {
      event.edit('Round 1', 0, 'Result', text);
      event.click('Update standings');
      expect(event.lastAlert(), text).toBeUndefined();
      const rows = event.values('Standings');
      const line = rows.find((r) => r[1] === white)!;
      expect(line[rows[0].indexOf('Score')], text).toBe(whitePoints);
    }
  });

  it.each(['1-1', 'W++', 'white won', '2-0'])('refuses %j', (text) => {
    const event = swiss(
      [playerRow({ Name: 'W', Rank: '1d' }), playerRow({ Name: 'B', Rank: '1d' })],
      { Rounds: 1 },
    );
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Result', text);
    expect(refused(event, 'Update standings')).toMatch(
      /Round 1!F5 \(board 1\): .* is not a result/,
    );
  });
});

describe('points add up', () => {
  it('equals games × 1 plus forced byes, with jigo and double forfeits', () => {
    const players = [...six(), playerRow({ Name: 'P7', Rank: '5k' })];
    const event = swiss(players);
    let games = 0;
    let doubleForfeits = 0;
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, (w, b, board) => {
        games++;
        if (board === 1) return 'Jigo';
        if (board === 2 && round === 2) {
          doubleForfeits++;
          return 'Double forfeit';
        }
        return 'B+';
      });
    }
    event.click('Update standings');
    const rows = event.values('Standings');
    const total = rows.slice(1).reduce((n, r) => n + Number(r[rows[0].indexOf('Score')]), 0);
    expect(total).toBe(games - doubleForfeits + 3);
  });
});

describe('Check round and a bye asked for after the pairing', () => {
  it('names the board of a player whose Byes now holds the round', () => {
    const event = swiss();
    event.click('Pair next round');
    const [white] = pairings(event, 1)[0];
    const row = event.values('Players').findIndex((r) => r[0] === white) - 1;
    event.edit('Players', row, 'Byes', '1');
    event.click('Check round');
    expect(event.lastAlert()).toContain(
      `• Round 1!A5 (board 1): ${white} is paired, but their Byes cell on Players asks to miss round 1.`,
    );
  });

  it('does not report a game already played', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 0, 'Byes', '1');
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/Round 1 looks right/);
  });
});

describe('Status spellings', () => {
  it('takes withdrew and Withdraw as withdrawn: neither is paired', () => {
    const players = six();
    const status = PLAYER_HEADERS.indexOf('Status');
    players[1][status] = 'withdrew';
    players[3][status] = 'Withdraw';
    const event = swiss(players);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(pairings(event, 1).flat().sort()).toEqual(['P1', 'P3', 'P5', 'P6']);
  });
});

describe('Check round and a player withdrawn after the pairing', () => {
  it("names the board and says what to do: the opponent's forfeit win, or pair the round again", () => {
    const event = swiss();
    event.click('Pair next round');
    const [white] = pairings(event, 1)[0];
    const row = event.values('Players').findIndex((r) => r[0] === white);
    event.edit('Players', row - 1, 'Status', 'withdrawn');
    event.click('Check round');
    expect(event.lastAlert()).toContain(
      `• Round 1!A${event.headerRow('Round 1') + 1} (board 1): ${white} has withdrawn but is still paired, with no result. Type the opponent's forfeit win, or, in the latest round with no result in, run "Undo last pairing" and pair it again.`,
    );
  });
});

describe('Standings and a withdrawn player', () => {
  it('keeps their place and games, marked (withdrawn) beside the name', () => {
    const event = swiss();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const [winner] = pairings(event, 1)[0];
    const row = event.values('Players').findIndex((r) => r[0] === winner);
    event.edit('Players', row - 1, 'Status', 'withdrawn');
    event.click('Update standings');
    const names = event.values('Standings').map((r) => r[1]);
    expect(names).toContain(`${winner} (withdrawn)`);
    expect(names.filter((n) => String(n).endsWith('(withdrawn)'))).toHaveLength(1);
  });
});
