/**
 * Evaluates the few formula functions the add-in writes (its results-in count): COUNTA over a
 * range, IF, >=, & and text and number literals, so sandbox tests read the value Sheets shows.
 */
type Value = string | number | boolean;

/** The formula's value, or null for a formula outside this small language. */
export function evaluateFormula(formula: string, read: (a1: string) => unknown[][]): Value | null {
  try {
    return evaluate(formula, read);
  } catch {
    return null;
  }
}

function evaluate(formula: string, read: (a1: string) => unknown[][]): Value {
  let at = 0;
  const text = formula.replace(/^=/, '');
  const peek = (s: string): boolean => text.startsWith(s, at);
  const expect = (s: string): void => {
    if (!peek(s)) throw new Error(`expected ${s} at ${at} in ${formula}`);
    at += s.length;
  };
  const primary = (): Value => {
    if (peek('"')) {
      // A text literal: "" inside it stands for one quote.
      const literal = /^"((?:[^"]|"")*)"/.exec(text.slice(at));
      if (!literal) throw new Error(`unclosed text at ${at} in ${formula}`);
      at += literal[0].length;
      return literal[1].replace(/""/g, '"');
    }
    const number = /^\d+(\.\d+)?/.exec(text.slice(at));
    if (number) {
      at += number[0].length;
      return Number(number[0]);
    }
    const call = /^([A-Z]+)\(/.exec(text.slice(at));
    if (!call) throw new Error(`cannot read ${text.slice(at)} in ${formula}`);
    at += call[0].length;
    if (call[1] === 'COUNTA') {
      const range = /^[A-Z]+\d+:[A-Z]+\d+/.exec(text.slice(at))![0];
      at += range.length;
      expect(')');
      return read(range)
        .flat()
        .filter((v) => v !== '' && v !== null).length;
    }
    if (call[1] === 'IF') {
      const condition = expression();
      expect(',');
      const yes = expression();
      expect(',');
      const no = expression();
      expect(')');
      return condition ? yes : no;
    }
    throw new Error(`no function ${call[1]} in this evaluator`);
  };
  const concatenation = (): Value => {
    let value = primary();
    while (peek('&')) {
      at++;
      value = `${value}${primary()}`;
    }
    return value;
  };
  const expression = (): Value => {
    const left = concatenation();
    if (!peek('>=')) return left;
    at += 2;
    return Number(left) >= Number(concatenation());
  };
  const value = expression();
  if (at !== text.length) throw new Error(`left over: ${text.slice(at)} in ${formula}`);
  return value;
}
