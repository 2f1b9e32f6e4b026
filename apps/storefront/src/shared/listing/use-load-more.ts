import { useT } from '@atelier/translation-ai';
import { useDialog } from '@atelier/ui-kit';
import { useCallback, useState } from 'react';

/**
 * Page size of a list the generic loader opens (spec §9: 14 initially).
 */
export const LOADER_PAGE_SIZE = 14;

/**
 * Page size of a list after a reset (spec §9: 15 after reset), e.g. a new sort or filter.
 */
export const LOADER_PAGE_SIZE_AFTER_RESET = 15;

/**
 * The generic loader's texts (Korean source phrases, translated with `t`): the button, the
 * spec §5 last-page message and its dialog title, and the progress announced to screen readers.
 */
export const LOAD_MORE_LABELS = Object.freeze({
  loadMore: '더보기',
  loading: '불러오는 중…',
  lastPage: '마지막 페이지 입니다.',
  lastPageTitle: '알림',
  shown: '{total}개 중 {shown}개 표시',
});

/**
 * The English of {@link LOAD_MORE_LABELS}, key by key (seeds the English phrase package).
 */
export const LOAD_MORE_LABELS_EN: Readonly<Record<keyof typeof LOAD_MORE_LABELS, string>> =
  Object.freeze({
    loadMore: 'More',
    loading: 'Loading…',
    lastPage: 'This is the last page.',
    lastPageTitle: 'Notice',
    shown: 'Showing {shown} of {total}',
  });

/**
 * The page size of the generic loader: 14 for a list as first opened, 15 once it was reset.
 */
export function loaderPageSize(afterReset: boolean): number {
  return afterReset ? LOADER_PAGE_SIZE_AFTER_RESET : LOADER_PAGE_SIZE;
}

/**
 * Options of {@link useLoadMore}.
 */
export interface LoadMoreOptions {
  /** Identifies the list (its query without the page): a new key starts again at page 1. */
  listKey: string;
  /** `last_page` of the list's envelope; `undefined` while the first page loads. */
  lastPage: number | undefined;
}

/**
 * What {@link useLoadMore} answers.
 */
export interface LoadMore {
  /** How many pages are shown (1 … `lastPage`); render pages 1 to `pages`. */
  pages: number;
  /**
   * Shows the next page, or on the last page the '마지막 페이지 입니다.' dialog titled 알림
   * (spec §5). Resolves when the dialog closes. `busy` (the newest page is still loading)
   * waits instead of stacking pages.
   */
  loadMore: (busy?: boolean) => Promise<void>;
}

/**
 * The generic loader's "load more" (spec §5): counts the pages shown of one list, starts
 * again at page 1 when the list changes (`listKey`), and on the last page answers 'load
 * more' with the dialog. Each page is its own query (cached, embedded by the server for
 * page 1), rendered by the caller for pages 1 to `pages`.
 */
export function useLoadMore({ listKey, lastPage }: LoadMoreOptions): LoadMore {
  const { t } = useT();
  const { alert } = useDialog();
  const [state, setState] = useState({ listKey, pages: 1 });
  const pages = state.listKey === listKey ? state.pages : 1;

  const loadMore = useCallback(
    async (busy = false) => {
      if (busy || lastPage === undefined) return;
      if (pages >= lastPage) {
        await alert(t(LOAD_MORE_LABELS.lastPage), { title: t(LOAD_MORE_LABELS.lastPageTitle) });
        return;
      }
      setState({ listKey, pages: pages + 1 });
    },
    [alert, lastPage, listKey, pages, t],
  );

  return { pages, loadMore };
}
