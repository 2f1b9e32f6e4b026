// @vitest-environment happy-dom
import type { SavedAddress } from '@atelier/contracts';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { orderQuote, savedAddress } from '@atelier/test-utils/order-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type RecordedCall } from '../../test/render-page.js';
import OrderFormPage, { createLoader } from './order-form-page.js';

afterEach(cleanup);

const QUOTE = orderQuote();

const HOME = savedAddress();
const OFFICE = savedAddress({
  id: 5,
  label: '회사',
  zonecode: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '5층',
  is_default: false,
});

/** A fake address book behind the API: answers each change with the whole book, as the API does. */
function addressBookApi(start: SavedAddress[], failAdd?: [number, unknown]) {
  let book = [...start];
  let nextId = 10;
  const sorted = () => [...book].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return (call: RecordedCall): [number, unknown] => {
    if (call.url === '/api/v1/order/quote') return [200, QUOTE];
    if (call.url === '/api/v1/address' && call.method === 'GET') return [200, { data: sorted() }];
    if (call.url === '/api/v1/address' && call.method === 'POST') {
      if (failAdd) return failAdd;
      const input = call.body as Omit<SavedAddress, 'id'>;
      if (input.is_default) book = book.map((a) => ({ ...a, is_default: false }));
      book.push({ ...input, id: nextId++ });
      return [201, { data: sorted() }];
    }
    const id = Number(/\/api\/v1\/address\/(\d+)/.exec(call.url)?.[1]);
    if (call.method === 'PUT') {
      const input = call.body as Omit<SavedAddress, 'id'>;
      book = book.map((a) =>
        a.id === id ? { ...input, id } : input.is_default ? { ...a, is_default: false } : a,
      );
      return [200, { data: sorted() }];
    }
    if (call.method === 'DELETE') {
      book = book.filter((a) => a.id !== id);
      return [200, { data: sorted() }];
    }
    return [404, { message: 'no' }];
  };
}

function open(api: (call: RecordedCall) => [number, unknown]) {
  return renderPage(
    OrderFormPage,
    {
      path: '/shop/order-form',
      url: '/shop/order-form?lines=7',
      api,
      session: { user: DEMO_MEMBER },
    },
    createLoader,
  );
}

async function openBook() {
  fireEvent.click(await screen.findByRole('button', { name: '배송지 목록' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: '배송지 목록' });
}

const addressCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/v1/address') && c.method !== 'GET');

describe('AddressBookDialog (order form)', () => {
  test('lists the book, default first; using an entry fills the recipient and closes the dialog', async () => {
    open(addressBookApi([HOME, OFFICE]));
    expect(await screen.findByText('선택한 배송지: 집', {}, { timeout: 5000 })).toBeTruthy();
    const dialog = await openBook();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['집', '회사']);
    expect(within(items[0]!).getByText('기본 배송지')).toBeTruthy();
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    // The default one offers no "set as default".
    expect(within(items[0]!).queryByRole('button', { name: '기본 배송지로 설정' })).toBeNull();
    // Names, roles and labels (axe); the dialog is modal and titled.
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('heading', { name: '배송지 목록' }),
    );
    await expectNoAxeViolations(dialog);

    fireEvent.click(within(items[1]!).getByRole('button', { name: '이 배송지 사용' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '배송지 목록' })).toBeNull());
    expect((screen.getByLabelText('상세주소') as HTMLInputElement).value).toBe('5층');
    expect((screen.getByLabelText('주소') as HTMLInputElement).value).toBe(OFFICE.address1);
    expect(screen.getByText('선택한 배송지: 회사')).toBeTruthy();
  });

  test('sets an entry as default and deletes one after confirming, through the address calls', async () => {
    const page = open(addressBookApi([HOME, OFFICE]));
    const dialog = await openBook();
    const office = within(dialog).getByTestId('address-5');
    fireEvent.click(within(office).getByRole('button', { name: '기본 배송지로 설정' }));
    expect(await within(dialog).findByText('기본 배송지로 설정했습니다.')).toBeTruthy();
    expect(addressCalls(page.calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/address/5',
      body: { label: '회사', zonecode: '06236', address2: '5층', is_default: true },
    });
    // The answer (the whole book) is the one shown: the office first, as the default.
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]!.textContent).toContain('회사'),
    );

    fireEvent.click(
      within(within(dialog).getByTestId('address-4')).getByRole('button', { name: '삭제' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('집 배송지를 삭제하시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await within(dialog).findByText('배송지를 삭제했습니다.')).toBeTruthy();
    expect(within(dialog).queryByTestId('address-4')).toBeNull();
    expect(addressCalls(page.calls)[1]).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/address/4',
    });
    // The form keeps the address it shows, now as typed.
    expect((screen.getByLabelText('상세주소') as HTMLInputElement).value).toBe('3층');
  });

  test('updates the chosen entry with what the shopper then edited in the form', async () => {
    const page = open(addressBookApi([HOME, OFFICE]));
    expect(await screen.findByText('선택한 배송지: 집', {}, { timeout: 5000 })).toBeTruthy();
    let dialog = await openBook();
    // Nothing edited: no entry offers an update.
    expect(within(dialog).queryByRole('button', { name: '입력한 주소로 수정' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));

    fireEvent.change(screen.getByLabelText('상세주소'), { target: { value: ' 4층 ' } });
    expect(screen.queryByText('선택한 배송지: 집')).toBeNull();
    dialog = await openBook();
    expect(
      within(within(dialog).getByTestId('address-5')).queryByRole('button', {
        name: '입력한 주소로 수정',
      }),
    ).toBeNull();
    fireEvent.click(
      within(within(dialog).getByTestId('address-4')).getByRole('button', {
        name: '입력한 주소로 수정',
      }),
    );
    expect(await within(dialog).findByText('배송지를 수정했습니다.')).toBeTruthy();
    expect(addressCalls(page.calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/v1/address/4',
        body: { ...HOME, id: undefined, address2: '4층' },
      }),
    ]);
    // The entry and the form agree again: the form holds the saved address.
    await waitFor(() =>
      expect(within(dialog).getByTestId('address-4').textContent).toContain('세종대로 110 4층'),
    );
    expect(within(dialog).queryByRole('button', { name: '입력한 주소로 수정' })).toBeNull();
    expect(screen.getByText('선택한 배송지: 집')).toBeTruthy();
  });

  test('saves the address typed in the form to the book, as the default when asked', async () => {
    const page = open(addressBookApi([]));
    await screen.findByRole('heading', { name: '결제 금액' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('받으시는 분'), { target: { value: '김소연' } });
    fireEvent.change(screen.getAllByLabelText('휴대폰 번호')[1]!, {
      target: { value: '010-2222-3333' },
    });
    let dialog = await openBook();
    expect(within(dialog).getByText('저장된 배송지가 없습니다.')).toBeTruthy();
    // No address yet: nothing to save.
    expect(
      (within(dialog).getByRole('button', { name: '배송지 목록에 추가' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));

    // An address from the postcode finder, then the book again.
    fireEvent.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    const finder = await screen.findByRole('dialog', { name: '우편번호 찾기' }, { timeout: 5000 });
    fireEvent.change(within(finder).getByRole('searchbox'), { target: { value: '세종대로 110' } });
    fireEvent.click(within(finder).getAllByRole('button')[1]!);
    fireEvent.click(await within(finder).findByText(/세종대로 110/, { selector: 'span' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '우편번호 찾기' })).toBeNull());
    fireEvent.change(screen.getByLabelText('상세주소'), { target: { value: '3층' } });

    dialog = await openBook();
    expect(within(dialog).getByTestId('address-typed').textContent).toContain('김소연');
    const label = within(dialog).getByLabelText('배송지명') as HTMLInputElement;
    expect(label.value).toBe('김소연');
    fireEvent.change(label, { target: { value: '본가' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '기본 배송지로 설정' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '배송지 목록에 추가' }));
    expect(await within(dialog).findByText('배송지 목록에 추가했습니다.')).toBeTruthy();
    expect(addressCalls(page.calls)[0]).toMatchObject({
      method: 'POST',
      body: {
        label: '본가',
        name: '김소연',
        phone: '010-2222-3333',
        zonecode: '04524',
        address2: '3층',
        is_default: true,
      },
    });
    const saved = within(dialog).getAllByRole('listitem');
    expect(saved).toHaveLength(1);
    expect(within(saved[0]!).getByText('기본 배송지')).toBeTruthy();
  });

  test("an address in the book already is not saved twice; a refused save shows the API's message", async () => {
    open(
      addressBookApi(
        [HOME],
        [409, { message: '배송지는 최대 10개까지 저장할 수 있습니다.', code: 'address_book_full' }],
      ),
    );
    let dialog = await openBook();
    // The form holds the default address: it is in the book already.
    expect(within(dialog).getByText('배송지 목록에 있는 주소입니다.')).toBeTruthy();
    const add = () => within(dialog).getByRole('button', { name: '배송지 목록에 추가' });
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));

    fireEvent.change(screen.getByLabelText('상세주소'), { target: { value: '4층' } });
    dialog = await openBook();
    fireEvent.click(add());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '배송지는 최대 10개까지 저장할 수 있습니다.',
    );
  });
});
