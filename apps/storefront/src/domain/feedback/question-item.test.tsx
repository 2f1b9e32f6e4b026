// @vitest-environment happy-dom
import type { ProductInquiry } from '@atelier/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage } from '../../test/render-page.js';
import { QuestionItem } from './question-item.js';

afterEach(cleanup);

const base: ProductInquiry = {
  id: 3,
  it_id: '1700000001',
  product_name: '라벤더 소이 캔들',
  subject: '재입고 문의',
  content: '200g은 언제 들어오나요?',
  secret: false,
  visible: true,
  answered: true,
  answer: '다음 주 화요일에 입고됩니다.',
  answered_at: '2026-11-21 10:00:00',
  author: 'kim***',
  is_mine: false,
  created_at: '2026-11-20 09:00:00',
};

describe('QuestionItem', () => {
  test('a readable question opens to its text and answer', async () => {
    renderPage(() => <QuestionItem question={base} showProduct />, {
      path: '/',
      api: () => [200, {}],
    });
    const subject = await screen.findByRole('button', { name: '재입고 문의' });
    expect(subject.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('답변완료')).toBeTruthy();
    expect(screen.getByRole('link', { name: '라벤더 소이 캔들' }).getAttribute('href')).toBe(
      '/shop/product/1700000001',
    );
    fireEvent.click(subject);
    expect(subject.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('다음 주 화요일에 입고됩니다.')).toBeTruthy();
  });

  test("another member's secret question reads '비밀글입니다' and has nothing to open", async () => {
    const secret: ProductInquiry = {
      ...base,
      secret: true,
      visible: false,
      subject: null,
      content: null,
      answer: null,
    };
    const { container } = renderPage(() => <QuestionItem question={secret} />, {
      path: '/',
      api: () => [200, {}],
    });
    expect(await screen.findByText('비밀글입니다')).toBeTruthy();
    expect(screen.getByText('비밀글')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).not.toContain('재입고');
  });
});
