/**
 * Set up is all or nothing: when a write is refused partway (a protected range, say), the
 * settings it appended go again, the tabs it built are deleted, and the TD is told why.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEvent, playerRow, type Event } from '../support/event';
import { AppsScriptError, MemoryRange, snapshot } from '../../src/workbook';

const PROTECTED = 'You are trying to edit a protected cell or object.';

/** An event whose Settings lost three rows and whose Constraints tab was deleted. */
function incompleteEvent(): Event {
  const event = newEvent({ players: [playerRow({ Name: 'Ann Lee', Rank: '3k' })] });
  const settings = event.ss.getSheetByName('Settings')!;
  for (const name of ['Tournament name', 'Handicap', 'Random seed']) {
    settings.deleteRow(event.values('Settings').findIndex((r) => r[0] === name) + 1);
  }
  event.ss.deleteSheet(event.ss.getSheetByName('Constraints')!);
  return event;
}

/** Range.`method` throws a protection error on its `nth` call (1 = the first), once. */
function refuseNthCall(method: 'setValues' | 'setNotes' | 'setDataValidations', nth: number) {
  const original = MemoryRange.prototype[method] as (...args: unknown[]) => MemoryRange;
  let calls = 0;
  return vi.spyOn(MemoryRange.prototype, method).mockImplementation(function (
    this: MemoryRange,
    ...args: unknown[]
  ) {
    if (++calls === nth) throw new AppsScriptError(PROTECTED);
    return original.apply(this, args);
  } as never);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Set up tournament sheet, a write refused partway', () => {
  // Settings' appended rows are written in three calls: cells, notes, dropdowns. The new
  // Constraints tab's header and notes come first (setValues 1, setNotes 1).
  const partway: Array<['setValues' | 'setNotes' | 'setDataValidations', number]> = [
    ['setValues', 2],
    ['setNotes', 2],
    ['setDataValidations', 1],
  ];

  it.each(partway)('leaves the sheet as it was when %s call %i is refused', (method, nth) => {
    const event = incompleteEvent();
    const before = snapshot(event.ss);
    const tabs = event.ss.getSheets().map((s) => s.getName());
    const settings = event.values('Settings');
    const toasts = event.ss.toasts.length;
    refuseNthCall(method, nth);
    expect(() => event.click('Set up tournament sheet')).toThrow(PROTECTED);
    vi.restoreAllMocks();
    expect(event.ss.getSheets().map((s) => s.getName())).toEqual(tabs);
    expect(tabs).not.toContain('Constraints');
    expect(event.values('Settings')).toEqual(settings);
    // Every tab's values, notes, dropdowns and formats, the tab order too.
    expect(snapshot(event.ss)).toEqual(before);
    expect(event.ss.toasts.length).toBe(toasts);
    expect(event.lastAlert()).toBe(
      `Pairsheet: Set up tournament sheet failed\nSomething unexpected went wrong: Exception: ${PROTECTED}`,
    );
  });

  it('puts back formats the TD gave the rows below Settings', () => {
    const event = incompleteEvent();
    const settings = event.ss.getSheetByName('Settings')!;
    const below = settings.getLastRow() + 1;
    settings.getRange(below, 1, 5, 3).setBackground('#fff2cc').setNumberFormat('0.00');
    const before = snapshot(event.ss);
    refuseNthCall('setDataValidations', 1);
    expect(() => event.click('Set up tournament sheet')).toThrow(PROTECTED);
    vi.restoreAllMocks();
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('writes every row once nothing refuses it (the same sheet, run again)', () => {
    const event = incompleteEvent();
    refuseNthCall('setNotes', 2);
    expect(() => event.click('Set up tournament sheet')).toThrow(PROTECTED);
    vi.restoreAllMocks();
    event.click('Set up tournament sheet');
    expect(event.ss.toasts.at(-1)?.msg).toMatch(
      /^Created Constraints\. Added 3 missing settings to Settings\. /,
    );
    expect(
      event
        .values('Settings')
        .slice(-3)
        .map((r) => r[0]),
    ).toEqual(['Tournament name', 'Handicap', 'Random seed']);
  });
});
