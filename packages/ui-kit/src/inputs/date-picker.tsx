import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';

/**
 * How many years before the reference year the year list starts (spec §5).
 *
 * @example
 * DATE_PICKER_YEARS_BACK; // 100
 */
export const DATE_PICKER_YEARS_BACK = 100;

/**
 * How many years after the reference year the year list ends (spec §5).
 *
 * @example
 * DATE_PICKER_YEARS_AHEAD; // 10
 */
export const DATE_PICKER_YEARS_AHEAD = 10;

/**
 * The years a `DatePicker` offers, oldest first: 100 years back to 10 ahead of the
 * reference date's year, 111 entries.
 *
 * @example
 * datePickerYears(new Date(2025, 0, 1)); // [1925, 1926, …, 2035]
 */
export function datePickerYears(reference: Date = new Date()): number[] {
  const first = reference.getFullYear() - DATE_PICKER_YEARS_BACK;
  return Array.from(
    { length: DATE_PICKER_YEARS_BACK + DATE_PICKER_YEARS_AHEAD + 1 },
    (_, i) => first + i,
  );
}

/**
 * Texts of `DatePicker`; `{year}`, `{month}`, `{day}` are replaced in option templates.
 *
 * @example
 * const en: DatePickerLabels = { group: 'Date', year: 'Year', month: 'Month', day: 'Day',
 *   yearOption: '{year}', monthOption: '{month}', dayOption: '{day}' };
 */
export interface DatePickerLabels {
  /** Accessible name of the group when no visible `label` is given. */
  group: string;
  /** Name (and empty option) of the year select. */
  year: string;
  /** Name (and empty option) of the month select. */
  month: string;
  /** Name (and empty option) of the day select. */
  day: string;
  yearOption: string;
  monthOption: string;
  dayOption: string;
}

/**
 * The Korean default `DatePicker` texts.
 *
 * @example
 * DATE_PICKER_LABELS_KO.yearOption; // '{year}년'
 */
export const DATE_PICKER_LABELS_KO: Readonly<DatePickerLabels> = Object.freeze({
  group: '날짜',
  year: '연도',
  month: '월',
  day: '일',
  yearOption: '{year}년',
  monthOption: '{month}월',
  dayOption: '{day}일',
});

/**
 * The English of {@link DATE_PICKER_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * DATE_PICKER_LABELS_EN.group; // 'Date'
 */
export const DATE_PICKER_LABELS_EN: Readonly<DatePickerLabels> = Object.freeze({
  group: 'Date',
  year: 'Year',
  month: 'Month',
  day: 'Day',
  yearOption: '{year}',
  monthOption: '{month}',
  dayOption: '{day}',
});

/**
 * Props of `DatePicker`.
 *
 * @example
 * const props: DatePickerProps = { label: '생년월일', value: '1990-05-17', onChange: setBirth };
 */
export interface DatePickerProps {
  /** Controlled date `yyyy-mm-dd`, or `''` for none. */
  value?: string;
  /** Initial date when uncontrolled. */
  defaultValue?: string;
  /** Called on every change with `yyyy-mm-dd` once year, month and day are all chosen, else `''`. */
  onChange?: (value: string) => void;
  /** Visible group label (a legend). */
  label?: ReactNode;
  /** The date the year range is counted from; defaults to today. */
  referenceDate?: Date;
  /** Form field name: adds a hidden input carrying `yyyy-mm-dd`. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<DatePickerLabels>;
  className?: string;
}

interface Parts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: Parts = { year: '', month: '', day: '' };
const pad = (n: string): string => n.padStart(2, '0');

function parse(value: string | undefined): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return EMPTY;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

function daysIn(year: string, month: string): number {
  if (!month) return 31;
  // Without a year, allow 29 February.
  return new Date(year ? Number(year) : 2000, Number(month), 0).getDate();
}

function format(parts: Parts): string {
  const { year, month, day } = parts;
  return year && month && day ? `${year}-${pad(month)}-${pad(day)}` : '';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A date field of three native selects (year, month, day) producing `yyyy-mm-dd`. Years
 * run from 100 years back to 10 ahead (111 options); the day list follows the month and
 * leap years, and a day past the new month's end is pulled back to its last day.
 *
 * @example
 * <DatePicker label="생년월일" value={birth} onChange={setBirth} name="birthday" />
 */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  label,
  referenceDate,
  name,
  disabled = false,
  required = false,
  labels,
  className,
}: DatePickerProps) {
  const text = { ...DATE_PICKER_LABELS_KO, ...labels };
  const legendId = useId();
  const [parts, setParts] = useState<Parts>(() => parse(value ?? defaultValue));
  const [seenValue, setSeenValue] = useState(value);
  // A new controlled value replaces the half-chosen parts (render-time sync, no effect).
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    setParts(parse(value));
  }
  const [years] = useState(() => datePickerYears(referenceDate));

  const update = (patch: Partial<Parts>): void => {
    const next = { ...parts, ...patch };
    const last = daysIn(next.year, next.month);
    if (next.day && Number(next.day) > last) next.day = String(last);
    setParts(next);
    const formatted = format(next);
    // The parent echoing this value back must not wipe the half-chosen parts.
    setSeenValue(formatted);
    onChange?.(formatted);
  };

  const select = (
    part: keyof Parts,
    options: number[],
    template: string,
    accessibleName: string,
  ) => (
    <select
      className="atelier-select-native atelier-focusable"
      aria-label={accessibleName}
      value={parts[part]}
      disabled={disabled}
      required={required}
      onChange={(event) => update({ [part]: event.target.value })}
    >
      <option value="">{accessibleName}</option>
      {options.map((n) => (
        <option key={n} value={String(n)}>
          {fillTemplate(template, { [part]: n })}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset
      className={cx('atelier-date-picker', className)}
      aria-labelledby={label ? legendId : undefined}
      aria-label={label ? undefined : text.group}
    >
      {label ? (
        <legend id={legendId} className="atelier-field-label">
          {label}
        </legend>
      ) : null}
      <div className="atelier-date-picker__selects">
        {select('year', years, text.yearOption, text.year)}
        {select('month', range(1, 12), text.monthOption, text.month)}
        {select('day', range(1, daysIn(parts.year, parts.month)), text.dayOption, text.day)}
      </div>
      {name ? <input type="hidden" name={name} value={format(parts)} /> : null}
    </fieldset>
  );
}
