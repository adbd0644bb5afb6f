/**
 * Which events get a progress line while a command runs: pairing is slow from some 400 players
 * in McMahon and Swiss, but a multi-game round of 150 to 300 players takes seconds already.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runsLong } from '../../src/cli/longCommand';
import { main } from '../../src/cli/main';
import type { Terminal } from '../../src/cli/terminal';
import { createSpreadsheet, setSheet } from '../../src/workbook';
import { PLAYER_HEADERS } from '../support/event';
import { cli, editBook, tempDir } from './support';

function event(system: string, players: number) {
  const ss = createSpreadsheet('Club');
  setSheet(ss, 'Settings', [
    ['Setting', 'Value'],
    ['Tournament name', 'Club'],
    ['Pairing system', system],
  ]);
  setSheet(ss, 'Players', [
    ['Name', 'Rank'],
    ...Array.from({ length: players }, (_, i) => [`Player ${i + 1}`, '5k']),
  ]);
  return ss;
}

describe('runsLong', () => {
  it('is true for a multi-game event of more than 100 players, in any spelling of the system', () => {
    for (const system of ['Multi-game', 'multi game', ' MultiGame ']) {
      expect([100, 101].map((n) => runsLong(event(system, n)))).toEqual([false, true]);
    }
  });

  it('is true for other systems from 400 players on', () => {
    for (const system of ['McMahon', 'Swiss', '']) {
      expect([101, 399, 400].map((n) => runsLong(event(system, n)))).toEqual([false, false, true]);
    }
  });

  it('is false for a workbook without Settings or Players', () => {
    expect(runsLong(createSpreadsheet('Empty'))).toBe(false);
  });
});

describe('pairsheet pair in a multi-game event of 101 players', () => {
  it('shows "Pair next round…" on the terminal while the round is paired, then clears it', async () => {
    const file = join(tempDir(), 'games.xlsx');
    expect((await cli(['init', file])).status).toBe(0);
    const games = ['Chess', 'Go', 'Shogi', 'Hex'];
    const names = Array.from({ length: 101 }, (_, i) => `Player ${i + 1}`);
    await editBook(file, (wb) => {
      wb.getWorksheet('Settings')!.eachRow((row) => {
        if (row.getCell(1).value === 'Pairing system') row.getCell(2).value = 'Multi-game';
      });
      const players = wb.getWorksheet('Players')!;
      names.forEach((name, i) => {
        players.getCell(i + 2, PLAYER_HEADERS.indexOf('Name') + 1).value = name;
      });
    });
    expect((await cli(['init', file])).status).toBe(0);
    await editBook(file, (wb) => {
      games.forEach((game, i) => (wb.getWorksheet('Games')!.getCell(i + 2, 1).value = game));
      const preferences = wb.getWorksheet('Preferences')!;
      names.forEach((name, i) => {
        preferences.getCell(i + 2, 1).value = name;
        games.forEach((_, g) => {
          preferences.getCell(i + 2, g + 2).value = games[(i + g) % games.length];
        });
      });
    });
    const statuses: Array<string | null> = [];
    const terminal: Terminal = {
      out: () => {},
      err: () => {},
      interactive: false,
      progress: true,
      ask: async () => '',
      status: (text) => statuses.push(text),
    };
    expect(await main(['pair', file], terminal)).toBe(0);
    const at = statuses.indexOf('Pair next round…');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(statuses[at + 1]).toBeNull();
  });
});
