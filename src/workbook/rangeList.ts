/** Sheet.getRangeList(a1Notations): one call that formats several ranges of a sheet. */
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
  /** Range.setBorder's arguments, on every range. */
  setBorder(...edges: Parameters<MemoryRange['setBorder']>): this {
    for (const r of this._ranges) r.setBorder(...edges);
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
