/** SpreadsheetApp.newDataValidation(): the builder and the built (immutable) rule. */
import { DataValidationCriteria, type EnumValue } from './enums';
import { fail, instrument, type SandboxEnv } from './env';

interface ValidationSpec {
  criteria: EnumValue | null;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string | null;
}

/** A JSON-able description of a rule, used by snapshots and the xlsx export. */
export interface ValidationJson {
  type: string;
  values: unknown[];
  allowInvalid: boolean;
  helpText: string | null;
}

function describeValue(v: unknown): unknown {
  if (v && typeof v === 'object' && '_a1Ref' in v) {
    return (v as { _a1Ref(): string })._a1Ref();
  }
  if (Array.isArray(v)) return v.map(describeValue);
  return v;
}

export class MemoryDataValidation {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _spec: ValidationSpec,
  ) {
    Object.freeze(_spec.values);
  }
  getCriteriaType(): EnumValue | null {
    return this._spec.criteria;
  }
  /** For VALUE_IN_LIST: [values, showDropdown]; for NUMBER_BETWEEN: [start, end]. */
  getCriteriaValues(): unknown[] {
    return this._spec.values.map((v) => (Array.isArray(v) ? [...v] : v));
  }
  getAllowInvalid(): boolean {
    return this._spec.allowInvalid;
  }
  getHelpText(): string | null {
    return this._spec.helpText;
  }
  copy(): MemoryDataValidationBuilder {
    return new MemoryDataValidationBuilder(this._env, {
      ...this._spec,
      values: [...this._spec.values],
    });
  }
  _json(): ValidationJson {
    return {
      type: this._spec.criteria ? this._spec.criteria.name : 'NONE',
      values: this._spec.values.map(describeValue),
      allowInvalid: this._spec.allowInvalid,
      helpText: this._spec.helpText,
    };
  }
}

export class MemoryDataValidationBuilder {
  private _spec: ValidationSpec;
  constructor(
    readonly _env: SandboxEnv,
    spec?: ValidationSpec,
  ) {
    this._spec = spec ?? { criteria: null, values: [], allowInvalid: true, helpText: null };
  }
  private _set(criteria: EnumValue, values: unknown[]): this {
    this._spec = { ...this._spec, criteria, values };
    return this;
  }
  requireValueInList(values: unknown[], showDropdown = true): this {
    if (!Array.isArray(values)) fail('Invalid argument: values');
    return this._set(DataValidationCriteria.VALUE_IN_LIST, [
      values.map((v) => String(v)),
      showDropdown,
    ]);
  }
  requireValueInRange(range: unknown, showDropdown = true): this {
    return this._set(DataValidationCriteria.VALUE_IN_RANGE, [range, showDropdown]);
  }
  requireNumberBetween(start: number, end: number): this {
    return this._set(DataValidationCriteria.NUMBER_BETWEEN, [start, end]);
  }
  requireNumberGreaterThanOrEqualTo(n: number): this {
    return this._set(DataValidationCriteria.NUMBER_GREATER_THAN_OR_EQUAL_TO, [n]);
  }
  requireNumberLessThanOrEqualTo(n: number): this {
    return this._set(DataValidationCriteria.NUMBER_LESS_THAN_OR_EQUAL_TO, [n]);
  }
  requireCheckbox(checkedValue?: unknown, uncheckedValue?: unknown): this {
    const values = [checkedValue, uncheckedValue].filter((v) => v !== undefined);
    return this._set(DataValidationCriteria.CHECKBOX, values);
  }
  requireFormulaSatisfied(formula: string): this {
    return this._set(DataValidationCriteria.CUSTOM_FORMULA, [formula]);
  }
  requireTextEqualTo(text: string): this {
    return this._set(DataValidationCriteria.TEXT_EQUAL_TO, [text]);
  }
  setAllowInvalid(allowInvalidData: boolean): this {
    this._spec = { ...this._spec, allowInvalid: Boolean(allowInvalidData) };
    return this;
  }
  setHelpText(helpText: string): this {
    this._spec = { ...this._spec, helpText: String(helpText) };
    return this;
  }
  getCriteriaType(): EnumValue | null {
    return this._spec.criteria;
  }
  getCriteriaValues(): unknown[] {
    return [...this._spec.values];
  }
  getAllowInvalid(): boolean {
    return this._spec.allowInvalid;
  }
  getHelpText(): string | null {
    return this._spec.helpText;
  }
  copy(): MemoryDataValidationBuilder {
    return new MemoryDataValidationBuilder(this._env, { ...this._spec });
  }
  build(): MemoryDataValidation {
    if (!this._spec.criteria) fail('You must specify a criteria before building.');
    return new MemoryDataValidation(this._env, { ...this._spec, values: [...this._spec.values] });
  }
}

instrument(MemoryDataValidation, 'DataValidation', false);
instrument(MemoryDataValidationBuilder, 'DataValidationBuilder', false);
