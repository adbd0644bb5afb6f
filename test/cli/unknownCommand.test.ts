/** What `pairsheet` says of a command it does not know: the command meant, when it can tell. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unknownCommand } from '../../src/cli/unknownCommand';

describe('unknownCommand', () => {
  it('guesses from a start of three letters or more, never from two', () => {
    expect(unknownCommand('pa', [])).toBe('unknown command "pa"');
    expect(unknownCommand('un', [])).toBe('unknown command "un"');
    expect(unknownCommand('pri', [])).toBe('unknown command "pri". Did you mean print?');
  });

  it('allows one slip in a name of four letters, two in a longer one', () => {
    // "exit" is two letters from "init": too far for a four-letter name.
    expect(unknownCommand('exit', [])).toBe('unknown command "exit"');
    expect(unknownCommand('undp', [])).toBe('unknown command "undp". Did you mean undo?');
    expect(unknownCommand('ratngs', [])).toBe('unknown command "ratngs". Did you mean ratings?');
    expect(unknownCommand('bands2', [])).toBe('unknown command "bands2". Did you mean bands?');
    expect(unknownCommand('dmeo', [])).toBe('unknown command "dmeo". Did you mean demo?');
  });

  it('names no command when two are as near', () => {
    // "pain" is one letter from "pair" and two from "print".
    expect(unknownCommand('pain', [])).toBe('unknown command "pain"');
  });

  it('an existing file without an extension given before the command: the command comes first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairsheet-unknown-'));
    try {
      const file = join(dir, 'club');
      writeFileSync(file, '');
      expect(unknownCommand(file, ['pair'])).toBe(
        `unknown command "${file}": the command comes first, then the file (pairsheet pair ${file}).`,
      );
      expect(unknownCommand(join(dir, 'absent'), ['pair'])).toBe(
        `unknown command "${join(dir, 'absent')}"`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
