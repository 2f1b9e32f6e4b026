import { QUANTITY_STEPPER_LABELS_EN, QuantityStepper } from '@atelier/commerce-ui';
import type { QuantityStepperProps } from '@atelier/commerce-ui';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Stepper(props: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(props.initial ?? 1);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: '수량' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: '수량 줄이기' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: '수량 늘리기' }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('steps between 1 and the stock with labelled buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Stepper max={3} onChange={onChange} />);
    expect(field().value).toBe('1');
    expect(minus().disabled).toBe(true);
    await user.click(plus());
    await user.click(plus());
    expect(field().value).toBe('3');
    expect(field().getAttribute('aria-valuenow')).toBe('3');
    expect(field().getAttribute('aria-valuemax')).toBe('3');
    expect(plus().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('최대 3개까지 구매할 수 있습니다.');
    await user.click(minus());
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([2, 3, 2]);
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('is a spinbutton: arrows, Page keys, Home and End, clamped', async () => {
    const user = userEvent.setup();
    render(<Stepper max={25} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field().value).toBe('3');
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(field().value).toBe('25');
    await user.keyboard('{ArrowDown}');
    expect(field().value).toBe('24');
    await user.keyboard('{Home}');
    expect(field().value).toBe('1');
    await user.keyboard('{ArrowDown}{PageDown}');
    expect(field().value).toBe('1');
    await user.keyboard('{End}');
    expect(field().value).toBe('25');
  });

  it('takes typed digits, caps them at the stock and restores an empty field', async () => {
    const user = userEvent.setup();
    render(<Stepper max={20} />);
    await user.tripleClick(field());
    await user.keyboard('15');
    expect(field().value).toBe('15');
    await user.keyboard('9');
    expect(field().value).toBe('20');
    await user.tripleClick(field());
    await user.keyboard('a{Backspace}');
    expect(field().value).toBe('');
    await user.tab();
    expect(field().value).toBe('20');
  });

  it('raises 0 to the minimum on Enter or leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper max={20} initial={5} onChange={onChange} />);
    await user.tripleClick(field());
    await user.keyboard('0');
    expect(field().value).toBe('0');
    await user.keyboard('{Enter}');
    expect(field().value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('clamps a value from outside into the range', () => {
    render(<QuantityStepper value={9} max={4} onChange={() => {}} />);
    expect(field().value).toBe('4');
  });

  it('disables everything when nothing is in stock', () => {
    render(<QuantityStepper value={1} max={0} onChange={() => {}} />);
    expect(field().disabled).toBe(true);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
  });

  it('speaks English with the English labels', () => {
    render(<Stepper max={2} initial={2} labels={QUANTITY_STEPPER_LABELS_EN} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You can buy up to 2.');
  });
});
