/**
 * The By name sheet and the Seats list file names in one order wherever the add-in runs: a
 * computer set to Swedish or Turkish sorts the same as Sheets does.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareFiledNames } from '../../src/sheet/byNameTab';

const NAMES = [
  'Zoe Brown',
  'Örjan Berg',
  'Åsa Lind',
  'Oskar Holm',
  'İlkay Şahin',
  'Ilse Weber',
  'Ωmega Club',
  'Анна Кузнецова',
  '김민준',
  'דוד כהן',
  '佐藤　健',
  'Lee, Yuna',
  'lee, Ann',
];

const FILED = [
  'Åsa Lind',
  'İlkay Şahin',
  'Ilse Weber',
  'lee, Ann',
  'Lee, Yuna',
  'Örjan Berg',
  'Oskar Holm',
  'Zoe Brown',
  'Ωmega Club',
  'Анна Кузнецова',
  'דוד כהן',
  '김민준',
  '佐藤　健',
];

describe('compareFiledNames', () => {
  it('files accented letters with their letter, other alphabets after Latin, case aside', () => {
    expect([...NAMES].sort(compareFiledNames)).toEqual(FILED);
    expect(compareFiledNames('lee, Ann', 'Lee, ann')).toBe(0);
    expect(compareFiledNames('Éva Kis', 'Eva Kis')).toBe(0);
  });

  it('sorts the same on a computer set to another language', () => {
    const module = fileURLToPath(new URL('../../src/sheet/byNameTab.ts', import.meta.url));
    const script = `const { compareFiledNames } = await import(${JSON.stringify(module)});
      console.log(JSON.stringify(${JSON.stringify(NAMES)}.sort(compareFiledNames)));`;
    for (const locale of ['sv_SE.UTF-8', 'tr_TR.UTF-8']) {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          env: { ...process.env, LANG: locale, LC_ALL: locale },
          encoding: 'utf8',
        },
      );
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual(FILED);
    }
  });
});
