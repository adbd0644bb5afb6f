/** AGA ids: what counts as one, and the question an AGA export asks for the players without. */
import { describe, expect, it } from 'vitest';
import { exportAgaResults } from '../../src/interop';
import { agaIdsQuestion, isAgaId } from '../../src/interop/agaIds';
import { lakeside } from './fixture';

describe('AGA ids', () => {
  it('an id typed as text keeps its leading zeros and is still an AGA id, written without them', () => {
    expect(isAgaId('00123')).toBe(true);
    expect(isAgaId('000012345')).toBe(true);
    expect(isAgaId('123456')).toBe(false);
    const event = lakeside();
    event.players[2].agaId = '0042';
    const { text } = exportAgaResults(event);
    expect(text).toContain('42\tKowalska-Nowak, Ewa\t1k\n');
    expect(text).not.toContain('0042');
  });

  it('names 15 players without an id, then says how many more', () => {
    const event = lakeside();
    const players = Array.from({ length: 17 }, (_, i) => ({
      ...event.players[0],
      surname: `P${i + 1}`,
      firstName: '',
      agaId: '',
    }));
    const names = players.slice(0, 15).map((p) => p.surname);
    expect(agaIdsQuestion(players, 'export with temporary ids')).toBe(
      `17 players have no AGA id in the Players column "AGA ID": ${names.join('; ')} and 2 more. Fill them in, or export with temporary ids.`,
    );
    expect(agaIdsQuestion(players.slice(0, 15), 'export with temporary ids')).toBe(
      `15 players have no AGA id in the Players column "AGA ID": ${names.join('; ')}. Fill them in, or export with temporary ids.`,
    );
  });

  it('one id that is not an AGA id: named by its cell, and "Correct it"', () => {
    const players = lakeside().players.slice(0, 2);
    players[1].agaId = ' A123 ';
    expect(agaIdsQuestion(players, 'tick the box', ['Players!N5', 'Players!N6'])).toBe(
      'Players!N6 (O\'Brien, Séan) holds "A123", which is not an AGA id (an AGA id is 1 to 5 digits); the export would give that player a temporary id. Correct it, or tick the box.',
    );
    players[0].agaId = '12-345';
    expect(agaIdsQuestion(players, 'tick the box')).toBe(
      'de Vries, Jan holds "12-345"; O\'Brien, Séan holds "A123", which are not AGA ids (an AGA id is 1 to 5 digits); the export would give those players temporary ids. Correct them, or tick the box.',
    );
  });

  it('a temporary id passes over an AGA id in use', () => {
    const event = lakeside();
    event.players[0].agaId = '99999';
    const { text, notes } = exportAgaResults(event, { temporaryIds: true });
    expect(text).toContain('99998\tKowalska-Nowak, Ewa\t1k\n');
    expect(text).toContain('99999\tde Vries, Jan\t2d\n');
    expect(notes).toContain(
      'Kowalska-Nowak, Ewa: temporary id 99998; the AGA rates the game once the player holds a membership.',
    );
  });
});
