// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';

import { useServerValue } from './use-server-value.js';

test('follows the server until the operator types, then keeps what they typed', () => {
  const { result, rerender } = renderHook(({ server }) => useServerValue(server), {
    initialProps: { server: '' },
  });
  rerender({ server: 'EN(향기)' });
  expect(result.current[0]).toBe('EN(향기)');
  act(() => result.current[1]('Scent of the week'));
  rerender({ server: 'EN(이번 주의 향기)' });
  expect(result.current[0]).toBe('Scent of the week');
});
