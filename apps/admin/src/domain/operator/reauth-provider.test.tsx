// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';

import { operatorApi } from '../../shared/api/console-api.js';
import { renderConsole } from '../../test/render-console.js';
import { ReauthProvider } from './reauth-provider.js';
import { useConsoleAction } from './use-console-action.js';

afterEach(cleanup);

// A sensitive call of a console page (the logout endpoint stands in for it in the fake API).
function SensitiveAction() {
  const act = useConsoleAction();
  const [send] = operatorApi.useOperatorLogoutMutation();
  const [done, setDone] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => void act(() => send().unwrap()).then((answer) => setDone(answer.message))}
      >
        run
      </button>
      <output>{done}</output>
    </>
  );
}

test('a 428 reauth_required opens the password prompt, then the call is repeated', async () => {
  const calls: string[] = [];
  let reauthenticated = false;
  renderConsole(
    <ReauthProvider>
      <SensitiveAction />
    </ReauthProvider>,
    {
      url: '/admin/orders',
      api: (path) => {
        calls.push(path);
        if (path === '/api/admin/reauth') {
          reauthenticated = true;
          return [200, { message: '확인되었습니다.' }];
        }
        return reauthenticated
          ? [200, { message: '처리했습니다.' }]
          : [428, { message: '비밀번호를 다시 입력해 주세요.', code: 'reauth_required' }];
      },
    },
  );
  fireEvent.click(screen.getByRole('button', { name: 'run' }));
  const password = await screen.findByLabelText('비밀번호');
  fireEvent.change(password, { target: { value: 'console-e2e-2026' } });
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('처리했습니다.'));
  expect(calls).toEqual(['/api/v1/logout', '/api/admin/reauth', '/api/v1/logout']);
  expect(screen.queryByLabelText('비밀번호')).toBeNull();
});
