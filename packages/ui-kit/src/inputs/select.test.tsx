import { SELECT_MAX_HEIGHT_PX, SELECT_PLACEHOLDER_KO, Select } from '@atelier/ui-kit';
import type { SelectOption } from '@atelier/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const SORTS: SelectOption[] = [
  { value: 'new', label: '최신순' },
  { value: 'price', label: '가격순' },
  { value: 'sold-out', label: '품절', disabled: true },
  { value: 'review', label: '리뷰순' },
];

const listbox = () => screen.getByRole('listbox', { hidden: true });
const isOpen = () => screen.getByRole('combobox').getAttribute('aria-expanded') === 'true';
const activeLabel = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Select', () => {
  it('caps the list at 300 px and shows the Korean placeholder', async () => {
    const { container } = render(<Select label="정렬" options={SORTS} />);
    expect(SELECT_MAX_HEIGHT_PX).toBe(300);
    expect(listbox().style.maxHeight).toBe('300px');
    expect(SELECT_PLACEHOLDER_KO).toBe('선택해 주세요');
    const combo = screen.getByRole('combobox', { name: '정렬' });
    expect(combo.textContent).toContain('선택해 주세요');
    expect(listbox().hidden).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('opens on click and chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Select label="정렬" options={SORTS} onChange={onChange} name="sort" />,
    );
    await user.click(screen.getByRole('combobox'));
    expect(isOpen()).toBe(true);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('option', { name: '가격순' }));
    expect(onChange).toHaveBeenCalledWith('price');
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('combobox').textContent).toContain('가격순');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    expect(document.querySelector<HTMLInputElement>('input[name="sort"]')?.value).toBe('price');
  });

  it('ignores disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select aria-label="정렬" options={SORTS} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(screen.getByRole('option', { name: '품절' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is keyboard operable: arrows skip disabled, Home/End, Enter, Escape, letters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="정렬" options={SORTS} defaultValue="new" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(activeLabel()).toBe('최신순');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeLabel()).toBe('리뷰순'); // skipped 품절
    await user.keyboard('{ArrowDown}');
    expect(activeLabel()).toBe('리뷰순');
    await user.keyboard('{Home}');
    expect(activeLabel()).toBe('최신순');
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('review');
    expect(isOpen()).toBe(false);
    await user.keyboard(' ');
    expect(activeLabel()).toBe('리뷰순');
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('jumps by first letter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fruits: SelectOption<number>[] = [
      { value: 1, label: 'Apple' },
      { value: 2, label: 'Banana' },
      { value: 3, label: 'Blueberry' },
    ];
    render(<Select aria-label="Fruit" options={fruits} onChange={onChange} placeholder="Choose" />);
    expect(screen.getByRole('combobox').textContent).toContain('Choose');
    await user.tab();
    await user.keyboard('b');
    expect(activeLabel()).toBe('Banana');
    await user.keyboard('b{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('closes on a pointer down outside and keeps a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Select label="정렬" options={SORTS} value="new" onChange={onChange} />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('combobox'));
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(isOpen()).toBe(false);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: '리뷰순' }));
    expect(onChange).toHaveBeenCalledWith('review');
    expect(
      screen.getByRole('option', { name: '최신순', hidden: true }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
