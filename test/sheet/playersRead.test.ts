/** Players tab cells read into engine players: ranks from AGA ratings, declined byes, blank ranks. */
import { describe, expect, it } from 'vitest';
import { readPlayers } from '../../src/sheet/playersTab';
import { defaultSettings } from '../../src/sheet/settingsTab';
import type { Settings } from '../../src/engine/types';
import { setSheet } from '../../src/workbook';
import { installedSpreadsheet } from '../support/installedSpreadsheet';

const { memory, real } = installedSpreadsheet('Players read');

const HEADERS = ['Name', 'Rank', 'Rating', 'Byes', 'Bye volunteer', 'Status'];

describe('reading the Players tab', () => {
  it('takes a blank rank from an AGA rating, and keeps a typed rank over the rating', () => {
    setSheet(memory(), 'Players', [
      HEADERS,
      ['Ann', '', '3.5', '', '', ''],
      ['Bo', '5k', '-2.5', '', '', ''],
      ['Cy', '1k', '', '', '', ''],
    ]);
    const roster = readPlayers(real(), defaultSettings());
    expect(roster.players.map((p) => [p.name, p.rank, p.rating])).toEqual([
      ['Ann', 3, 3.5],
      ['Bo', -5, -2.5],
      ['Cy', -1, null],
    ]);
  });

  it('marks a bye declined only when Bye volunteer says No', () => {
    setSheet(memory(), 'Players', [
      HEADERS,
      ['Ann', '2k', '', '', 'No', ''],
      ['Bo', '3k', '', '', 'Yes', ''],
      ['Cy', '4k', '', '', '', ''],
    ]);
    const roster = readPlayers(real(), defaultSettings());
    expect(roster.players.map((p) => [p.name, p.byeVolunteer, p.byeDeclined])).toEqual([
      ['Ann', false, true],
      ['Bo', true, undefined],
      ['Cy', false, undefined],
    ]);
  });

  it('says handicap games need the rank when a Swiss event gives handicaps', () => {
    setSheet(memory(), 'Players', [
      HEADERS,
      ['Ann', '', '', '', '', ''],
      ['Bo', '2d', '', '', '', ''],
    ]);
    const settings: Settings = { ...defaultSettings(), pairingSystem: 'Swiss', handicap: 'full' };
    expect(() => readPlayers(real(), settings)).toThrow(
      'Players!B2 (Ann): the rank is blank; handicap games need a rank such as 5k or 3d (or an AGA-style rating).',
    );
  });

  it('quotes a Bye volunteer cell that is neither Yes nor No', () => {
    setSheet(memory(), 'Players', [HEADERS, ['Ann', '2k', '', '', 'maybe', '']]);
    expect(() => readPlayers(real(), defaultSettings())).toThrow(
      'Players!E2 (Ann): "maybe" is not Yes or No.',
    );
  });
});
