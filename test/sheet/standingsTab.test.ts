import { describe, expect, it } from 'vitest';
import type { StandingsTable } from '../../src/engine/systems';
import type { Player } from '../../src/engine/types';
import { standingsContent } from '../../src/sheet/standingsTab';

const player = (id: number, name: string, status: 'active' | 'withdrawn'): Player =>
  ({ id, name, status }) as Player;

describe('Standings tab', () => {
  it('writes a place of its own as a number, marks a withdrawn player, and centres all but Name and Band', () => {
    const table: StandingsTable = {
      columns: [
        { header: 'Band', note: 'Band.' },
        { header: 'Wins', note: 'Games won.' },
      ],
      rows: [
        {
          player: 2,
          place: 1,
          placeLabel: '1',
          values: ['Top', 2],
          rounds: ['2+w', '3+b'],
          draw: '',
        },
        {
          player: 0,
          place: 2,
          placeLabel: '2=',
          values: ['Top', 1],
          rounds: ['1-b', '3+w'],
          draw: '',
        },
        {
          player: 1,
          place: 2,
          placeLabel: '2=',
          values: ['Low', 1],
          rounds: ['3+w', '1-b'],
          draw: '',
        },
        {
          player: 3,
          place: 4,
          placeLabel: '4',
          values: ['Low', 0],
          rounds: ['2-b', '1-w'],
          draw: 7,
        },
      ],
      roundNote: 'Opponent, result, colour.',
      drawNote: 'Draw.',
    };
    const players = [
      player(0, 'Ann Lee', 'active'),
      player(1, 'Bo Chen', 'withdrawn'),
      player(2, 'Cy Park', 'active'),
      player(3, 'Di Wu', 'active'),
    ];
    const content = standingsContent(table, players, 2);
    expect(content.rows).toEqual([
      ['Place', 'Name', 'Band', 'Wins', 'R1', 'R2', 'Lot'],
      [1, 'Cy Park', 'Top', 2, '2+w', '3+b', ''],
      ['2=', 'Ann Lee', 'Top', 1, '1-b', '3+w', ''],
      ['2=', 'Bo Chen (withdrawn)', 'Low', 1, '3+w', '1-b', ''],
      [4, 'Di Wu', 'Low', 0, '2-b', '1-w', 7],
    ]);
    expect(content.centerColumns).toEqual([1, 4, 5, 6, 7]);
    // Bo shares place 2 but withdrew: no prize colour; Ann keeps the place's silver.
    expect(content.rowBackgrounds).toEqual(['#ffd966', '#9fc5e8', null, null]);
  });
});

describe('Standings tab tiebreak headers', () => {
  it('wraps a header of several words and sizes its column by the longest word', () => {
    const table: StandingsTable = {
      columns: [
        { header: 'Score', note: 'Points.' },
        { header: 'Median Buchholz', note: 'Tiebreak 1.', wrapHeader: true },
        { header: 'Progressive', note: 'Tiebreak 2.' },
      ],
      rows: [
        { player: 0, place: 1, placeLabel: '1', values: [1, 2, 1], rounds: ['2+w'], draw: '' },
        { player: 1, place: 2, placeLabel: '2', values: [0, 1, 0], rounds: ['1-b'], draw: '' },
      ],
      roundNote: 'Opponent, result, colour.',
      drawNote: 'Draw.',
    };
    const content = standingsContent(
      table,
      [player(0, 'Ann', 'active'), player(1, 'Bob', 'active')],
      1,
    );
    // "Buchholz" (8 characters) sets the wrapped column; "Progressive" (11) stays on one line.
    expect(content.columnWidths).toEqual([45, 210, 59, 86, 113, 55, 45]);
    expect(content.wrapColumns).toEqual([2, 4]);
  });
});
