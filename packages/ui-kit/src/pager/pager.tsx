import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { PAGER_PER_PAGE, PAGER_VISIBLE_PAGES, pagerRange } from './pager-range.js';

/**
 * Texts of `Pager`; `{page}` is replaced in `page`.
 *
 * @example
 * const en: PagerLabels = { nav: 'Pages', first: 'First page', previous: 'Previous page',
 *   next: 'Next page', last: 'Last page', page: 'Page {page}' };
 */
export interface PagerLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Accessible name of each page number. */
  page: string;
}

/**
 * The Korean default `Pager` texts.
 *
 * @example
 * PAGER_LABELS_KO.page; // '{page}페이지'
 */
export const PAGER_LABELS_KO: Readonly<PagerLabels> = Object.freeze({
  nav: '페이지 이동',
  first: '처음 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: '{page}페이지',
});

/**
 * The English of {@link PAGER_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * PAGER_LABELS_EN.page; // 'Page {page}'
 */
export const PAGER_LABELS_EN: Readonly<PagerLabels> = Object.freeze({
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {page}',
});

/**
 * Props of `Pager`. Give `lastPage` (e.g. the envelope's `last_page`) or `total` items
 * with `perPage`.
 *
 * @example
 * const props: PagerProps = { page: envelope.current_page, lastPage: envelope.last_page, onChange: go };
 */
export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; wins over `total`/`perPage`. */
  lastPage?: number;
  /** Number of items, used with `perPage` when `lastPage` is absent. */
  total?: number;
  /** Items per page (default 10). */
  perPage?: number;
  /** Page numbers shown at once (default 5). */
  visiblePages?: number;
  /** Called with the chosen page (never the current one). */
  onChange?: (page: number) => void;
  /** Render real links (crawlable, SSR) to these addresses; clicks still call `onChange`. */
  getHref?: (page: number) => string;
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<PagerLabels>;
  className?: string;
}

interface PagerItemProps {
  target: number;
  label: string;
  children: ReactNode;
  current?: boolean;
  disabled?: boolean;
  onChange?: (page: number) => void;
  getHref?: (page: number) => string;
}

function PagerItem({
  target,
  label,
  children,
  current,
  disabled,
  onChange,
  getHref,
}: PagerItemProps) {
  const className = cx(
    'atelier-pager__item',
    'atelier-focusable',
    current && 'atelier-pager__item--current',
  );
  if (disabled) {
    return (
      <span className={cx(className, 'atelier-pager__item--disabled')} aria-hidden="true">
        {children}
      </span>
    );
  }
  const onClick = (event: MouseEvent): void => {
    if (!onChange) return;
    event.preventDefault();
    if (!current) onChange(target);
  };
  return getHref ? (
    <a
      className={className}
      href={getHref(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  ) : (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Page navigation: first, previous, up to 5 page numbers around the current page, next
 * and last. The current page carries `aria-current="page"`; unavailable steps are hidden
 * from assistive technology. Renders nothing for a single page.
 *
 * @example
 * <Pager page={page} total={notices.total} onChange={setPage} />
 * <Pager page={3} lastPage={12} getHref={(p) => `/customer/notice?page=${p}`} />
 */
export function Pager({
  page,
  lastPage,
  total = 0,
  perPage = PAGER_PER_PAGE,
  visiblePages = PAGER_VISIBLE_PAGES,
  onChange,
  getHref,
  labels,
  className,
}: PagerProps) {
  const text = { ...PAGER_LABELS_KO, ...labels };
  const last = Math.max(1, lastPage ?? Math.ceil(total / Math.max(1, perPage)));
  if (last <= 1) return null;
  const current = Math.min(Math.max(1, page), last);
  const shared = { onChange, getHref };
  return (
    <nav className={cx('atelier-pager', className)} aria-label={text.nav}>
      <ul className="atelier-pager__list">
        <li>
          <PagerItem {...shared} target={1} label={text.first} disabled={current === 1}>
            «
          </PagerItem>
        </li>
        <li>
          <PagerItem
            {...shared}
            target={current - 1}
            label={text.previous}
            disabled={current === 1}
          >
            ‹
          </PagerItem>
        </li>
        {pagerRange(current, last, visiblePages).map((n) => (
          <li key={n}>
            <PagerItem
              {...shared}
              target={n}
              label={fillTemplate(text.page, { page: n })}
              current={n === current}
            >
              {n}
            </PagerItem>
          </li>
        ))}
        <li>
          <PagerItem {...shared} target={current + 1} label={text.next} disabled={current === last}>
            ›
          </PagerItem>
        </li>
        <li>
          <PagerItem {...shared} target={last} label={text.last} disabled={current === last}>
            »
          </PagerItem>
        </li>
      </ul>
    </nav>
  );
}
