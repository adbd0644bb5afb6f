/** The data validation builder's criteria values, as Apps Script returns them. */
import { expect, it } from 'vitest';
import { createServices, createSpreadsheet } from '../../src/workbook/index';

function builder() {
  const ss = createSpreadsheet('rules', { sheets: ['Players'] });
  return { ss, make: () => createServices(ss).SpreadsheetApp.newDataValidation() };
}

it('keeps the checkbox values given, and none when none are', () => {
  const { make } = builder();
  expect(make().requireCheckbox().build().getCriteriaValues()).toEqual([]);
  expect(make().requireCheckbox('yes').build().getCriteriaValues()).toEqual(['yes']);
  expect(make().requireCheckbox('yes', 'no').build().getCriteriaValues()).toEqual(['yes', 'no']);
});

it('shows a dropdown for a list or a range unless told not to', () => {
  const { ss, make } = builder();
  const range = ss.getSheetByName('Players')!.getRange('A2:A9');
  expect(make().requireValueInRange(range).build().getCriteriaValues()[1]).toBe(true);
  expect(make().requireValueInRange(range, false).build().getCriteriaValues()[1]).toBe(false);
  expect(make().requireValueInList(['a']).build().getCriteriaValues()).toEqual([['a'], true]);
});
