import { loginCheck, sessionReducer, type SessionThunkExtra } from '@atelier/session';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

describe('createSessionThunk', () => {
  it('explains a store configured without the API client, and changes nothing', async () => {
    const store = configureStore({
      reducer: { session: sessionReducer },
      // A misconfigured app: the thunk extra lacks `client`.
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: {} as SessionThunkExtra } }),
    });
    const result = await store.dispatch(loginCheck());
    if (!loginCheck.rejected.match(result)) throw new Error('expected a rejection');
    expect(result.error.message).toMatch(/thunk extra/);
    expect(result.error.message).toMatch(/extraArgument: \{ client: createApiClient\(\), env \}/);
    expect(store.getState().session.status).toBe('idle');
  });
});
