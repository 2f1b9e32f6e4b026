// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage } from '../../test/render-page.js';
import { loaderPageSize, useLoadMore } from './use-load-more.js';

afterEach(cleanup);

function List({ lastPage, busy = false }: { lastPage: number | undefined; busy?: boolean }) {
  const [listKey, setListKey] = useState('sort=new');
  const { pages, loadMore } = useLoadMore({ listKey, lastPage });
  return (
    <>
      <p data-testid="pages">{pages}</p>
      <button type="button" onClick={() => void loadMore(busy)}>
        더보기
      </button>
      <button type="button" onClick={() => setListKey('sort=best')}>
        정렬 변경
      </button>
    </>
  );
}

const open = (props: Parameters<typeof List>[0]) =>
  renderPage(() => <List {...props} />, { path: '/list', api: () => [404, {}] });

describe('useLoadMore (spec §5 generic loader)', () => {
  test('page sizes: 14 as first opened, 15 after a reset', () => {
    expect(loaderPageSize(false)).toBe(14);
    expect(loaderPageSize(true)).toBe(15);
  });

  test('adds pages up to the last, then answers with the 알림 dialog', async () => {
    open({ lastPage: 3 });
    const pages = await screen.findByTestId('pages');
    expect(pages.textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(pages.textContent).toBe('3');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(within(dialog).getByText('마지막 페이지 입니다.')).toBeTruthy();
    expect(pages.textContent).toBe('3');
  });

  test('a new list starts again at page 1', async () => {
    open({ lastPage: 5 });
    const pages = await screen.findByTestId('pages');
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(pages.textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '정렬 변경' }));
    await waitFor(() => expect(pages.textContent).toBe('1'));
  });

  test('waits while a page loads or the first page has not answered', async () => {
    open({ lastPage: 5, busy: true });
    const pages = await screen.findByTestId('pages');
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(pages.textContent).toBe('1');
    cleanup();
    open({ lastPage: undefined });
    fireEvent.click(await screen.findByRole('button', { name: '더보기' }));
    expect(screen.getByTestId('pages').textContent).toBe('1');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
