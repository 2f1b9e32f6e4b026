import {
  PAGER_LABELS_KO,
  PAGER_PER_PAGE,
  PAGER_VISIBLE_PAGES,
  Pager,
  pagerRange,
} from '@atelier/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const numbers = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => /^\d+$/.test(t ?? ''));

describe('pagerRange', () => {
  it('shows 5 pages around the current one, kept inside the range', () => {
    expect(PAGER_VISIBLE_PAGES).toBe(5);
    expect(pagerRange(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerRange(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerRange(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerRange(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerRange(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerRange(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerRange(2, 3)).toEqual([1, 2, 3]);
    expect(pagerRange(1, 0)).toEqual([1]);
  });
});

describe('Pager', () => {
  it('shows 5 page numbers, 10 per page by default, marking the current page', async () => {
    expect(PAGER_PER_PAGE).toBe(10);
    const { container } = render(<Pager page={7} total={200} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(numbers()).toEqual(['5', '6', '7', '8', '9']);
    const current = within(nav).getByRole('button', { name: '7페이지' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('computes the last page from total and perPage', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pager page={1} total={101} perPage={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('steps first, previous, next and last, and jumps to a number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pager page={5} lastPage={12} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '처음 페이지' }));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    await user.click(screen.getByRole('button', { name: '6페이지' }));
    await user.click(screen.getByRole('button', { name: '5페이지' })); // current: ignored
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([1, 4, 6, 12, 6]);
  });

  it('hides unavailable steps on the first and last page', () => {
    const { rerender } = render(<Pager page={1} lastPage={3} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '처음 페이지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이전 페이지' })).toBeNull();
    screen.getByRole('button', { name: '다음 페이지' });
    rerender(<Pager page={3} lastPage={3} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '다음 페이지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '마지막 페이지' })).toBeNull();
    expect(numbers()).toEqual(['1', '2', '3']);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} total={10} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders links with getHref and English labels', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Pager
        page={2}
        lastPage={4}
        getHref={(p) => `/customer/notice?page=${p}`}
        onChange={onChange}
        labels={{ nav: 'Pages', page: 'Page {page}', next: 'Next page' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Page 3' });
    expect(link.getAttribute('href')).toBe('/customer/notice?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(PAGER_LABELS_KO.page).toBe('{page}페이지');
    await expectNoAxeViolations(container);
  });
});
