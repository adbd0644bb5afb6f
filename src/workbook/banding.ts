/** Alternating colours (Range.applyRowBanding / applyColumnBanding). */
import type { GridBox } from './a1';
import type { EnumValue } from './enums';
import { fail, instrument, type SandboxEnv } from './env';
import type { MemoryRange } from './range';
import type { MemorySheet } from './sheet';
import { normalizeColor } from './values';

export interface BandingColors {
  header: string | null;
  first: string | null;
  second: string | null;
  footer: string | null;
}

/** Header / first / second / footer colours per theme (approximations of the Sheets palette). */
const THEME_COLORS: Readonly<Record<string, [string, string, string, string]>> = {
  LIGHT_GREY: ['#bdbdbd', '#ffffff', '#f3f3f3', '#dedede'],
  CYAN: ['#4dd0e1', '#ffffff', '#e0f7fa', '#a2e8f1'],
  GREEN: ['#63d297', '#ffffff', '#e7f9ef', '#afe9ca'],
  YELLOW: ['#f7cb4d', '#ffffff', '#fef8e3', '#fce8b2'],
  ORANGE: ['#f46524', '#ffffff', '#fff3ed', '#ffccbc'],
  BLUE: ['#5b95f9', '#ffffff', '#e8f0fe', '#acc9fe'],
  TEAL: ['#26a69a', '#ffffff', '#ddf2f0', '#8cd3cd'],
  GREY: ['#78909c', '#ffffff', '#ebeff1', '#bbc8ce'],
  BROWN: ['#cca677', '#ffffff', '#f8f2eb', '#e6d3ba'],
  LIGHT_GREEN: ['#8bc34a', '#ffffff', '#eef7e3', '#c4e2a0'],
  INDIGO: ['#8989eb', '#ffffff', '#e8e7fc', '#c4c3f7'],
  PINK: ['#e91d63', '#ffffff', '#fde8ee', '#f68bb1'],
};

export interface BandingJson {
  range: string;
  kind: 'ROWS' | 'COLUMNS';
  theme: string;
  colors: BandingColors;
}

export class MemoryBanding {
  readonly _env: SandboxEnv;
  _colors: BandingColors;
  _removed = false;
  constructor(
    readonly _sheet: MemorySheet,
    public _box: GridBox,
    readonly _kind: 'ROWS' | 'COLUMNS',
    readonly _theme: EnumValue,
    showHeader: boolean,
    showFooter: boolean,
  ) {
    this._env = _sheet._env;
    const [header, first, second, footer] = THEME_COLORS[_theme.name] ?? THEME_COLORS.LIGHT_GREY;
    this._colors = {
      header: showHeader ? header : null,
      first,
      second,
      footer: showFooter ? footer : null,
    };
  }

  private _alive(): void {
    if (this._removed) fail('This banding has been removed.');
  }
  private _setColor(key: keyof BandingColors, color: string | null): this {
    this._alive();
    this._colors[key] = color === null ? null : normalizeColor(color);
    return this;
  }

  _json(): BandingJson {
    return {
      range: this._sheet
        ._range(this._box.row, this._box.column, this._box.numRows, this._box.numColumns)
        ._a1Ref(),
      kind: this._kind,
      theme: this._theme.name,
      colors: { ...this._colors },
    };
  }

  getRange(): MemoryRange {
    const b = this._box;
    return this._sheet._range(b.row, b.column, b.numRows, b.numColumns);
  }
  setRange(range: MemoryRange): this {
    this._alive();
    this._box = { ...range._box };
    return this;
  }
  remove(): void {
    this._alive();
    this._removed = true;
    this._sheet._bandings = this._sheet._bandings.filter((b) => b !== this);
  }
  getHeaderRowColor(): string | null {
    return this._kind === 'ROWS' ? this._colors.header : null;
  }
  setHeaderRowColor(color: string | null): this {
    return this._setColor('header', color);
  }
  getFirstRowColor(): string | null {
    return this._kind === 'ROWS' ? this._colors.first : null;
  }
  setFirstRowColor(color: string | null): this {
    return this._setColor('first', color);
  }
  getSecondRowColor(): string | null {
    return this._kind === 'ROWS' ? this._colors.second : null;
  }
  setSecondRowColor(color: string | null): this {
    return this._setColor('second', color);
  }
  getFooterRowColor(): string | null {
    return this._kind === 'ROWS' ? this._colors.footer : null;
  }
  setFooterRowColor(color: string | null): this {
    return this._setColor('footer', color);
  }
}

instrument(MemoryBanding, 'Banding', true);
