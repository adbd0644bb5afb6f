/** Problems: the refusal lists every problem, then each piece of advice once, a line each. */
import { describe, expect, it } from 'vitest';
import { Problems } from '../../src/sheet/problems';

function thrown(problems: Problems, heading: string): string {
  try {
    problems.throwIfAny(heading);
  } catch (e) {
    return (e as Error).message;
  }
  return 'nothing thrown';
}

describe('advice after the problems', () => {
  it('says each piece once, on its own line, after the list', () => {
    const problems = new Problems();
    problems.add('A2: "Ann" is not on the Players tab.');
    problems.advise('Put the row back.');
    problems.add('A3: "Bo" is not on the Players tab.');
    problems.advise('Put the row back.');
    problems.advise('Or correct the name.');
    expect(thrown(problems, 'Some round tabs have problems:')).toBe(
      'Some round tabs have problems:\n• A2: "Ann" is not on the Players tab.\n• A3: "Bo" is not on the Players tab.\nPut the row back.\nOr correct the name.',
    );
  });

  it('follows the ending of a problem alone', () => {
    const problems = new Problems();
    problems.add('A2: "Ann" is not on the Players tab.', ' Nothing was changed.');
    problems.advise('Put the row back.');
    problems.advise('Or correct the name.');
    expect(thrown(problems, 'unused')).toBe(
      'A2: "Ann" is not on the Players tab. Nothing was changed.\nPut the row back.\nOr correct the name.',
    );
  });

  it('is not said without a problem', () => {
    const problems = new Problems();
    problems.advise('Put the row back.');
    expect(thrown(problems, 'unused')).toBe('nothing thrown');
  });
});
