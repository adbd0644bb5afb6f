/**
 * Apps Script enums. Each value is a distinct frozen object (compare by identity, as in
 * Apps Script); `String(value)` and `JSON.stringify(value)` give its name.
 */
export class EnumValue {
  constructor(
    readonly enumName: string,
    readonly name: string,
    readonly ordinal: number,
  ) {
    Object.freeze(this);
  }
  toString(): string {
    return this.name;
  }
  toJSON(): string {
    return this.name;
  }
}

export type Enum<K extends string> = Readonly<Record<K, EnumValue>>;

function makeEnum<K extends string>(enumName: string, names: readonly K[]): Enum<K> {
  const out = {} as Record<K, EnumValue>;
  names.forEach((name, i) => {
    out[name] = new EnumValue(enumName, name, i);
  });
  return Object.freeze(out);
}

/** Looks up a value of `e` by enum value or by name; undefined when it is neither. */
export function enumValue<K extends string>(e: Enum<K>, v: unknown): EnumValue | undefined {
  if (v instanceof EnumValue) return Object.values<EnumValue>(e).includes(v) ? v : undefined;
  if (typeof v === 'string' && v in e) return e[v as K];
  return undefined;
}

export const AuthMode = makeEnum('AuthMode', ['NONE', 'CUSTOM_FUNCTION', 'LIMITED', 'FULL']);

export const Button = makeEnum('Button', ['CLOSE', 'OK', 'CANCEL', 'YES', 'NO']);

export const ButtonSet = makeEnum('ButtonSet', ['OK', 'OK_CANCEL', 'YES_NO', 'YES_NO_CANCEL']);

/** The buttons each ButtonSet shows, in order; the first is the default scripted answer. */
export const BUTTONS_OF: Readonly<Record<string, readonly EnumValue[]>> = {
  OK: [Button.OK],
  OK_CANCEL: [Button.OK, Button.CANCEL],
  YES_NO: [Button.YES, Button.NO],
  YES_NO_CANCEL: [Button.YES, Button.NO, Button.CANCEL],
};

/** The number comparisons both criteria enums list, in Apps Script's order. */
const NUMBER_COMPARISONS = [
  'NUMBER_BETWEEN',
  'NUMBER_EQUAL_TO',
  'NUMBER_GREATER_THAN',
  'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  'NUMBER_LESS_THAN',
  'NUMBER_LESS_THAN_OR_EQUAL_TO',
  'NUMBER_NOT_BETWEEN',
  'NUMBER_NOT_EQUAL_TO',
] as const;

export const DataValidationCriteria = makeEnum('DataValidationCriteria', [
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_BETWEEN',
  'DATE_EQUAL_TO',
  'DATE_IS_VALID_DATE',
  'DATE_NOT_BETWEEN',
  'DATE_ON_OR_AFTER',
  'DATE_ON_OR_BEFORE',
  ...NUMBER_COMPARISONS,
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_EQUAL_TO',
  'TEXT_IS_VALID_EMAIL',
  'TEXT_IS_VALID_URL',
  'VALUE_IN_LIST',
  'VALUE_IN_RANGE',
  'CUSTOM_FORMULA',
  'CHECKBOX',
]);

export const BooleanCriteria = makeEnum('BooleanCriteria', [
  'CELL_EMPTY',
  'CELL_NOT_EMPTY',
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_EQUAL_TO',
  ...NUMBER_COMPARISONS,
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_ENDS_WITH',
  'TEXT_EQUAL_TO',
  'TEXT_STARTS_WITH',
  'CUSTOM_FORMULA',
]);

export const BandingTheme = makeEnum('BandingTheme', [
  'LIGHT_GREY',
  'CYAN',
  'GREEN',
  'YELLOW',
  'ORANGE',
  'BLUE',
  'TEAL',
  'GREY',
  'BROWN',
  'LIGHT_GREEN',
  'INDIGO',
  'PINK',
]);

export const BorderStyle = makeEnum('BorderStyle', [
  'DOTTED',
  'DASHED',
  'SOLID',
  'SOLID_MEDIUM',
  'SOLID_THICK',
  'DOUBLE',
]);

export const WrapStrategy = makeEnum('WrapStrategy', ['WRAP', 'OVERFLOW', 'CLIP']);

export const InstallationSource = makeEnum('InstallationSource', [
  'NONE',
  'APPS_MARKETPLACE_DOMAIN_ADD_ON',
  'WEB_STORE_ADD_ON',
]);
