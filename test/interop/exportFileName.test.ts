import { describe, expect, it } from 'vitest';
import { eventFileBase } from '../../src/interop/exportFileName';

describe('the start of an export file name, from the tournament name', () => {
  it('keeps letters without their accents and digits, the rest as single hyphens', () => {
    expect(eventFileBase('Coupe d’Été 2026')).toBe('coupe-d-ete-2026');
    expect(eventFileBase('Łódź — Großer Preis')).toBe('odz-gro-er-preis');
    expect(eventFileBase("=cmd|' /C calc'!A0 ../..\\CON.")).toBe('cmd-c-calc-a0-con');
    // Full-width letters and a ligature, as an input method may type them, as their letters.
    expect(eventFileBase('Ｔｏｋｙｏ ﬁnal')).toBe('tokyo-final');
  });

  it('is "event" when no letter or digit is left', () => {
    expect(eventFileBase('東京杯')).toBe('event');
    expect(eventFileBase('../..')).toBe('event');
    expect(eventFileBase('')).toBe('event');
  });

  it('is never a name Windows keeps for a device', () => {
    expect(['Nul', 'CON', 'aux.', 'Com1', 'LPT9', 'prn '].map(eventFileBase)).toEqual([
      'nul-event',
      'con-event',
      'aux-event',
      'com1-event',
      'lpt9-event',
      'prn-event',
    ]);
    expect(eventFileBase('Con Open')).toBe('con-open');
  });

  it('stops at 60 characters, without a hyphen at the end', () => {
    expect(eventFileBase('x'.repeat(50_000))).toBe('x'.repeat(60));
    expect(eventFileBase(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});
