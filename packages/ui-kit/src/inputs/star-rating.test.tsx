import { STAR_RATING_LABELS_KO, STAR_RATING_MAX, StarRating } from '@atelier/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const checked = () =>
  screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked') === 'true');

describe('StarRating', () => {
  it('is a labelled group of five radios, 1점 to 5점', async () => {
    const { container } = render(<StarRating />);
    expect(STAR_RATING_MAX).toBe(5);
    expect(STAR_RATING_LABELS_KO).toEqual({
      group: '별점',
      star: '{value}점',
      summary: '{max}점 만점에 {value}점',
    });
    screen.getByRole('radiogroup', { name: '별점' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1점',
      '2점',
      '3점',
      '4점',
      '5점',
    ]);
    expect(checked()).toEqual([false, false, false, false, false]);
    await expectNoAxeViolations(container);
  });

  it('labels a read-only rating in Korean by default', () => {
    render(<StarRating value={4} readOnly />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('5점 만점에 4점');
  });

  it('chooses a rating by click and reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating onChange={onChange} name="rating" />);
    await user.click(screen.getByRole('radio', { name: '4점' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(checked()).toEqual([false, false, false, true, false]);
    expect(document.querySelector<HTMLInputElement>('input[name="rating"]')?.value).toBe('4');
  });

  it('is keyboard operable with a single tab stop, arrows, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating defaultValue={3} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3점' }));
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4점' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1); // wraps after 5
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([4, 5, 1, 5, 1, 5]);
  });

  it('keeps a controlled value until the parent changes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating value={2} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '5점' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(checked()).toEqual([false, true, false, false, false]);
  });

  it('shows a read-only rating as one labelled image, with English labels', async () => {
    const { container } = render(
      <StarRating value={4} readOnly labels={{ summary: '{value} of {max} stars' }} />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('4 of 5 stars');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(container.querySelectorAll('.atelier-star--on')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});
