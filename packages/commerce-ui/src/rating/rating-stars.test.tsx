import { RATING_STARS_LABELS_EN, RatingStars } from '@atelier/commerce-ui';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { DEMO_RATING_SUMMARY } from '@atelier/test-utils/product-fixtures';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const fillWidth = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.atelier-rating-stars__fill')?.style.width;

describe('RatingStars', () => {
  it('labels the average in Korean and fills the stars to it', async () => {
    const { container } = render(<RatingStars average={4.5} count={12} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('5점 만점에 4.5점');
    expect(fillWidth(container)).toBe('90%');
    expect(container.textContent).toContain('(12)');
    expect(container.textContent).toContain('리뷰 12개');
    await expectNoAxeViolations(container);
  });

  it('rounds to one decimal and keeps within 0 to 5', () => {
    const { container, rerender } = render(<RatingStars average={4.26} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('5점 만점에 4.3점');
    rerender(<RatingStars average={7} />);
    expect(fillWidth(container)).toBe('100%');
    rerender(<RatingStars average={Number.NaN} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('5점 만점에 0점');
  });

  it('shows a distribution bar per star, five first, sized by share', async () => {
    const { container } = render(
      <RatingStars average={4.5} count={128} summary={DEMO_RATING_SUMMARY} />,
    );
    const group = screen.getByRole('group', { name: '별점 분포' });
    const stars = within(group)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(stars).toEqual(['5점', '4점', '3점', '2점', '1점']);
    const counts = [...container.querySelectorAll('.atelier-rating-stars__bar-count')].map(
      (dd) => dd.textContent,
    );
    expect(counts).toEqual(['86명', '28명', '9명', '3명', '2명']);
    const widths = [...container.querySelectorAll<HTMLElement>('.atelier-rating-stars__bar span')];
    expect(widths[0]?.style.width).toBe(`${(86 / 128) * 100}%`);
    await expectNoAxeViolations(container);
  });

  it('speaks English with the English labels', () => {
    render(<RatingStars average={4} count={3} labels={RATING_STARS_LABELS_EN} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('4 out of 5');
    expect(document.body.textContent).toContain('3 reviews');
  });
});
