import { LanguageSwitch } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createStubApi, renderShell } from '../test/render-shell.js';

function setup(answer: boolean, variant: 'toggle' | 'select', language: 'kr' | 'en' = 'kr') {
  const env = createSpyEnvironment({ answer, storage: null });
  const stub = createStubApi((call) =>
    call.path === '/api/v1/language'
      ? { body: { ...(call.body as object), message: 'ok' } }
      : undefined,
  );
  const view = renderShell(<LanguageSwitch variant={variant} />, {
    client: stub.client,
    env,
    session: { language, currency: language === 'kr' ? 'krw' : 'usd' },
  });
  return { ...view, env, stub };
}

describe('LanguageSwitch', () => {
  it('toggle: confirm switches kr/krw to en/usd on the server, in the store, then reloads', async () => {
    const { user, env, stub, store } = setup(true, 'toggle');
    await user.click(screen.getByRole('button', { name: 'EN, 언어: English' }));
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(env.confirm).toHaveBeenCalledWith(
      '언어를 변경하시겠습니까?',
      expect.objectContaining({ title: '확인' }),
    );
    expect(stub.calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/language',
        search: '',
        body: { lang: 'en', currency: 'usd' },
      },
    ]);
    expect(store.getState().session.language).toBe('en');
    expect(store.getState().session.currency).toBe('usd');
  });

  it('toggle: cancel sends nothing, changes nothing, reloads nothing and shows no message', async () => {
    const { user, env, stub, store } = setup(false, 'toggle');
    await user.click(screen.getByRole('button', { name: 'EN, 언어: English' }));
    await waitFor(() => expect(env.confirm).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stub.calls).toEqual([]);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.alert).not.toHaveBeenCalled();
    expect(store.getState().session.language).toBe('kr');
    expect(screen.getByRole('button', { name: 'EN, 언어: English' })).toBeTruthy();
  });

  it('select: lists the current language first and switches en → kr on confirm', async () => {
    const { user, env, stub, store } = setup(true, 'select', 'en');
    const select = screen.getByRole('combobox', { name: '언어' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['English', '한국어']);
    expect(select.value).toBe('en');
    await user.selectOptions(select, 'kr');
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(stub.calls[0]?.body).toEqual({ lang: 'kr', currency: 'krw' });
    expect(store.getState().session.language).toBe('kr');
  });

  it('select: cancel keeps the current language selected', async () => {
    const { user, env, stub } = setup(false, 'select');
    const select = screen.getByRole('combobox', { name: '언어' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['kr', 'en']);
    await user.selectOptions(select, 'en');
    await waitFor(() => expect(env.confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('kr');
    expect(stub.calls).toEqual([]);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('passes translated dialog texts to the confirmation', async () => {
    const env = createSpyEnvironment({ answer: false, storage: null });
    const { user } = {
      ...renderShell(<LanguageSwitch />, { env, shell: { translate: (p) => `EN(${p})` } }),
    };
    await user.click(screen.getByRole('button', { name: 'EN, EN(언어): English' }));
    await waitFor(() => expect(env.confirm).toHaveBeenCalled());
    expect(env.confirm.mock.calls[0]?.[0]).toBe('EN(언어를 변경하시겠습니까?)');
    expect(env.confirm.mock.calls[0]?.[1]).toMatchObject({
      title: 'EN(확인)',
      cancelLabel: 'EN(취소)',
    });
  });

  it('has no axe violations in either variant', async () => {
    const { container } = renderShell(
      <>
        <LanguageSwitch variant="toggle" />
        <LanguageSwitch variant="select" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
