/**
 * A multi-game event through the command line: a round that leaves players short of games is
 * written and saved, with the add-in's dialog printed as the report (exit status 0).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';
import { GAMES, PREFERENCES, RESULTS } from '../support/multiGameExample';
import { cli, editBook, readBook, tableValues, tempDir, typeInto, type Value } from './support';

/** Why players are left short in round 3. */
const LEFT = 'only 1 of their listed games is left for them to play in this event';
const MET =
  'everyone they could still play already has their games this round, has met them this round, or plays that game on another board';
const PLAYED = 'every game they have in common with the others has already been played';

/** Writes `rows` from A1 of `tab`, as a TD would type them. */
function fill(ws: import('exceljs').Worksheet, rows: Value[][]): void {
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value !== '') ws.getCell(r + 1, c + 1).value = value;
    }),
  );
}

async function typeResults(file: string, round: number): Promise<void> {
  const tab = `Round ${round}`;
  await editBook(file, (wb) => {
    tableValues(wb, tab)
      .slice(1)
      .forEach((row, i) => {
        if (typeof row[0] === 'number') {
          typeInto(wb, tab, i, 'Result', RESULTS[(i + round) % RESULTS.length]);
        }
      });
  });
}

describe('pairsheet pair in a multi-game event', () => {
  it('saves a round that leaves players short, printing the report, and exits 0', async () => {
    const file = join(tempDir(), 'games.xlsx');
    expect((await cli(['init', file])).status).toBe(0);
    await editBook(file, (wb) => {
      const settings = wb.getWorksheet('Settings')!;
      settings.eachRow((row) => {
        const name = String(row.getCell(1).value);
        if (name === 'Pairing system') row.getCell(2).value = 'Multi-game';
        if (name === 'Rounds') row.getCell(2).value = 3;
      });
      const players = wb.getWorksheet('Players')!;
      PREFERENCES.slice(1).forEach((row, i) => {
        players.getCell(i + 2, PLAYER_HEADERS.indexOf('Name') + 1).value = row[0];
      });
    });
    const setUp = await cli(['init', file]);
    expect(setUp.status, setUp.err).toBe(0);
    await editBook(file, (wb) => {
      fill(wb.getWorksheet('Games')!, GAMES);
      fill(wb.getWorksheet('Preferences')!, PREFERENCES);
    });

    for (let round = 1; round <= 2; round++) {
      const r = await cli(['pair', file]);
      expect(r).toMatchObject({ status: 0, err: '' });
      // Round 1 warns, in a paragraph of its own, that 3 rounds of 2 games need more games than
      // most lists hold; a blank line then sets the line about the file apart.
      const warning =
        round === 1
          ? '\n\nNot enough games for every round: 7 of the 8 players can play at most 5 different games in this event (each plays a game only once, a replay between winners aside, and they list no more than 5), but 3 rounds of 2 games need 6, so they will run short of games in the later rounds. To give everyone their games: lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds); or have players list more games on the Preferences tab.\n'
          : '';
      expect(r.out).toBe(
        `Pairsheet: Pair next round\nRound ${round}: 8 boards.${warning}\nSaved ${file}.`,
      );
      await typeResults(file, round);
    }

    const r = await cli(['pair', file]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        'Pairsheet: Pair next round',
        'Round 3: 5 boards.',
        '',
        `Ben is 2 games short: ${LEFT}, and ${PLAYED}.`,
        '',
        `Eli is 1 game short: ${LEFT}.`,
        '',
        `Fay is 2 games short: ${MET}.`,
        '',
        `Hana is 1 game short: ${MET}.`,
        '',
        `Saved ${file}.`,
      ].join('\n'),
    );
    const round3 = tableValues(await readBook(file), 'Round 3');
    expect(round3.filter((row) => row[0] === 'Short').map((row) => [row[2], row[5]])).toEqual([
      ['Ben', `2 games short: ${LEFT}, and ${PLAYED}`],
      ['Eli', `1 game short: ${LEFT}`],
      ['Fay', `2 games short: ${MET}`],
      ['Hana', `1 game short: ${MET}`],
    ]);
    expect(round3.filter((row) => typeof row[0] === 'number')).toHaveLength(5);

    // A refusal still changes nothing: the event is complete once round 3 has its results.
    await typeResults(file, 3);
    const before = readFileSync(file);
    const done = await cli(['pair', file]);
    expect(done.status).toBe(1);
    expect(done.err).toBe(
      `Pairsheet: Pair next round\nThe event is complete: all 3 rounds are paired. Run "Update standings" (pairsheet standings) for the final table.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
