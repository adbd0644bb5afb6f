import { describe, expect, it } from 'vitest';
import { jsonLine } from '../../src/interop/jsonLines';

describe('jsonLine', () => {
  const text = [
    '{',
    '  "name": "a \\"quoted\\" ] } name",',
    '  "players": [',
    '    { "id": 1, "name": "x, y" },',
    '    7,',
    '    {',
    '      "id": 3',
    '    }',
    '  ],',
    '  "games": [[], [ {"id": 4},',
    '    null ]]',
    '}',
  ].join('\n');

  it('finds keys and list positions past strings holding quotes and brackets', () => {
    expect(jsonLine(text, ['players'])).toBe(3);
    expect(jsonLine(text, ['players', 0])).toBe(4);
    expect(jsonLine(text, ['players', 1])).toBe(5);
    expect(jsonLine(text, ['players', 2, 'id'])).toBe(7);
    expect(jsonLine(text, ['games', 1, 1])).toBe(11);
  });

  it('gives the last value found when the path leads nowhere', () => {
    expect(jsonLine(text, ['players', 2, 'rank'])).toBe(6);
    expect(jsonLine(text, ['players', 1, 'id'])).toBe(5);
    expect(jsonLine(text, ['missing'])).toBe(1);
  });

  it('finds a key written twice in one object at its last occurrence (the one a reader keeps)', () => {
    const twice = [
      '{',
      '  "name": "first",',
      '  "players": [ { "id": 1,',
      '    "id": 2 } ],',
      '  "name": 5',
      '}',
    ].join('\n');
    expect(jsonLine(twice, ['name'])).toBe(5);
    expect(jsonLine(twice, ['players', 0, 'id'])).toBe(4);
  });

  it('reads a file indented with tabs and saved with Windows line ends', () => {
    const tabbed =
      '{\r\n\t"players": [\r\n\t\t{\t"id": 1 },\r\n\t\t{\r\n\t\t\t"id": 2\r\n\t\t}\r\n\t]\r\n}';
    expect(jsonLine(tabbed, ['players'])).toBe(2);
    expect(jsonLine(tabbed, ['players', 1])).toBe(4);
    expect(jsonLine(tabbed, ['players', 1, 'id'])).toBe(5);
  });
});
