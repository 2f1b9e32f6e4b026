import type { LoginCheckResponse } from '@atelier/contracts';
import {
  countsUpdated,
  INITIAL_SESSION_STATE,
  languageChanged,
  loggedIn,
  loggedOut,
  selectAuthenticated,
  selectCartKey,
  selectCouponCount,
  selectCurrency,
  selectIsAdmin,
  selectIsKorean,
  selectLanguage,
  selectNotificationCount,
  selectSession,
  selectSessionStatus,
  selectUser,
  sessionChecked,
  sessionCheckFailed,
  sessionCheckStarted,
  sessionReducer,
  userUpdated,
  type SessionState,
} from '@atelier/session';
import { HONG } from '@atelier/test-utils/fixtures';
import { describe, expect, it } from 'vitest';

const check = (overrides: Partial<LoginCheckResponse> = {}): LoginCheckResponse => ({
  user: HONG,
  lang: 'en',
  currency: 'usd',
  cart_key: 'cart-1',
  cart_count: 3,
  coupon_count: 2,
  notification_count: 5,
  ...overrides,
});

const reduce = (state: SessionState, ...actions: Parameters<typeof sessionReducer>[1][]) =>
  actions.reduce(sessionReducer, state);

describe('session slice', () => {
  it('starts as a logged-out kr/krw visitor that was never checked', () => {
    const state = sessionReducer(undefined, { type: '@@init' });
    expect(state).toEqual({
      user: null,
      language: 'kr',
      currency: 'krw',
      cart_key: null,
      cart_count: 0,
      coupon_count: 0,
      notification_count: 0,
      status: 'idle',
    });
    expect(state).toEqual(INITIAL_SESSION_STATE);
  });

  it('sessionCheckStarted / sessionChecked take the whole login-check answer', () => {
    const checking = reduce(INITIAL_SESSION_STATE, sessionCheckStarted());
    expect(checking.status).toBe('checking');
    const state = reduce(checking, sessionChecked(check()));
    expect(state).toEqual({
      user: HONG,
      language: 'en',
      currency: 'usd',
      cart_key: 'cart-1',
      cart_count: 3,
      coupon_count: 2,
      notification_count: 5,
      status: 'checked',
    });
  });

  it('sessionChecked reads the legacy spellings ko and KRW', () => {
    const legacy = { ...check(), lang: 'ko', currency: 'KRW' } as unknown as LoginCheckResponse;
    const state = reduce(INITIAL_SESSION_STATE, sessionChecked(legacy));
    expect(state.language).toBe('kr');
    expect(state.currency).toBe('krw');
  });

  it('sessionCheckFailed resets to logged out, kr, krw and keeps the cart key', () => {
    const member = reduce(INITIAL_SESSION_STATE, sessionChecked(check()));
    const state = reduce(member, sessionCheckFailed());
    expect(state).toEqual({
      user: null,
      language: 'kr',
      currency: 'krw',
      cart_key: 'cart-1',
      cart_count: 0,
      coupon_count: 0,
      notification_count: 0,
      status: 'failed',
    });
  });

  it('loggedIn and loggedOut set and clear the user', () => {
    const member = reduce(
      INITIAL_SESSION_STATE,
      loggedIn(HONG),
      countsUpdated({ coupon_count: 3 }),
    );
    expect(member.user).toEqual(HONG);
    expect(member.coupon_count).toBe(3);
    const visitor = reduce(member, languageChanged({ language: 'en' }), loggedOut());
    expect(visitor.user).toBeNull();
    expect(visitor.coupon_count).toBe(0);
    // Logging out keeps the language the visitor chose.
    expect(visitor.language).toBe('en');
  });

  it('languageChanged pairs the currency with the language', () => {
    const en = reduce(INITIAL_SESSION_STATE, languageChanged({ language: 'en' }));
    expect([en.language, en.currency]).toEqual(['en', 'usd']);
    const kr = reduce(en, languageChanged({ language: 'kr', currency: 'usd' }));
    expect([kr.language, kr.currency]).toEqual(['kr', 'krw']);
  });

  it('userUpdated replaces the signed-in user only', () => {
    const renamed = { ...HONG, mb_name: '김향초' };
    expect(reduce(INITIAL_SESSION_STATE, userUpdated(renamed)).user).toBeNull();
    expect(reduce(INITIAL_SESSION_STATE, loggedIn(HONG), userUpdated(renamed)).user).toEqual(
      renamed,
    );
    const other = { ...HONG, mb_id: 'kim' };
    expect(reduce(INITIAL_SESSION_STATE, loggedIn(HONG), userUpdated(other)).user?.mb_id).toBe(
      'hong',
    );
  });

  it('countsUpdated changes only the counts given, as non-negative integers', () => {
    const state = reduce(
      INITIAL_SESSION_STATE,
      sessionChecked(check()),
      countsUpdated({ notification_count: 0 }),
    );
    expect([state.cart_count, state.coupon_count, state.notification_count]).toEqual([3, 2, 0]);
    expect(reduce(state, countsUpdated({ coupon_count: -4 })).coupon_count).toBe(0);
    expect(reduce(state, countsUpdated({ cart_count: 5 })).cart_count).toBe(5);
    // Logging out starts a new, empty visitor cart.
    expect(reduce(state, loggedOut()).cart_count).toBe(0);
  });
});

describe('session selectors', () => {
  const root = (session: SessionState) => ({ session });

  it('derive authenticated, admin and isKorean', () => {
    const visitor = root(INITIAL_SESSION_STATE);
    expect(selectAuthenticated(visitor)).toBe(false);
    expect(selectIsAdmin(visitor)).toBe(false);
    expect(selectIsKorean(visitor)).toBe(true);

    const admin = root(
      reduce(INITIAL_SESSION_STATE, sessionChecked(check({ user: { ...HONG, is_admin: true } }))),
    );
    expect(selectAuthenticated(admin)).toBe(true);
    expect(selectIsAdmin(admin)).toBe(true);
    expect(selectIsKorean(admin)).toBe(false);
  });

  it('a user without mb_id is not authenticated', () => {
    const state = root({ ...INITIAL_SESSION_STATE, user: { ...HONG, mb_id: '' } });
    expect(selectAuthenticated(state)).toBe(false);
  });

  it('read every field', () => {
    const state = root(reduce(INITIAL_SESSION_STATE, sessionChecked(check())));
    expect(selectSession(state)).toBe(state.session);
    expect(selectUser(state)).toEqual(HONG);
    expect(selectLanguage(state)).toBe('en');
    expect(selectCurrency(state)).toBe('usd');
    expect(selectCartKey(state)).toBe('cart-1');
    expect(selectCouponCount(state)).toBe(2);
    expect(selectNotificationCount(state)).toBe(5);
    expect(selectSessionStatus(state)).toBe('checked');
  });
});
