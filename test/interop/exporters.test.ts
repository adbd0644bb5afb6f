import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import { exportAgaResults, exportH9, exportPairgoth } from '../../src/interop';
import { lakeside } from './fixture';
import { readAga, readH9 } from './readers';

const golden = (name: string): string =>
  readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

describe('AGA results file', () => {
  it('matches the hand-derived golden file field by field', () => {
    const { text, notes } = exportAgaResults(lakeside(), { temporaryIds: true });
    const actual = readAga(text);
    expect(actual).toEqual(readAga(golden('lakeside-aga.txt')));
    expect(actual.keys).toEqual({ start: '4/5/2025', finish: '4/6/2025', rules: 'AGA' });
    expect(actual.players.map((p) => p.id)).toEqual(['7', '99', '1234', '2345', '4567', '99999']);
    expect(actual.players[1]).toEqual({ id: '99', name: '=Smith Jr, Bob', rank: '10k' });
    expect(actual.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(actual.rounds[2].games[0]).toEqual({
      white: '2345',
      black: '1234',
      result: 'b',
      handicap: 0,
      komi: 0,
    });
    expect(text).toBe(golden('lakeside-aga.txt'));
    expect(notes).toEqual([
      'Kowalska-Nowak, Ewa: temporary id 99999; the AGA rates the game once the player holds a membership.',
      'Names with characters the AGA results file cannot hold (the AGA matches these players by AGA id; to send the name, write it in Latin letters on the Players tab): 李, 明 (AGA id 7) as "Unknown, Unknown".',
      'Round 1, board 3: jigo — not rated, left out.',
      'Round 2, board 1: forfeit — not rated, left out.',
      '1 game with no result — not rated, left out.',
    ]);
  });

  it('refuses players without an AGA id unless temporary ids are chosen', () => {
    expect(() => exportAgaResults(lakeside())).toThrow(
      new InputError(
        '1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. Fill them in, or export with temporary ids.',
      ),
    );
    const event = lakeside();
    event.players[0] = { ...event.players[0], agaId: 'A123' };
    expect(() => exportAgaResults(event)).toThrow(
      new InputError(
        '1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. de Vries, Jan holds "A123", which is not an AGA id (an AGA id is 1 to 5 digits); the export would give that player a temporary id. Fill in or correct them, or export with temporary ids.',
      ),
    );
  });
});

describe('EGF results table', () => {
  it('writes a double forfeit as a round not played for both, and says so', () => {
    const event = lakeside();
    event.rounds[1].games[0].result = { outcome: 'both lose', forfeit: true };
    const { text, notes } = exportH9(event);
    const players = readH9(text).players;
    const round2 = (name: string): string => players.find((p) => p.name === name)!.rounds[1];
    expect([round2('Kowalska-Nowak Ewa'), round2("O'Brien Sean")]).toEqual(['0-', '0-']);
    expect(notes).toContain('Round 2, board 1: double forfeit written as 0- for both players.');
    expect(notes.join(' ')).not.toContain('forfeit written as 0+ / 0-');
  });

  it('matches the hand-derived golden file field by field', () => {
    const { text, extension, notes } = exportH9(lakeside());
    expect(notes).toEqual([
      'Names with characters the EGF results table cannot hold (the EGD matches these players by EGF PIN; to send the name, write it in Latin letters on the Players tab): 李, 明 (no EGF PIN) as "Unknown Unknown".',
      'Round 2, board 1: forfeit written as 0+ / 0-.',
      '1 game with no result, written "?".',
    ]);
    expect(extension).toBe('h1');
    const actual = readH9(text);
    expect(actual).toEqual(readH9(golden('lakeside.h1')));
    expect(actual.header).toEqual({
      CL: 'B',
      EV: 'Lakeside Spring Open',
      PC: ',Madison',
      DT: '2025-04-05,2025-04-06',
      HA: 'h1',
      KM: '7',
      TM: '45',
    });
    expect(actual.players.map((p) => [p.place, p.name, p.pin])).toEqual([
      ['1', '=Smith,_Jr Bob', ''],
      ['2', 'de_Vries Jan', '12345678'],
      ['', 'Unknown Unknown', ''],
      ['4', 'Kowalska-Nowak Ewa', '13579246'],
      ['5', 'Oster Lars', ''],
      ['6', "O'Brien Sean", ''],
    ]);
    expect(actual.players[0].rounds).toEqual(['5=/b0', '3+/b5', '0+']);
    expect(text).toBe(golden('lakeside.h1'));
  });

  it('without standings, lists players tied on score by rank, strongest first', () => {
    // de Vries and 李 both score 2; with de Vries an 8k, the 5k 李 goes first.
    const event = lakeside();
    event.players[0].rank = -8;
    const table = readH9(exportH9(event).text);
    expect(table.players.slice(1, 3).map((p) => [p.place, p.name])).toEqual([
      ['2', 'Unknown Unknown'],
      ['', 'de_Vries Jan'],
    ]);
  });

  it('places players in the given standings order and leaves out those who never played', () => {
    const event = lakeside();
    event.players.push({ ...event.players[0], surname: 'Late', firstName: 'Arrival', egfPin: '' });
    const standings = [6, 1, 0, 2, 3, 4, 5].map((player, i) => ({ player, place: i + 1 }));
    const table = readH9(exportH9(event, { standings }).text);
    expect(table.players.map((p) => p.name)).toEqual([
      "O'Brien Sean",
      'de_Vries Jan',
      'Kowalska-Nowak Ewa',
      'Unknown Unknown',
      '=Smith,_Jr Bob',
      'Oster Lars',
    ]);
    expect(table.players[0].rounds).toEqual(['4-/w2', '0-', '2-/w1']);
  });

  it('writes the EGF class from the basic time: A from 60 minutes, B from 40, C from 25, none below', () => {
    const classOf = (basicMinutes: number): string | undefined => {
      const event = lakeside();
      event.settings.basicMinutes = basicMinutes;
      return readH9(exportH9(event).text).header.CL;
    };
    expect([60, 59, 40, 39, 25, 24].map(classOf)).toEqual(['A', 'B', 'B', 'C', 'C', undefined]);
  });

  it('below class C, the file keeps its time line and a note says why it has no class', () => {
    const event = lakeside();
    event.settings.basicMinutes = 15;
    const h9 = exportH9(event);
    expect(readH9(h9.text).header.TM).toBe('15');
    expect(h9.notes).toContain(
      'Settings: Basic time (minutes) is 15, below the 25 minutes of the EGF\'s lowest class (C), so the file has no CL (class) line. If the games used Fischer time with at least 20 minutes basic, add the line "; CL[C]" at the top before sending the file.',
    );
  });
});

describe('pairgoth file', () => {
  it("writes round 3's games, and the forced bye as a win for its player against the bye (id 0)", () => {
    const tour = JSON.parse(exportPairgoth(lakeside())) as { games: unknown[][] };
    expect(tour.games[2]).toEqual([
      { id: 7, t: 1, w: 2, b: 1, h: 1, r: 'b' },
      { id: 8, t: 2, w: 4, b: 3, h: 0, r: 'w' },
      { id: 9, t: 0, w: 5, b: 0, h: 0, r: 'w' },
    ]);
  });
});
