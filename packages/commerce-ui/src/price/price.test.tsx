import { Price, PRICE_LABELS_EN } from '@atelier/commerce-ui';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const parts = (container: HTMLElement) => ({
  discount: container.querySelector('.atelier-price__discount [aria-hidden]')?.textContent ?? null,
  pay: container.querySelector('.atelier-price__pay')?.textContent ?? null,
  was: container.querySelector('del')?.textContent ?? null,
});

describe('Price', () => {
  it('shows a regular price alone', async () => {
    const { container } = render(<Price price={28000} currency="krw" />);
    expect(parts(container)).toEqual({ discount: null, pay: '판매가 28,000원', was: null });
    await expectNoAxeViolations(container);
  });

  it('shows a sale with the regular price crossed out and the rate', async () => {
    const { container } = render(<Price price={34000} salePrice={27200} currency="krw" />);
    expect(parts(container)).toEqual({
      discount: '20%',
      pay: '할인가 27,200원',
      was: '정가 34,000원',
    });
    expect(container.textContent).toContain('20% 할인');
    await expectNoAxeViolations(container);
  });

  it('crosses out a list price when there is no sale', () => {
    const { container } = render(<Price price={12000} listPrice={15000} currency="krw" />);
    expect(parts(container)).toEqual({
      discount: '20%',
      pay: '할인가 12,000원',
      was: '정가 15,000원',
    });
  });

  it('ignores a sale or list price that is not lower', () => {
    const { container } = render(
      <Price price={12000} salePrice={12000} listPrice={9000} currency="krw" />,
    );
    expect(parts(container)).toEqual({ discount: null, pay: '판매가 12,000원', was: null });
  });

  it('writes dollars from cents with English labels', () => {
    const { container } = render(
      <Price price={2700} salePrice={2160} currency="usd" labels={PRICE_LABELS_EN} />,
    );
    expect(parts(container)).toEqual({
      discount: '20%',
      pay: 'Sale price $21.60',
      was: 'Regular price $27.00',
    });
    expect(container.textContent).toContain('20% off');
  });

  it('writes won the English way on the English storefront', () => {
    const { container } = render(<Price price={28000} currency="krw" lang="en" />);
    expect(parts(container).pay).toBe('판매가 ₩28,000');
  });
});
