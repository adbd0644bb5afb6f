/** SpreadsheetApp.newConditionalFormatRule(): builder, rule and its boolean condition. */
import { BooleanCriteria, type EnumValue } from './enums';
import { fail, instrument, type SandboxEnv } from './env';
import type { MemoryRange } from './range';
import { normalizeColor } from './values';

type RuleRange = MemoryRange;

export interface RuleFormat {
  background: string | null;
  fontColor: string | null;
  bold: boolean | null;
  italic: boolean | null;
  strikethrough: boolean | null;
  underline: boolean | null;
}

export interface RuleSpec {
  criteria: EnumValue | null;
  values: unknown[];
  format: RuleFormat;
  ranges: RuleRange[];
}

export interface ConditionalRuleJson {
  ranges: string[];
  condition: { type: string; values: unknown[] };
  format: Partial<RuleFormat>;
}

function emptyFormat(): RuleFormat {
  return {
    background: null,
    fontColor: null,
    bold: null,
    italic: null,
    strikethrough: null,
    underline: null,
  };
}

export class MemoryBooleanCondition {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _spec: RuleSpec,
  ) {}
  getCriteriaType(): EnumValue | null {
    return this._spec.criteria;
  }
  getCriteriaValues(): unknown[] {
    return [...this._spec.values];
  }
  getBackground(): string | null {
    return this._spec.format.background;
  }
  getFontColor(): string | null {
    return this._spec.format.fontColor;
  }
  getBold(): boolean | null {
    return this._spec.format.bold;
  }
  getItalic(): boolean | null {
    return this._spec.format.italic;
  }
  getStrikethrough(): boolean | null {
    return this._spec.format.strikethrough;
  }
  getUnderline(): boolean | null {
    return this._spec.format.underline;
  }
}

export class MemoryConditionalFormatRule {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _spec: RuleSpec,
  ) {}
  getRanges(): RuleRange[] {
    return [...this._spec.ranges];
  }
  getBooleanCondition(): MemoryBooleanCondition | null {
    return this._spec.criteria ? new MemoryBooleanCondition(this._env, this._spec) : null;
  }
  getGradientCondition(): null {
    return null;
  }
  copy(): MemoryConditionalFormatRuleBuilder {
    return new MemoryConditionalFormatRuleBuilder(this._env, cloneSpec(this._spec));
  }
  /** Criteria, values, format and ranges, for exporters. */
  _parts(): Readonly<RuleSpec> {
    return this._spec;
  }
  _json(): ConditionalRuleJson {
    const format: Partial<RuleFormat> = {};
    for (const [k, v] of Object.entries(this._spec.format)) {
      if (v !== null) (format as Record<string, unknown>)[k] = v;
    }
    return {
      ranges: this._spec.ranges.map((r) => r._a1Ref()),
      condition: {
        type: this._spec.criteria ? this._spec.criteria.name : 'NONE',
        values: [...this._spec.values],
      },
      format,
    };
  }
}

function cloneSpec(spec: RuleSpec): RuleSpec {
  return {
    criteria: spec.criteria,
    values: [...spec.values],
    format: { ...spec.format },
    ranges: [...spec.ranges],
  };
}

export class MemoryConditionalFormatRuleBuilder {
  private _spec: RuleSpec;
  constructor(
    readonly _env: SandboxEnv,
    spec?: RuleSpec,
  ) {
    this._spec = spec ?? { criteria: null, values: [], format: emptyFormat(), ranges: [] };
  }
  private _when(criteria: EnumValue, values: unknown[]): this {
    this._spec.criteria = criteria;
    this._spec.values = values;
    return this;
  }
  private _fmt<K extends keyof RuleFormat>(key: K, value: RuleFormat[K]): this {
    this._spec.format[key] = value;
    return this;
  }
  whenTextEqualTo(text: string): this {
    return this._when(BooleanCriteria.TEXT_EQUAL_TO, [String(text)]);
  }
  whenTextStartsWith(text: string): this {
    return this._when(BooleanCriteria.TEXT_STARTS_WITH, [String(text)]);
  }
  whenTextEndsWith(text: string): this {
    return this._when(BooleanCriteria.TEXT_ENDS_WITH, [String(text)]);
  }
  whenTextContains(text: string): this {
    return this._when(BooleanCriteria.TEXT_CONTAINS, [String(text)]);
  }
  whenTextDoesNotContain(text: string): this {
    return this._when(BooleanCriteria.TEXT_DOES_NOT_CONTAIN, [String(text)]);
  }
  whenFormulaSatisfied(formula: string): this {
    return this._when(BooleanCriteria.CUSTOM_FORMULA, [String(formula)]);
  }
  whenCellEmpty(): this {
    return this._when(BooleanCriteria.CELL_EMPTY, []);
  }
  whenCellNotEmpty(): this {
    return this._when(BooleanCriteria.CELL_NOT_EMPTY, []);
  }
  whenNumberEqualTo(n: number): this {
    return this._when(BooleanCriteria.NUMBER_EQUAL_TO, [n]);
  }
  whenNumberGreaterThan(n: number): this {
    return this._when(BooleanCriteria.NUMBER_GREATER_THAN, [n]);
  }
  whenNumberLessThan(n: number): this {
    return this._when(BooleanCriteria.NUMBER_LESS_THAN, [n]);
  }
  whenNumberBetween(start: number, end: number): this {
    return this._when(BooleanCriteria.NUMBER_BETWEEN, [start, end]);
  }
  setBackground(color: string | null): this {
    return this._fmt('background', color === null ? null : normalizeColor(color));
  }
  setFontColor(color: string | null): this {
    return this._fmt('fontColor', color === null ? null : normalizeColor(color));
  }
  setBold(bold: boolean | null): this {
    return this._fmt('bold', bold);
  }
  setItalic(italic: boolean | null): this {
    return this._fmt('italic', italic);
  }
  setStrikethrough(strikethrough: boolean | null): this {
    return this._fmt('strikethrough', strikethrough);
  }
  setUnderline(underline: boolean | null): this {
    return this._fmt('underline', underline);
  }
  setRanges(ranges: RuleRange[]): this {
    if (!Array.isArray(ranges)) fail('Invalid argument: ranges');
    this._spec.ranges = [...ranges];
    return this;
  }
  getRanges(): RuleRange[] {
    return [...this._spec.ranges];
  }
  copy(): MemoryConditionalFormatRuleBuilder {
    return new MemoryConditionalFormatRuleBuilder(this._env, cloneSpec(this._spec));
  }
  build(): MemoryConditionalFormatRule {
    return new MemoryConditionalFormatRule(this._env, cloneSpec(this._spec));
  }
}

instrument(MemoryBooleanCondition, 'BooleanCondition', false);
instrument(MemoryConditionalFormatRule, 'ConditionalFormatRule', false);
instrument(MemoryConditionalFormatRuleBuilder, 'ConditionalFormatRuleBuilder', false);
