/**
 * A defined name's references to tabs follow a tab renamed and become #REF! for a tab deleted;
 * the rest of its formula is written as it was.
 */
import { describe, expect, it } from 'vitest';
import { retargetTabs, type TabNow } from '../../src/workbook/nameReferences';

/** Round 1 renamed "Ann's round", Notes deleted, Players and Fees as they were. */
const now: TabNow = (written) => {
  const tab = written.toLowerCase();
  if (tab === 'round 1') return "Ann's round";
  if (tab === 'notes') return null;
  return undefined;
};

describe('retargetTabs', () => {
  it('follows a tab renamed, quoted or not, and leaves a tab unchanged as written', () => {
    expect(retargetTabs("'Round 1'!$A$5:$G$5", now)).toBe("'Ann''s round'!$A$5:$G$5");
    expect(retargetTabs('ROUND(Players!A1,1)', now)).toBe('ROUND(Players!A1,1)');
    expect(retargetTabs("'Round 1'!A1+Players!$A:$A*2", now)).toBe(
      "'Ann''s round'!A1+Players!$A:$A*2",
    );
    expect(retargetTabs('Players!$1:$1,Players!$A:$B', now)).toBe('Players!$1:$1,Players!$A:$B');
  });

  it('writes #REF! for a reference to a tab deleted, cells and all', () => {
    expect(retargetTabs('Notes!$A$1:$A$3,Players!$C$1', now)).toBe('#REF!,Players!$C$1');
    expect(retargetTabs("SUM('Notes'!$A:$A)/notes!B2", now)).toBe('SUM(#REF!)/#REF!');
    expect(retargetTabs('Notes!$4:$9', now)).toBe('#REF!');
    // A name local to the tab, after its !.
    expect(retargetTabs('Notes!Top*2', now)).toBe('#REF!*2');
  });

  it('reads a range of tabs as its first and last tab', () => {
    expect(retargetTabs("SUM('Round 1:Players'!B2)", now)).toBe("SUM('Ann''s round:Players'!B2)");
    expect(retargetTabs('SUM(Players:Fees!B2)', now)).toBe('SUM(Players:Fees!B2)');
    expect(retargetTabs('SUM(Players:Notes!B2)', now)).toBe('SUM(#REF!)');
    // A cell before a colon is no tab.
    expect(retargetTabs('A1:Notes!B2', now)).toBe('A1:#REF!');
  });

  it('leaves text, error constants and other workbooks as they are', () => {
    expect(retargetTabs('"Notes!A1, \'Round 1\'!B2"&Notes!A1', now)).toBe(
      '"Notes!A1, \'Round 1\'!B2"&#REF!',
    );
    expect(retargetTabs('IF(#REF!,#DIV/0!,#N/A)', now)).toBe('IF(#REF!,#DIV/0!,#N/A)');
    expect(retargetTabs("[1]Notes!$A$1+'[club.xlsx]Round 1'!B2", now)).toBe(
      "[1]Notes!$A$1+'[club.xlsx]Round 1'!B2",
    );
    expect(retargetTabs('0.5', now)).toBe('0.5');
    expect(retargetTabs('', now)).toBe('');
  });

  it('reads a tab name with a dot or an apostrophe, quotes in a text, a cell of three letters', () => {
    const more: TabNow = (written) => {
      const tab = written.toLowerCase();
      if (tab === 'fees.2024') return null;
      if (tab === "ann's round") return 'Round 1';
      if (tab === 'value') return 'Values';
      return now(written);
    };
    expect(retargetTabs('Fees.2024!B2+Players!B2', more)).toBe('#REF!+Players!B2');
    expect(retargetTabs("'Ann''s round'!A1", more)).toBe("'Round 1'!A1");
    expect(retargetTabs('"say ""Notes!A1"""&Notes!A1', more)).toBe('"say ""Notes!A1"""&#REF!');
    // #VALUE! is an error, not a reference to a tab named Value.
    expect(retargetTabs('IFERROR(Value!A1,#VALUE!)', more)).toBe("IFERROR('Values'!A1,#VALUE!)");
    expect(retargetTabs('XFD1:Notes!B2', more)).toBe('XFD1:#REF!');
  });
});
