import { RadioGroup, radioFieldValue } from '@atelier/ui-kit';
import type { RadioOption, RadioValue } from '@atelier/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const MIXED: RadioOption[] = [
  { value: 'kr', label: '한국어' },
  { value: 12, label: '세일' },
  { value: true, label: '예' },
  { value: [1, 2], label: '1+2' },
];

const checkedLabels = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.closest('label')?.textContent);

function Controlled({ initial = null }: { initial?: RadioValue | null }) {
  const [value, setValue] = useState<RadioValue | null>(initial);
  return <RadioGroup label="옵션" options={MIXED} value={value} onChange={setValue} name="opt" />;
}

describe('RadioGroup', () => {
  it('is a labelled group of native radios', async () => {
    const { container } = render(<Controlled />);
    screen.getByRole('group', { name: '옵션' });
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(checkedLabels()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['한국어', 'kr'],
    ['세일', 12],
    ['예', true],
    ['1+2', [1, 2]],
  ] as const)('reports the %s option with its typed value', async (label, expected) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup aria-label="옵션" options={MIXED} value={null} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: label }));
    expect(onChange).toHaveBeenCalledWith(expected);
  });

  it('checks the option equal to the value, arrays compared by content', () => {
    render(<RadioGroup aria-label="옵션" options={MIXED} value={[1, 2]} onChange={() => {}} />);
    expect(checkedLabels()).toEqual(['1+2']);
  });

  it('stays controlled: nothing changes unless the parent updates value', async () => {
    const user = userEvent.setup();
    render(<RadioGroup aria-label="옵션" options={MIXED} value="kr" onChange={() => {}} />);
    await user.click(screen.getByRole('radio', { name: '세일' }));
    expect(checkedLabels()).toEqual(['한국어']);
  });

  it('moves the choice with arrow keys and carries it in a hidden field', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="kr" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '한국어' }));
    await user.keyboard('{ArrowDown}');
    expect(checkedLabels()).toEqual(['세일']);
    await user.click(screen.getByRole('radio', { name: '1+2' }));
    expect(document.querySelector<HTMLInputElement>('input[name="opt"]')?.value).toBe('1,2');
    expect(radioFieldValue(false)).toBe('false');
    expect(radioFieldValue(null)).toBe('');
  });

  it('skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        aria-label="옵션"
        options={[
          { value: 'a', label: 'A', disabled: true },
          { value: 'b', label: 'B' },
        ]}
        value={null}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'A' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
