import { describe, expect, it } from 'vitest';
import { exportOpenGotha } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { dialogCall, newEvent, type Event } from '../support/event';

/** The lakeside event imported: AGA ID in column O; Jan on row 2, O'Brien on 3, Ewa (none) on 4. */
function imported(ids: Record<string, string>): Event {
  const event = newEvent();
  dialogCall(event, 'importEventFile', {
    fileName: 'lakeside.xml',
    text: exportOpenGotha(lakeside()),
    replace: false,
  });
  const sheet = event.ss.getSheetByName('Players')!;
  expect(sheet.getRange('O1').getValue()).toBe('AGA ID');
  for (const [cell, id] of Object.entries(ids)) sheet.getRange(cell).setValue(id);
  return event;
}

describe('AGA export of an AGA ID cell that holds no AGA id', () => {
  it('names the cell and what it holds, and says the player would get a temporary id', () => {
    const event = imported({ O2: 'A123', O4: '42' });
    expect(dialogCall(event, 'exportEventFile', { format: 'aga' })).toEqual({
      ok: false,
      needsIds: true,
      message:
        'Players!O2 (de Vries, Jan) holds "A123", which is not an AGA id (an AGA id is 1 to 5 digits); the export would give that player a temporary id. Correct it, or tick "Continue with temporary ids".',
    });
    const answer = dialogCall(event, 'exportEventFile', { format: 'aga', temporaryIds: true });
    expect(answer.notes).toContain(
      'de Vries, Jan: temporary id 99999, as "A123" is not an AGA id (1 to 5 digits); correct it on the Players tab and export again if the player has one.',
    );
    expect(answer.text!.split('\n')).toContain('99999\tde Vries, Jan\t2d');
  });

  it('lists blank ids by name and the others by cell, in one message', () => {
    const event = imported({ O2: 'A123', O3: '123456' });
    expect(dialogCall(event, 'exportEventFile', { format: 'aga' }).message).toBe(
      '1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. Players!O2 (de Vries, Jan) holds "A123"; Players!O3 (O\'Brien, Séan) holds "123456", which are not AGA ids (an AGA id is 1 to 5 digits); the export would give those players temporary ids. Fill in or correct them, or tick "Continue with temporary ids".',
    );
  });

  it('takes an id typed with leading zeros as the AGA id it is', () => {
    const event = imported({ O4: '00042' });
    const answer = dialogCall(event, 'exportEventFile', { format: 'aga' });
    expect(answer.ok).toBe(true);
    expect(answer.text!.split('\n')).toContain('42\tKowalska-Nowak, Ewa\t1k');
  });
});
