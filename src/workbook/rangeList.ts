/** Sheet.getRangeList(a1Notations): one call that formats several ranges of a sheet. */
import type { EnumValue } from './enums';
import { instrument, type SandboxEnv } from './env';
import type { MemoryRange } from './range';

export class MemoryRangeList {
  readonly _env: SandboxEnv;
  constructor(private readonly _ranges: MemoryRange[]) {
    this._env = _ranges[0]._env;
  }
  getRanges(): MemoryRange[] {
    return [...this._ranges];
  }
  setBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
    color?: string | null,
    style?: EnumValue | null,
  ): this {
    for (const r of this._ranges)
      r.setBorder(top, left, bottom, right, vertical, horizontal, color, style);
    return this;
  }
  setFontWeight(weight: string | null): this {
    for (const r of this._ranges) r.setFontWeight(weight);
    return this;
  }
  setBackground(color: string | null): this {
    for (const r of this._ranges) r.setBackground(color);
    return this;
  }
  setWrap(isWrapEnabled: boolean): this {
    for (const r of this._ranges) r.setWrap(isWrapEnabled);
    return this;
  }
  setHorizontalAlignment(alignment: string | null): this {
    for (const r of this._ranges) r.setHorizontalAlignment(alignment);
    return this;
  }
  setNumberFormat(numberFormat: string): this {
    for (const r of this._ranges) r.setNumberFormat(numberFormat);
    return this;
  }
}

instrument(MemoryRangeList, 'RangeList', true);
