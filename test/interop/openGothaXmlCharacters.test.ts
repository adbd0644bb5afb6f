import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha } from '../../src/interop';
import { lakeside } from './fixture';

/** Characters XML 1.0 allows: a file with any other is refused whole by OpenGotha's reader. */
const NOT_XML = /[^\P{Cc}\t\n\r\u007F-\u009F]|[\uFFFE\uFFFF]/u;

describe('OpenGotha export of names pasted with stray characters', () => {
  it('leaves out control characters XML cannot hold, keeps line breaks and emoji as written', () => {
    const event = lakeside();
    event.players[0].surname = 'Ctl\u0001Char\u0000';
    event.players[1].surname = 'Form\u000Cfeed\uFFFF';
    event.players[3].surname = 'Dragon 🐉';
    event.settings.location = 'Hall\u0007 B\rC';
    const xml = exportOpenGotha(event);
    expect(xml).not.toMatch(NOT_XML);
    expect(xml).toContain('name="CtlChar"');
    expect(xml).toContain('name="Formfeed"');
    expect(xml).toContain('name="Dragon 🐉"');
    expect(xml).toContain('location="Hall B&#13;C"');
    const back = parseOpenGotha(xml);
    expect(back.players.slice(0, 4).map((p) => p.surname)).toEqual([
      'CtlChar',
      'Formfeed',
      'Kowalska-Nowak',
      'Dragon 🐉',
    ]);
  });

  it('leaves out a lone surrogate half and U+FFFE, keeps a C1 control and writes a tab as a reference', () => {
    const event = lakeside();
    event.players[0].surname = 'Half\uD83D';
    event.players[1].surname = 'Nel\u0085Tab\tEnd\uFFFE';
    const xml = exportOpenGotha(event);
    expect(xml).toContain('name="Half"');
    expect(xml).toContain('name="Nel\u0085Tab&#9;End"');
    expect(
      parseOpenGotha(xml)
        .players.slice(0, 2)
        .map((p) => p.surname),
    ).toEqual(['Half', 'Nel\u0085Tab\tEnd']);
  });
});
