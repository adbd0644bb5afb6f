/** What an OpenGotha file that leaves out an optional attribute reads as. */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha } from '../../src/interop';
import { lakeside } from './fixture';

describe('OpenGotha attributes left out', () => {
  it('reads a handicap correction left out as 1', () => {
    const xml = exportOpenGotha(lakeside()).replace(' hdCorrection="1"', ' hdCorrection="3"');
    expect(parseOpenGotha(xml).settings.handicapCorrection).toBe(3);
    const without = xml.replace(' hdCorrection="3"', '');
    expect(without).not.toContain('hdCorrection');
    expect(parseOpenGotha(without).settings.handicapCorrection).toBe(1);
  });
});
