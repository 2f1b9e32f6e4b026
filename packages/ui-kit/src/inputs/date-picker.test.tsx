import {
  DATE_PICKER_LABELS_KO,
  DATE_PICKER_YEARS_AHEAD,
  DATE_PICKER_YEARS_BACK,
  DatePicker,
  datePickerYears,
} from '@atelier/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const reference = new Date(2025, 5, 15);
const optionValues = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options)
    .map((o) => o.value)
    .filter(Boolean);

describe('DatePicker', () => {
  it('offers exactly 111 years, 100 back to 10 ahead', () => {
    expect(DATE_PICKER_YEARS_BACK).toBe(100);
    expect(DATE_PICKER_YEARS_AHEAD).toBe(10);
    const years = datePickerYears(reference);
    expect(years).toHaveLength(111);
    expect(years[0]).toBe(1925);
    expect(years[110]).toBe(2035);
    render(<DatePicker referenceDate={reference} />);
    const yearSelect = screen.getByRole('combobox', { name: '연도' });
    expect(optionValues(yearSelect)).toHaveLength(111);
    expect(screen.getByRole('option', { name: '1925년' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '2035년' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '1924년' })).toBeNull();
    expect(screen.queryByRole('option', { name: '2036년' })).toBeNull();
  });

  it('is an accessible labelled group of three selects', async () => {
    const { container } = render(<DatePicker label="생년월일" referenceDate={reference} />);
    expect(DATE_PICKER_LABELS_KO.group).toBe('날짜');
    screen.getByRole('group', { name: '생년월일' });
    expect(screen.getAllByRole('combobox').map((s) => s.getAttribute('aria-label'))).toEqual([
      '연도',
      '월',
      '일',
    ]);
    await expectNoAxeViolations(container);
  });

  it('emits yyyy-mm-dd once year, month and day are chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker referenceDate={reference} onChange={onChange} name="birthday" />);
    await user.selectOptions(screen.getByRole('combobox', { name: '연도' }), '1990');
    await user.selectOptions(screen.getByRole('combobox', { name: '월' }), '5');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['', '']);
    await user.selectOptions(screen.getByRole('combobox', { name: '일' }), '7');
    expect(onChange).toHaveBeenLastCalledWith('1990-05-07');
    expect(document.querySelector<HTMLInputElement>('input[name="birthday"]')?.value).toBe(
      '1990-05-07',
    );
  });

  it('follows month lengths and leap years, pulling the day back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker referenceDate={reference} defaultValue="2024-01-31" onChange={onChange} />);
    const day = screen.getByRole('combobox', { name: '일' });
    expect(optionValues(day)).toHaveLength(31);
    await user.selectOptions(screen.getByRole('combobox', { name: '월' }), '2');
    expect(optionValues(day)).toHaveLength(29);
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    await user.selectOptions(screen.getByRole('combobox', { name: '연도' }), '2025');
    expect(optionValues(day)).toHaveLength(28);
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28');
  });

  it('shows a controlled value and follows its changes', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [date, setDate] = useState('2020-12-25');
      return (
        <>
          <DatePicker referenceDate={reference} value={date} onChange={setDate} />
          <button type="button" onClick={() => setDate('')}>
            reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const selects = () => screen.getAllByRole<HTMLSelectElement>('combobox').map((s) => s.value);
    expect(selects()).toEqual(['2020', '12', '25']);
    await user.selectOptions(screen.getByRole('combobox', { name: '일' }), '1');
    expect(selects()).toEqual(['2020', '12', '1']);
    await user.selectOptions(screen.getByRole('combobox', { name: '일' }), '');
    expect(selects()).toEqual(['2020', '12', '']);
    await user.selectOptions(screen.getByRole('combobox', { name: '일' }), '1');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(selects()).toEqual(['', '', '']);
  });

  it('takes English option templates', () => {
    render(
      <DatePicker
        referenceDate={reference}
        labels={{
          year: 'Year',
          month: 'Month',
          day: 'Day',
          yearOption: '{year}',
          monthOption: 'M{month}',
        }}
      />,
    );
    expect(screen.getByRole('option', { name: 'M12' })).toBeTruthy();
    screen.getByRole('combobox', { name: 'Year' });
  });
});
