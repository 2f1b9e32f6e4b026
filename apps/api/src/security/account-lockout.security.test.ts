import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';
import { visitorAt } from './visitor-at.js';

// Issue 10, finding 2: five wrong passwords from anywhere locked the owner out for 15 minutes.
let api: TestApi;
const SLOWDOWN_MS = 300;
beforeAll(async () => {
  api = await startTestApi({ env: { LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS) } });
});
afterAll(() => api.close());

describe('login failures from one address do not lock the owner out', () => {
  it('stops the guessing address while the owner logs in from another', async () => {
    const owner = await api.createMember();
    const attacker = visitorAt(api.app, '198.51.100.66');
    for (let i = 0; i < api.config.loginThrottle.perAccount; i += 1) {
      expect((await attacker.login(owner.mb_id, `guess-${i}-pass`)).status).toBe(422);
    }
    const stopped = await attacker.login(owner.mb_id, owner.password);
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(800);

    const home = visitorAt(api.app, '203.0.113.10');
    const started = performance.now();
    const res = await home.login(owner.mb_id, owner.password);
    expect(res.status).toBe(200);
    expect(res.body.user.mb_id).toBe(owner.mb_id);
    // The account is under attack: every address is slowed down, none refused.
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);

    // The owner's success does not free the attacker.
    expect((await attacker.login(owner.mb_id, owner.password)).status).toBe(429);
  });

  it('lets each new address guess only a few times, and refuses the same address on every account', async () => {
    const owner = await api.createMember();
    const second = visitorAt(api.app, '198.51.100.67');
    for (let i = 0; i < api.config.loginThrottle.perAccount; i += 1) {
      expect((await second.login(owner.mb_id, `guess-${i}-pass`)).status).toBe(422);
    }
    expect((await second.login(owner.mb_id, `guess-last-pass`)).status).toBe(429);
    // The per-address limit across accounts still holds (30 by default).
    const wide = await startTestApi({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      const sprayer = visitorAt(wide.app, '198.51.100.68');
      for (const id of ['ghost_one', 'ghost_two', 'ghost_three'])
        expect((await sprayer.login(id, 'wrong-pass1')).status).toBe(422);
      expect((await sprayer.login('ghost_four', 'wrong-pass1')).status).toBe(429);
    } finally {
      await wide.close();
    }
  });
});
