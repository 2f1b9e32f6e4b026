import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, ERROR_SCROLL_OFFSET, showFieldErrors } from '@atelier/ui-kit';

const page = (html: string): void => {
  document.body.innerHTML = html;
};
const byId = (id: string): HTMLElement => document.getElementById(id)!;
const messagesUnder = (id: string): string[] =>
  Array.from(document.querySelectorAll(`[data-field-error-for="${id}"] p`)).map(
    (p) => p.textContent ?? '',
  );

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearErrors();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showFieldErrors (spec §5)', () => {
  it('shows messages right under the element whose id is the field name, with aria wiring', () => {
    page(`
      <form>
        <label for="mb_id">아이디</label><input id="mb_id" aria-describedby="mb_id-hint" />
        <p id="mb_id-hint">영문 4자 이상</p>
        <label for="mb_email">이메일</label><input id="mb_email" />
      </form>`);
    const report = showFieldErrors(
      {
        mb_id: ['이미 사용 중인 아이디입니다.', '아이디는 4자 이상이어야 합니다.'],
        mb_email: ['이메일 형식이 아닙니다.'],
      },
      { scroll: false },
    );
    expect(report).toEqual({ shown: ['mb_id', 'mb_email'], unmatched: [], dialogShown: false });
    const input = byId('mb_id');
    expect(input.nextElementSibling?.id).toBe('mb_id-error');
    expect(messagesUnder('mb_id')).toEqual([
      '이미 사용 중인 아이디입니다.',
      '아이디는 4자 이상이어야 합니다.',
    ]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('mb_id-hint mb_id-error');
    expect(byId('mb_email').getAttribute('aria-describedby')).toBe('mb_email-error');
    expect(messagesUnder('mb_email')).toEqual(['이메일 형식이 아닙니다.']);
  });

  it('groups dotted names under the longest existing prefix id', () => {
    page(`
      <div id="items">
        <input aria-label="수량 1" name="items.0.qty" />
        <input aria-label="수량 2" name="items.1.qty" />
        <input aria-label="수량 3" id="items.2.qty" />
      </div>
      <fieldset id="options.0"><legend>옵션</legend><input aria-label="옵션명" /></fieldset>`);
    showFieldErrors(
      {
        'items.0.qty': ['수량은 1 이상이어야 합니다.'],
        'items.1.qty': ['재고가 부족합니다.', '수량은 1 이상이어야 합니다.'],
        'items.2.qty': ['정수만 입력할 수 있습니다.'],
        'options.0.name': ['옵션을 선택해 주세요.'],
      },
      { scroll: false },
    );
    // items.0.qty and items.1.qty: no such ids, nor items.0 / items.1, so under #items, deduplicated.
    expect(messagesUnder('items')).toEqual(['수량은 1 이상이어야 합니다.', '재고가 부족합니다.']);
    expect(byId('items').nextElementSibling?.id).toBe('items-error');
    // An exact id wins over the prefix.
    expect(messagesUnder('items.2.qty')).toEqual(['정수만 입력할 수 있습니다.']);
    expect(messagesUnder('options.0')).toEqual(['옵션을 선택해 주세요.']);
    expect(byId('options.0').getAttribute('aria-invalid')).toBe('true');
  });

  it('scrolls so the first errored field in page order sits 120 px below the top, and focuses it', () => {
    page(`<input aria-label="이름" id="mb_name" /><input aria-label="휴대폰" id="mb_hp" />`);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    vi.spyOn(byId('mb_name'), 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    vi.spyOn(byId('mb_hp'), 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    expect(ERROR_SCROLL_OFFSET).toBe(120);
    // The map lists mb_hp first; the page has mb_name first.
    showFieldErrors({
      mb_hp: ['휴대폰 번호를 입력해 주세요.'],
      mb_name: ['이름을 입력해 주세요.'],
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 120 });
    expect(document.activeElement).toBe(byId('mb_name'));
  });

  it('scrolls the field 120 px below a sticky header, measured when the errors show (issue 19, item 12)', () => {
    page(`<header id="top" style="position: sticky; top: 0"></header><p id="banner"></p>
      <input aria-label="이름" id="mb_name" />`);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    vi.spyOn(byId('mb_name'), 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    vi.spyOn(byId('top'), 'getBoundingClientRect').mockReturnValue({
      top: 0,
      bottom: 150,
    } as DOMRect);
    // A fixed full-height overlay is no header.
    vi.spyOn(byId('banner'), 'getBoundingClientRect').mockReturnValue({
      top: 0,
      bottom: window.innerHeight,
    } as DOMRect);
    byId('banner').style.position = 'fixed';
    const at = vi.fn(() => [byId('banner'), byId('top'), document.body]);
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: at });
    try {
      showFieldErrors({ mb_name: ['이름을 입력해 주세요.'] });
      expect(at).toHaveBeenCalledWith(window.innerWidth / 2, 0);
      expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 120 - 150 });
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });

  it('lists the first message per field in a 알림 dialog when no field is found', () => {
    page(`<input aria-label="다른 필드" id="other" />`);
    const alert = vi.fn();
    const report = showFieldErrors(
      {
        mb_id: ['이미 사용 중인 아이디입니다.', '두 번째 메시지'],
        'items.0.qty': ['수량은 1 이상이어야 합니다.'],
      },
      { dialog: { alert } },
    );
    expect(alert).toHaveBeenCalledTimes(1);
    // No title: the dialog service titles alerts '알림' (or the app's translation of it).
    expect(alert).toHaveBeenCalledWith('이미 사용 중인 아이디입니다.\n수량은 1 이상이어야 합니다.');
    expect(report).toEqual({ shown: [], unmatched: ['mb_id', 'items.0.qty'], dialogShown: true });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.querySelector('.atelier-field-error')).toBeNull();
  });

  it('passes a given title to the dialog', () => {
    const alert = vi.fn();
    showFieldErrors(
      { mb_id: ['This ID is already taken.'] },
      { dialog: { alert }, title: 'Notice' },
    );
    expect(alert).toHaveBeenCalledWith('This ID is already taken.', { title: 'Notice' });
  });

  it('shows no dialog when at least one field is found', () => {
    page(`<input aria-label="아이디" id="mb_id" />`);
    const alert = vi.fn();
    const report = showFieldErrors(
      { mb_id: ['a'], ghost: ['b'] },
      { dialog: alert, scroll: false },
    );
    expect(alert).not.toHaveBeenCalled();
    expect(report.unmatched).toEqual(['ghost']);
  });

  it('clears a field when it is edited, leaving the others', () => {
    page(`
      <input aria-label="아이디" id="mb_id" aria-describedby="hint" /><p id="hint">도움말</p>
      <div id="items"><input aria-label="수량" name="items.0.qty" /></div>
      <input aria-label="이메일" id="mb_email" />`);
    showFieldErrors({ mb_id: ['a'], 'items.0.qty': ['b'], mb_email: ['c'] }, { scroll: false });
    const input = byId('mb_id') as HTMLInputElement;
    input.value = 'hong';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('mb_id-error')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('hint');
    // Editing a field inside a grouped container clears the group.
    document
      .querySelector('input[name="items.0.qty"]')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('items-error')).toBeNull();
    expect(messagesUnder('mb_email')).toEqual(['c']);
    // A removed listener: editing again does nothing to the remaining error.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(messagesUnder('mb_email')).toEqual(['c']);
  });

  it('clearErrors() (a new request) removes every message and aria attribute', () => {
    page(`<input aria-label="아이디" id="mb_id" /><input aria-label="이메일" id="mb_email" />`);
    showFieldErrors({ mb_id: ['a'], mb_email: ['b'] }, { scroll: false });
    expect(document.querySelectorAll('.atelier-field-error')).toHaveLength(2);
    clearErrors();
    expect(document.querySelectorAll('.atelier-field-error')).toHaveLength(0);
    expect(byId('mb_id').hasAttribute('aria-invalid')).toBe(false);
    expect(byId('mb_email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('replaces the previous errors on the next call and searches only the container', () => {
    page(`
      <form id="a"><input aria-label="아이디" id="mb_id" /></form>
      <section id="b"><input aria-label="이메일" id="mb_email" /></section>`);
    showFieldErrors({ mb_id: ['old'] }, { scroll: false });
    showFieldErrors(
      { mb_email: ['new'], mb_id: ['ignored'] },
      { scroll: false, container: byId('b') },
    );
    expect(document.getElementById('mb_id-error')).toBeNull();
    expect(byId('mb_id').hasAttribute('aria-invalid')).toBe(false);
    expect(messagesUnder('mb_email')).toEqual(['new']);
  });
});
