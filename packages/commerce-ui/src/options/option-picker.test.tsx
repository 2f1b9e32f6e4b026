import type { ProductVariant } from '@atelier/contracts';
import { OPTION_PICKER_LABELS_EN, OptionPicker } from '@atelier/commerce-ui';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { demoOptionGroups, demoVariants } from '@atelier/test-utils/product-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const groups = demoOptionGroups('kr');
const variants = demoVariants('kr');

function setup(props: Partial<Parameters<typeof OptionPicker>[0]> = {}) {
  const onChange = vi.fn<(variant: ProductVariant | null) => void>();
  const user = userEvent.setup();
  const view = render(
    <OptionPicker
      groups={groups}
      variants={variants}
      currency="krw"
      onChange={onChange}
      {...props}
    />,
  );
  return { ...view, onChange, user };
}

const chip = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

describe('OptionPicker (chips)', () => {
  it('shows each group as labelled radios with deltas and 품절', async () => {
    const { container } = setup();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['향', '용량'],
    );
    expect(chip('향', /화이트머스크/).closest('label')?.textContent).toBe('화이트머스크품절');
    expect((chip('향', /화이트머스크/) as HTMLInputElement).disabled).toBe(true);
    expect(chip('용량', /400g/).closest('label')?.textContent).toBe('400g+12,000원');
    expect(chip('용량', /200g/).closest('label')?.textContent).toBe('200g');
    await expectNoAxeViolations(container);
  });

  it('calls back with the variant once every group is chosen', async () => {
    const { onChange, user } = setup();
    await user.click(chip('향', /라벤더/));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(chip('용량', /400g/));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku: 'CDL-LAV-400' }));
    // The size's surcharge stays on the size: the scents chosen before it show none.
    expect(chip('향', /라벤더/).closest('label')?.textContent).toBe('라벤더');
  });

  it('disables a size sold out with the chosen scent and refuses it', async () => {
    const { onChange, user } = setup();
    await user.click(chip('향', /블랙체리/));
    const big = chip('용량', /400g/) as HTMLInputElement;
    expect(big.disabled).toBe(true);
    expect(big.closest('label')?.textContent).toBe('400g품절');
    await user.click(big);
    expect(big.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('clears a size that became sold out when the scent changes', async () => {
    const { onChange, user } = setup({ defaultVariantId: 10 });
    expect((chip('용량', /400g/) as HTMLInputElement).checked).toBe(true);
    await user.click(chip('향', /블랙체리/));
    expect((chip('용량', /400g/) as HTMLInputElement).checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(chip('용량', /200g/));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku: 'CDL-BCH-200' }));
  });

  it('is operated with the keyboard, arrows skipping sold-out values', async () => {
    const { onChange, user } = setup();
    await user.tab();
    expect(document.activeElement).toBe(chip('향', /라벤더/));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(chip('향', /블랙체리/));
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku: 'CDL-BCH-200' }));
  });

  it('renders nothing for a product without options', () => {
    const { container } = setup({ groups: [], variants: [variants[0]!] });
    expect(container.innerHTML).toBe('');
  });
});

describe('OptionPicker (selects)', () => {
  it('offers each group in ui-kit Select with deltas and sold-out options disabled', async () => {
    const { onChange, user, container } = setup({ display: 'select' });
    await user.click(screen.getByRole('combobox', { name: '향' }));
    const white = screen.getByRole('option', { name: '화이트머스크 (품절)' });
    expect(white.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: '블랙체리' }));
    await user.click(screen.getByRole('combobox', { name: '용량' }));
    expect(screen.getByRole('option', { name: '400g (품절)' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: '200g' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sku: 'CDL-BCH-200' }));
    await expectNoAxeViolations(container);
  });

  it('writes English texts and dollar deltas', async () => {
    const { user } = setup({
      display: 'select',
      groups: demoOptionGroups('en'),
      variants: demoVariants('en'),
      currency: 'usd',
      labels: OPTION_PICKER_LABELS_EN,
    });
    expect(screen.getByRole('combobox', { name: 'Size' }).textContent).toContain('Choose Size');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(screen.getByRole('option', { name: '400\u00a0g (+$9.00)' })).toBeTruthy();
  });
});
