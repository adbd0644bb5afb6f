/**
 * The bundle reads the built-ins its code uses (Math, Map, Infinity, undefined, …) once, into
 * local constants of the module function: in the command line's sandbox, a Node vm context, each
 * read of a global goes through the context and costs tens of times more than a local.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync('build/pairsheet.js', 'utf8');

/** The names the module function declares in its first `const` statement. */
function moduleLocals(): string[] {
  const start = source.indexOf('function pairsheetModule_() {');
  const line = source.slice(start).match(/\n {2}const ([^;]+);\n/);
  if (!line) return [];
  return line[1].split(', ').map((decl) => {
    const [name, value] = decl.split(' = ');
    expect(value).toBe(`globalThis.${name}`);
    return name;
  });
}

describe('the built-ins of the bundled module', () => {
  it('are local constants, the ones the pairing loops read among them', () => {
    expect(moduleLocals()).toEqual(
      expect.arrayContaining([
        'Array',
        'Float64Array',
        'Infinity',
        'Int32Array',
        'Map',
        'Math',
        'Number',
        'Object',
        'Set',
        'undefined',
      ]),
    );
  });

  it('leave out the names whose meaning depends on where they are read', () => {
    const locals = moduleLocals();
    for (const name of ['globalThis', 'eval', 'console', 'SpreadsheetApp', 'Session'])
      expect(locals).not.toContain(name);
  });
});
