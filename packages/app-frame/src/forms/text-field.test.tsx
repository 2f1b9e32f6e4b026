// @vitest-environment happy-dom
import { FormErrorsProvider, useFormErrors, type FormErrorsApi } from '@atelier/ui-kit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';

import { TextField } from './text-field.js';

afterEach(cleanup);

// Issue 19, item 12: errors stayed under the recipient after '주문자 정보와 동일' filled it.
test('a field filled by code (a copy of the orderer) loses its errors; the others keep theirs', () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  let form: FormErrorsApi | undefined;
  function Form() {
    const [same, setSame] = useState(false);
    form = useFormErrors();
    return (
      <>
        <TextField name="orderer_email" label="이메일" value="" onChange={() => {}} />
        <label>
          <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} />
          주문자 정보와 동일
        </label>
        <TextField
          name="recipient_name"
          label="받으시는 분"
          readOnly
          value={same ? '김민지' : ''}
        />
      </>
    );
  }
  render(
    <FormErrorsProvider>
      <Form />
    </FormErrorsProvider>,
  );
  act(() => {
    form!.showErrors(
      {
        orderer_email: ['주문자 이메일 항목은 필수입니다.'],
        recipient_name: ['받으시는 분 항목은 필수입니다.'],
      },
      { scroll: false },
    );
  });
  expect(document.getElementById('recipient_name-error')!.hidden).toBe(false);

  fireEvent.click(screen.getByLabelText('주문자 정보와 동일'));
  expect(screen.getByLabelText<HTMLInputElement>('받으시는 분').value).toBe('김민지');
  expect(document.getElementById('recipient_name-error')!.hidden).toBe(true);
  expect(screen.getByLabelText('받으시는 분').hasAttribute('aria-invalid')).toBe(false);
  expect(document.getElementById('orderer_email-error')!.textContent).toBe(
    '주문자 이메일 항목은 필수입니다.',
  );
});
