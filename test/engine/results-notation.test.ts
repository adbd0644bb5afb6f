import { describe, expect, it } from 'vitest';
import {
  BYE_CHOICES,
  formatByeResult,
  formatResult,
  parseByeResult,
  parseResult,
  RESULT_CHOICES,
  suggestResult,
} from '../../src/engine/results';

const win = (white: number, black: number, forfeit = false) => ({
  kind: 'result',
  result: { white, black, forfeit },
});

describe('parseResult', () => {
  it.each([
    ['W+', win(1, 0)],
    ['w+', win(1, 0)],
    [' W + R ', win(1, 0)],
    ['W+Resign', win(1, 0)],
    ['W+T', win(1, 0)],
    ['W+Time', win(1, 0)],
    ['W+2.5', win(1, 0)],
    ['W+½', win(1, 0)],
    ['White+R', win(1, 0)],
    ['B+', win(0, 1)],
    ['B+12.5', win(0, 1)],
    ['b+r', win(0, 1)],
    ['Black+Resignation', win(0, 1)],
    ['W+F', win(1, 0, true)],
    ['w+forfeit', win(1, 0, true)],
    ['B+F', win(0, 1, true)],
    ['+-', win(1, 0, true)],
    ['-+', win(0, 1, true)],
    ['Jigo', win(0.5, 0.5)],
    ['JIGO', win(0.5, 0.5)],
    ['=', win(0.5, 0.5)],
    ['Draw', win(0.5, 0.5)],
    ['Double forfeit', win(0, 0, true)],
    ['doubleforfeit', win(0, 0, true)],
    ['DF', win(0, 0, true)],
    ['0-0', win(0, 0, true)],
    ['1-0', win(1, 0)],
    ['0-1', win(0, 1)],
    ['1 – 0', win(1, 0)],
    ['½-½', win(0.5, 0.5)],
    ['0.5-0.5', win(0.5, 0.5)],
    ['0,5-0,5', win(0.5, 0.5)],
    ['1/2-1/2', win(0.5, 0.5)],
    ['0.75-0.25', win(0.75, 0.25)],
    // Chess notations (issue 8): colons, forfeits written + and − (any dash), double forfeits.
    ['1:0', win(1, 0)],
    ['0 : 1', win(0, 1)],
    ['½:½', win(0.5, 0.5)],
    ['½–½', win(0.5, 0.5)],
    ['+\u2212', win(1, 0, true)],
    ['\u2212+', win(0, 1, true)],
    ['+/-', win(1, 0, true)],
    ['-/+', win(0, 1, true)],
    ['+:-', win(1, 0, true)],
    ['-:+', win(0, 1, true)],
    ['--', win(0, 0, true)],
    ['0:0', win(0, 0, true)],
    // Any chess-style score of nothing to nothing is the double forfeit 0-0 is.
    ['0.0-0', win(0, 0, true)],
    ['0,0 : 0,0', win(0, 0, true)],
  ])('%j', (text, expected) => {
    expect(parseResult(text)).toEqual(expected);
  });

  it('reads an empty cell as missing', () => {
    expect(parseResult('')).toEqual({ kind: 'missing' });
    expect(parseResult('   ')).toEqual({ kind: 'missing' });
  });

  it.each([
    'W',
    'B',
    'W+X',
    'W+Resigned?',
    'B+-3',
    'X+R',
    '2-0',
    '1-1',
    '1-0.5',
    '1-0-1',
    '-',
    'win',
    'W+F+',
  ])('rejects %j', (text) => {
    expect(parseResult(text)).toEqual({ kind: 'invalid' });
  });
});

describe('parseResult as an input method or a phone writes it', () => {
  it.each([
    ['１－０', win(1, 0)],
    ['０－１', win(0, 1)],
    ['Ｗ＋', win(1, 0)],
    ['ｗ＋ｒ', win(1, 0)],
    ['Ｂ＋Ｒ', win(0, 1)],
    ['Ｂ＋６．５', win(0, 1)],
    ['Ｊｉｇｏ', win(0.5, 0.5)],
    ['＝', win(0.5, 0.5)],
    ['１／２－１／２', win(0.5, 0.5)],
    ['０，５－０，５', win(0.5, 0.5)],
    ['１：０', win(1, 0)],
    ['＋－', win(1, 0, true)],
    ['ＤＦ', win(0, 0, true)],
    ['Ｗ　＋　Ｒ', win(1, 0)],
    ['\u20191-0', win(1, 0)],
    ['\u2018+-', win(1, 0, true)],
    ['\u2019W+', win(1, 0)],
    ['\u2018B+R', win(0, 1)],
    ['½\u2013½', win(0.5, 0.5)],
    ['1\u20140', win(1, 0)],
    ['\u2013+', win(0, 1, true)],
    ['½-½', win(0.5, 0.5)],
    ['W+½', win(1, 0)],
    ['1\u20442-1\u20442', win(0.5, 0.5)],
  ])('%j', (text, expected) => {
    expect(parseResult(text)).toEqual(expected);
  });

  it('reads a lone apostrophe, as a phone writes it too, as missing', () => {
    expect(["'", '\u2019', '\u2018'].map(parseResult)).toEqual([
      { kind: 'missing' },
      { kind: 'missing' },
      { kind: 'missing' },
    ]);
  });

  it.each(['\u2014', 'Ｗ', '１－１', '\u2019\u20191-0'])('rejects %j', (text) => {
    expect(parseResult(text)).toEqual({ kind: 'invalid' });
  });
});

describe('suggestResult', () => {
  it.each([
    ['1-O', '1-0'],
    ['O-1', '0-1'],
    ['o - 1', '0-1'],
    ['1/2', '½-½'],
    ['½', '½-½'],
    ['0,5', '½-½'],
    ['10', '1-0'],
    ['01', '0-1'],
  ])('reads %j as a slip for %j, which parses', (typed, meant) => {
    expect(parseResult(typed).kind).toBe('invalid');
    expect(suggestResult(typed)).toBe(meant);
    expect(parseResult(meant).kind).toBe('result');
  });

  it.each(['1-0', 'W+', '', 'W+O', 'white won', '1-1', 'O-O', '2-0'])(
    'suggests nothing for %j',
    (typed) => {
      expect(suggestResult(typed)).toBeNull();
    },
  );
});

describe('formatResult', () => {
  it.each([
    [{ white: 1, black: 0, forfeit: false }, 'W+'],
    [{ white: 0, black: 1, forfeit: false }, 'B+'],
    [{ white: 1, black: 0, forfeit: true }, 'W+F'],
    [{ white: 0, black: 1, forfeit: true }, 'B+F'],
    [{ white: 0.5, black: 0.5, forfeit: false }, 'Jigo'],
    [{ white: 0, black: 0, forfeit: true }, 'Double forfeit'],
    [{ white: 0.75, black: 0.25, forfeit: false }, '0.75-0.25'],
    [{ white: 1, black: 0.5, forfeit: false }, '1-½'],
  ])('%j → %s', (result, text) => {
    expect(formatResult(result)).toBe(text);
  });

  it('round-trips every dropdown choice', () => {
    expect(RESULT_CHOICES).toEqual([
      'W+',
      'B+',
      'W+F',
      'B+F',
      'Jigo',
      'Double forfeit',
      '1-0',
      '0-1',
      '½-½',
    ]);
    for (const text of RESULT_CHOICES) {
      const parsed = parseResult(text);
      if (parsed.kind !== 'result') throw new Error(text);
      expect(parseResult(formatResult(parsed.result))).toEqual(parsed);
    }
  });
});

describe('parseByeResult', () => {
  it.each([
    ['Forced bye', 'forced'],
    ['forcedbye', 'forced'],
    ['Involuntary bye', 'forced'],
    ['bye+', 'forced'],
    ['Voluntary bye', 'voluntary'],
    [' VOLUNTARY BYE ', 'voluntary'],
    ['Absent', 'voluntary'],
    ['bye=', 'voluntary'],
    ['Rest', 'voluntary'],
    ['bye', null],
    ['W+', null],
    ['', null],
    ['constructor', null],
  ])('%j → %s', (text, kind) => {
    expect(parseByeResult(text)).toBe(kind);
  });

  it('formats the two bye rows the sheet writes', () => {
    expect(BYE_CHOICES).toEqual(['Forced bye', 'Voluntary bye']);
    expect(formatByeResult('forced')).toBe('Forced bye');
    expect(formatByeResult('voluntary')).toBe('Voluntary bye');
    // A round robin's rest: the rotation gave it, nobody asked.
    expect(formatByeResult('voluntary', true)).toBe('Rest');
    expect(BYE_CHOICES.map(parseByeResult)).toEqual(['forced', 'voluntary']);
  });
});
