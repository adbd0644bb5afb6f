/**
 * The Result cell check Sheets runs as a volunteer types (a custom-formula rule): it must pass
 * every notation the engine reads and mark what the engine refuses. The rule's REGEXMATCH is
 * run here with the same pattern in JavaScript (the pattern uses the syntax both share).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResult, RESULT_PATTERN } from '../../src/engine/results';
import { resultCheckFormula } from '../../src/sheet/roundContent';

/** What the Sheets formula computes for a typed text: LOWER(REGEXREPLACE(text,"\s+","")). */
function sheetsAccepts(typed: string): boolean {
  const formula = resultCheckFormula('F5');
  const pattern = /,"(\^.*\$)"\)$/.exec(formula)![1];
  return new RegExp(pattern).test(typed.replace(/\s+/g, '').toLowerCase());
}

const engineAccepts = (typed: string): boolean => parseResult(typed).kind === 'result';

// Every notation the README and notation.ts document, as volunteers type them.
const DOCUMENTED = [
  'W+',
  'W+R',
  'W+T',
  'W+2.5',
  'W+Resign',
  'White+R',
  'W+Time',
  'W+½',
  'w+ r',
  'B+',
  'B+R',
  'B+T',
  'B+12.5',
  'B+Resign',
  'Black+Resignation',
  'B+12,5',
  'W+F',
  'W+Forfeit',
  '+-',
  'B+F',
  'B+forfeit',
  '-+',
  '+–',
  'Jigo',
  'JIGO',
  'Draw',
  '=',
  'Double forfeit',
  'DF',
  '0-0',
  '--',
  '-/-',
  '+/-',
  '-:+',
  '1:0',
  '½:½',
  '1-0',
  '0-1',
  '½-½',
  '0.5-0.5',
  '1/2-1/2',
  '0,5-0,5',
  '1–0',
  '0.75-0.25',
  '.5-.5',
  '1:0',
  '0 : 1',
  '½:½',
  '+/-',
  '-/+',
  '+:-',
  '-:+',
  '+−',
  '--',
  '-:-',
  '1.0-0',
  // A plain-text cell keeps the apostrophe typed in front of a forfeit.
  "'+-",
  "'-+",
  "'=",
  "'W+",
];

const TYPOS = [
  'W++',
  'white won',
  'W+x',
  'Wx',
  'B+RR',
  'W-',
  '2-0',
  '1-',
  '-',
  'jigoo',
  'B+1.',
  '1.5-0',
  'W+F2',
  'W+R+',
  'x',
  '10',
  'wb+',
  '½',
  'Forced bye',
  "''+-",
  "+-'",
  "'",
];

describe('Result cell check', () => {
  it('is a custom formula over the cell, with the engine-derived pattern', () => {
    expect(resultCheckFormula('F5')).toBe(
      `=REGEXMATCH(LOWER(REGEXREPLACE(TO_TEXT(F5),"\\s+","")),"${RESULT_PATTERN}")`,
    );
    // No double quote inside the pattern: it sits in a Sheets string as written.
    expect(RESULT_PATTERN).not.toContain('"');
  });

  it.each(DOCUMENTED)('passes the documented notation %j', (typed) => {
    expect(engineAccepts(typed)).toBe(true);
    expect(sheetsAccepts(typed)).toBe(true);
  });

  it.each(TYPOS)('marks the typo %j, which the engine refuses too', (typed) => {
    expect(engineAccepts(typed)).toBe(false);
    expect(sheetsAccepts(typed)).toBe(false);
  });

  it('agrees with the engine on any text built from result characters', () => {
    const pieces = fc.constantFrom(
      "'",
      'w',
      'b',
      'white',
      'black',
      '+',
      '-',
      '–',
      '=',
      'r',
      't',
      'f',
      'res',
      'forfeit',
      'jigo',
      'draw',
      'df',
      '0',
      '1',
      '2',
      '5',
      '.',
      ',',
      '½',
      '/',
      ':',
      ' ',
      'x',
      'double',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 6 }), (parts) => {
        const typed = parts.join('');
        if (typed.trim() === '') return;
        const sheets = sheetsAccepts(typed);
        const engine = engineAccepts(typed);
        // The one text the check lets through and the engine refuses: points worth more than
        // one for a game (the next command names its cell).
        const overAwarded = /^[\d.,½/]+[-–:][\d.,½/]+$/.test(typed.replace(/\s+/g, ''));
        expect(sheets || !engine).toBe(true);
        if (sheets && !engine) expect(overAwarded).toBe(true);
      }),
      { numRuns: 5000, seed: 11 },
    );
  });

  it('lets "1-1" through (more than a point, refused with its cell by the next command)', () => {
    expect(sheetsAccepts('1-1')).toBe(true);
    expect(engineAccepts('1-1')).toBe(false);
  });
});
