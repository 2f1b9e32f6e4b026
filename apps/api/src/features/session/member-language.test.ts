import type { LoginCheckResponse } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

// Issue 19, item 15: an English member's language was not remembered after login.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function loginCheck(browser: CookieBrowser) {
  return (await browser.post('/api/v1/login-check', undefined, { xsrf: false }))
    .body as LoginCheckResponse;
}

describe('a member’s language', () => {
  it('is stored when they switch while logged in and applied at their next login', async () => {
    const member = await api.createMember();
    const first = new CookieBrowser(api.url);
    await first.start();
    await first.login(member.mb_id, member.password);
    expect((await first.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(
      200,
    );
    const [row] = await api.app.database.db
      .select({ lang: members.lang, currency: members.currency })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row).toEqual({ lang: 'en', currency: 'usd' });

    // Another browser, still Korean, logs in: the session takes the member's language.
    const second = new CookieBrowser(api.url);
    await second.start();
    expect(await loginCheck(second)).toMatchObject({ lang: 'kr', currency: 'krw' });
    await second.login(member.mb_id, member.password);
    expect(await loginCheck(second)).toMatchObject({ lang: 'en', currency: 'usd' });
  });

  it('leaves a member who never switched in the browser’s language', async () => {
    const member = await api.createMember();
    const browser = new CookieBrowser(api.url);
    await browser.start();
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    await browser.login(member.mb_id, member.password);
    expect(await loginCheck(browser)).toMatchObject({ lang: 'en', currency: 'usd' });
    const [row] = await api.app.database.db
      .select({ lang: members.lang })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row?.lang).toBeNull();
  });
});
