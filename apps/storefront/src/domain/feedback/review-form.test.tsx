// @vitest-environment happy-dom
import { FormErrorsProvider } from '@atelier/ui-kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { renderPage, type FakeApi } from '../../test/render-page.js';
import { ReviewForm } from './review-form.js';

afterEach(cleanup);

function WriteReview() {
  return (
    <FormErrorsProvider>
      <ReviewForm itId="1700000001" />
    </FormErrorsProvider>
  );
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'candle.jpg', {
    type: 'image/jpeg',
  });

function form() {
  return screen.getByRole('form', { name: '후기 작성' });
}

function fillReview(text: string) {
  fireEvent.click(within(form()).getByRole('radio', { name: '5점' }));
  fireEvent.change(within(form()).getByLabelText('후기 내용'), { target: { value: text } });
}

describe('ReviewForm', () => {
  test('without stars and with a short text: field errors, nothing sent', async () => {
    const page = renderPage(WriteReview, { path: '/', api: () => [200, {}] });
    await screen.findByRole('form', { name: '후기 작성' });
    fireEvent.change(within(form()).getByLabelText('후기 내용'), { target: { value: '좋아요' } });
    fireEvent.click(within(form()).getByRole('button', { name: '후기 등록' }));
    const shown = (field: string) =>
      form().querySelector(`[data-field-error-for$="-${field}"]:not([hidden])`)?.textContent;
    await waitFor(() => expect(shown('rating')).toBeTruthy());
    expect(shown('content')).toMatch(/10/);
    expect(page.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('sends stars, text and the photo multipart as files[]', async () => {
    const api: FakeApi = (call) =>
      call.method === 'POST' ? [201, { data: { id: 1 } }] : [200, { data: [] }];
    const page = renderPage(WriteReview, { path: '/', api });
    await screen.findByRole('form', { name: '후기 작성' });
    fillReview('향이 은은하고 오래 가요. 또 살게요.');
    const input = form().querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [jpeg()] } });
    await within(form()).findByRole('button', { name: /삭제/ });
    fireEvent.click(within(form()).getByRole('button', { name: '후기 등록' }));
    await waitFor(() =>
      expect(page.calls.find((call) => call.url === '/api/v1/product-review')).toBeTruthy(),
    );
    const sent = page.calls.find((call) => call.url === '/api/v1/product-review')!;
    expect(sent.method).toBe('POST');
    expect(sent.form?.get('it_id')).toBe('1700000001');
    expect(sent.form?.get('rating')).toBe('5');
    expect(sent.form?.get('content')).toBe('향이 은은하고 오래 가요. 또 살게요.');
    expect((sent.form?.getAll('files[]')[0] as File).name).toBe('candle.jpg');
    expect(await screen.findByText('후기가 등록되었습니다.')).toBeTruthy();
  });

  test('a member without a confirmed purchase is told so in the form (403)', async () => {
    const api: FakeApi = (call) =>
      call.method === 'POST'
        ? [403, { message: '구매 확정된 주문의 상품만 후기를 쓸 수 있습니다.' }]
        : [200, {}];
    renderPage(WriteReview, { path: '/', api });
    await screen.findByRole('form', { name: '후기 작성' });
    fillReview('배송도 빠르고 향도 좋아요.');
    fireEvent.click(within(form()).getByRole('button', { name: '후기 등록' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      '구매 확정된 상품만 후기를 작성할 수 있습니다.',
    );
  });
});
