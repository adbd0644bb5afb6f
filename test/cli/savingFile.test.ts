/**
 * The save when the disk fails it half way: the workbook keeps its bytes, no temporary file is
 * left beside it, and the message says what to do.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FileProblem, saveAtomically } from '../../src/cli/workbookFile';
import { tempDir } from './support';

const full = vi.hoisted(() => ({ on: false }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      if (!full.on) return fs.writeFileSync(...args);
      // Half the bytes reach the disk, then it is full.
      fs.writeFileSync(args[0], (args[1] as Buffer).subarray(0, 3));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
});

describe('saving on a full disk', () => {
  it('keeps the workbook as it was, leaves no temporary file and says the disk is full', () => {
    const file = join(tempDir(), 'club.xlsx');
    writeFileSync(file, 'the workbook as it was');
    full.on = true;
    let problem: unknown;
    try {
      saveAtomically(file, Buffer.from('the new workbook'));
    } catch (error) {
      problem = error;
    } finally {
      full.on = false;
    }
    expect(problem).toBeInstanceOf(FileProblem);
    expect((problem as Error).message).toBe(
      `${file} could not be saved: the disk (or USB stick) it is on is full. Make room on it, or copy the file to another disk, and run the command again. Nothing was changed.`,
    );
    expect(readFileSync(file, 'utf8')).toBe('the workbook as it was');
    expect(readdirSync(join(file, '..'))).toEqual(['club.xlsx']);
  });
});
