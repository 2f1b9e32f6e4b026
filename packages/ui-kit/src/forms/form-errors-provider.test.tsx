import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearErrors,
  createDialogService,
  DialogProvider,
  FieldError,
  FormErrorsProvider,
  showFieldErrors,
  useFormErrors,
} from '@atelier/ui-kit';
import type { FieldErrorMap, FormErrorsApi } from '@atelier/ui-kit';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

let api: FormErrorsApi;
const publish = (value: FormErrorsApi): void => {
  api = value;
};
function Probe() {
  const value = useFormErrors();
  useEffect(() => publish(value));
  return <output aria-label="error count">{Object.keys(value.errors).length}</output>;
}

function SignupForm() {
  return (
    <form aria-label="회원가입">
      <label htmlFor="mb_id">아이디</label>
      <input id="mb_id" name="mb_id" />
      <FieldError name="mb_id" />
      <div id="items">
        <label htmlFor="qty0">수량</label>
        <input id="qty0" name="items.0.qty" />
      </div>
      <FieldError name="items" />
      <fieldset>
        <legend>약관</legend>
        <input id="agree_terms" type="checkbox" aria-label="이용약관 동의" />
        <FieldError name="terms" />
      </fieldset>
      <Probe />
    </form>
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearErrors();
  cleanup();
  vi.restoreAllMocks();
});

describe('FormErrorsProvider / useFormErrors / FieldError', () => {
  it('renders messages in <FieldError> slots, grouped, with aria on the fields', async () => {
    render(
      <FormErrorsProvider>
        <SignupForm />
      </FormErrorsProvider>,
    );
    const errors: FieldErrorMap = {
      mb_id: ['이미 사용 중인 아이디입니다.'],
      'items.0.qty': ['수량은 1 이상이어야 합니다.'],
      'items.1.qty': ['재고가 부족합니다.'],
      terms: ['약관에 동의해 주세요.'],
    };
    act(() => {
      api.showErrors(errors, { scroll: false });
    });
    const slot = document.getElementById('mb_id-error')!;
    expect(slot.hidden).toBe(false);
    expect(slot.textContent).toBe('이미 사용 중인 아이디입니다.');
    // The slot is used: nothing is inserted next to the input.
    expect(document.querySelectorAll('[id="mb_id-error"]')).toHaveLength(1);
    expect(screen.getByLabelText('아이디').getAttribute('aria-describedby')).toBe('mb_id-error');
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(document.getElementById('items-error')!)
        .getAllByText(/./)
        .map((p) => p.textContent),
    ).toEqual(['수량은 1 이상이어야 합니다.', '재고가 부족합니다.']);
    // No element with id "terms": the registered <FieldError name="terms"> still shows it.
    expect(document.getElementById('terms-error')!.textContent).toBe('약관에 동의해 주세요.');
    expect(api.errors).toEqual({
      mb_id: ['이미 사용 중인 아이디입니다.'],
      items: ['수량은 1 이상이어야 합니다.', '재고가 부족합니다.'],
      terms: ['약관에 동의해 주세요.'],
    });
    await expectNoAxeViolations(document.body);
  });

  it('clears a field on edit, a slot-only field when its group is edited, and all on clearErrors', async () => {
    const user = userEvent.setup();
    render(
      <FormErrorsProvider>
        <SignupForm />
      </FormErrorsProvider>,
    );
    act(() => {
      api.showErrors({ mb_id: ['a'], 'items.0.qty': ['b'], terms: ['c'] }, { scroll: false });
    });
    await user.type(screen.getByLabelText('아이디'), 'x');
    expect(document.getElementById('mb_id-error')!.hidden).toBe(true);
    expect(screen.getByLabelText('아이디').hasAttribute('aria-invalid')).toBe(false);
    expect(Object.keys(api.errors)).toEqual(['items', 'terms']);
    await user.click(screen.getByLabelText('이용약관 동의'));
    expect(Object.keys(api.errors)).toEqual(['items']);
    act(() => api.clearErrors());
    expect(api.errors).toEqual({});
    expect(document.getElementById('items-error')!.hidden).toBe(true);
    expect(screen.getByLabelText('error count').textContent).toBe('0');
  });

  it('falls back to the DialogProvider alert titled 알림 with the first message per field', async () => {
    const dialogs = createDialogService();
    render(
      <DialogProvider service={dialogs}>
        <FormErrorsProvider>
          <Probe />
        </FormErrorsProvider>
      </DialogProvider>,
    );
    act(() => {
      api.showErrors({ mb_id: ['첫 메시지', '둘째'], mb_hp: ['휴대폰 번호를 입력해 주세요.'] });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('알림');
    expect(dialogs.getSnapshot()[0]?.message).toBe('첫 메시지\n휴대폰 번호를 입력해 주세요.');
  });

  it('titles the fallback dialog with the DialogProvider translation', async () => {
    render(
      <DialogProvider labels={{ alertTitle: 'Notice' }}>
        <Probe />
      </DialogProvider>,
    );
    act(() => {
      api.showErrors({ coupon_id: ['This coupon cannot be used.'] });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Notice');
    expect(within(dialog).getByText('This coupon cannot be used.')).toBeTruthy();
  });

  it('scopes lookups to the provider container', () => {
    function Two() {
      const ref = useRef<HTMLFormElement>(null);
      return (
        <>
          <input aria-label="outside" id="mb_name" />
          <FormErrorsProvider container={ref}>
            <form ref={ref} aria-label="inner">
              <input aria-label="inside" id="mb_hp" />
              <Probe />
            </form>
          </FormErrorsProvider>
        </>
      );
    }
    render(<Two />);
    const alert = vi.fn();
    let report!: ReturnType<FormErrorsApi['showErrors']>;
    act(() => {
      report = api.showErrors({ mb_name: ['x'], mb_hp: ['y'] }, { scroll: false, dialog: alert });
    });
    expect(report.shown).toEqual(['mb_hp']);
    expect(report.unmatched).toEqual(['mb_name']);
    expect(screen.getByLabelText('outside').hasAttribute('aria-invalid')).toBe(false);
  });

  it('FieldError without a provider works with the page-wide showFieldErrors/clearErrors', () => {
    render(
      <div>
        <input aria-label="아이디" id="mb_id" />
        <FieldError name="mb_id" />
      </div>,
    );
    act(() => {
      showFieldErrors({ mb_id: ['이미 사용 중인 아이디입니다.'] }, { scroll: false });
    });
    expect(document.getElementById('mb_id-error')!.textContent).toBe(
      '이미 사용 중인 아이디입니다.',
    );
    act(() => clearErrors());
    expect(document.getElementById('mb_id-error')!.hidden).toBe(true);
  });

  it('FieldError inside a provider also shows the page-wide showFieldErrors, without a duplicate id', () => {
    render(
      <FormErrorsProvider>
        <input aria-label="아이디" id="mb_id" />
        <FieldError name="mb_id" />
      </FormErrorsProvider>,
    );
    act(() => {
      showFieldErrors({ mb_id: ['이미 사용 중인 아이디입니다.'] }, { scroll: false });
    });
    expect(document.querySelectorAll('[id="mb_id-error"]')).toHaveLength(1);
    expect(document.getElementById('mb_id-error')!.textContent).toBe(
      '이미 사용 중인 아이디입니다.',
    );
    act(() => clearErrors());
    expect(document.getElementById('mb_id-error')!.hidden).toBe(true);
  });

  it('clears its errors when the provider unmounts', () => {
    const { unmount } = render(
      <FormErrorsProvider>
        <input aria-label="이메일" id="mb_email" />
        <Probe />
      </FormErrorsProvider>,
    );
    act(() => {
      api.showErrors({ mb_email: ['이메일 형식이 아닙니다.'] }, { scroll: false });
    });
    const input = screen.getByLabelText('이메일');
    expect(document.getElementById('mb_email-error')).not.toBeNull();
    unmount();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
  it('clears a field whose value changes without an edit: a copy made by code (issue 19, item 12)', async () => {
    function Recipient() {
      const [orderer] = useState('김민지');
      const [same, setSame] = useState(false);
      const name = same ? orderer : '';
      return (
        <FormErrorsProvider>
          <label>
            <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} />
            주문자 정보와 동일
          </label>
          <label htmlFor="recipient_name">받으시는 분</label>
          <input id="recipient_name" value={name} readOnly />
          <FieldError name="recipient_name" value={name} />
          <label htmlFor="zonecode">우편번호</label>
          <input id="zonecode" value="" readOnly />
          <FieldError name="zonecode" value="" />
          <Probe />
        </FormErrorsProvider>
      );
    }
    render(<Recipient />);
    act(() => {
      api.showErrors(
        {
          recipient_name: ['받으시는 분 항목은 필수입니다.'],
          zonecode: ['우편번호 항목은 필수입니다.'],
        },
        { scroll: false },
      );
    });
    expect(document.getElementById('recipient_name-error')!.hidden).toBe(false);
    await userEvent.setup().click(screen.getByLabelText('주문자 정보와 동일'));
    expect(screen.getByLabelText<HTMLInputElement>('받으시는 분').value).toBe('김민지');
    expect(document.getElementById('recipient_name-error')!.hidden).toBe(true);
    expect(screen.getByLabelText('받으시는 분').hasAttribute('aria-invalid')).toBe(false);
    // The field nobody changed keeps its error.
    expect(document.getElementById('zonecode-error')!.textContent).toBe(
      '우편번호 항목은 필수입니다.',
    );
  });
});
