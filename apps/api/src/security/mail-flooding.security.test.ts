// Issue 19, item 3: guest orders mailed any address, as often as asked, opening with the orderer's typed name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, members } from '../db/schema/index.js';
import { deliverQueuedMail } from '../jobs/mail-queue.js';
import { startTestApi, type TestApi } from '../testing.js';

const ATTACKER_NAME = '환불은 evil.example 방문님';

let api: TestApi;
beforeAll(async () => {
  // Many guest orders from one address: the order limits (item 2) are raised so only mail is tested.
  api = await startTestApi({
    env: { MAIL_MAX_PER_RECIPIENT: '5', GUEST_MAX_UNPAID_QTY: '1000', ORDER_MAX_PER_IP: '1000' },
  });
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function guestOrders(count: number, email: string) {
  // Two sessions, as a script would rotate them.
  const browsers = [await api.visitor(), await api.visitor()];
  for (let i = 0; i < count; i += 1) {
    await api.placeOrder(browsers[i % 2]!, {
      orderer_name: ATTACKER_NAME,
      orderer_email: email,
      order_password: 'Tq7!mVx2-Lp9',
    });
  }
}

async function deliverAll() {
  while ((await deliverQueuedMail(db(), api.app.deps.mailer, api.config.mailLimits, 50)) > 0);
}

describe('mail to addresses a visitor typed', () => {
  it('sends at most 3 a day to an address nobody verified; the rest are kept as suppressed, and the orders stand', async () => {
    const victim = 'victim@target.example';
    await guestOrders(6, victim);
    await deliverAll();
    const rows = await mailsTo(victim);
    expect(rows).toHaveLength(6);
    expect(rows.filter((m) => m.transport === 'outbox')).toHaveLength(3);
    const suppressed = rows.filter((m) => m.transport === 'suppressed');
    expect(suppressed).toHaveLength(3);
    expect(suppressed.every((m) => m.suppressedReason === 'unverified_recipient')).toBe(true);
    expect(suppressed.every((m) => m.sentAt === null)).toBe(true);
  });

  it("never puts the orderer's typed name into the mail", async () => {
    const rows = await mailsTo('victim@target.example');
    for (const mail of rows) {
      expect(mail.text.startsWith('안녕하세요, 아틀리에입니다.')).toBe(true);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.subject).not.toContain('evil.example');
    }
  });

  it('a verified member address still has the per-recipient limit', async () => {
    const email = 'verified@target.example';
    await api.createMember({ email, emailVerifiedAt: new Date() });
    await guestOrders(7, email);
    await deliverAll();
    const rows = await mailsTo(email);
    expect(rows.filter((m) => m.transport === 'outbox')).toHaveLength(5);
    const suppressed = rows.filter((m) => m.transport === 'suppressed');
    expect(suppressed.map((m) => m.suppressedReason)).toEqual([
      'recipient_limit',
      'recipient_limit',
    ]);
  });

  it("a member's own order mails are not held to the unverified address's 3 a day", async () => {
    const { browser } = await api.loginMember();
    const email = 'member-orders@target.example';
    for (let i = 0; i < 5; i += 1) await api.placeOrder(browser, { orderer_email: email });
    await deliverAll();
    const rows = await mailsTo(email);
    expect(rows).toHaveLength(5);
    expect(rows.filter((m) => m.transport === 'outbox')).toHaveLength(5);
  });

  it('an address counts as verified once a reset link mailed there was used, until the email changes', async () => {
    const m = await api.createMember({ email: 'owner@target.example' });
    const verifiedAt = async () =>
      (
        await db().select({ at: members.emailVerifiedAt }).from(members).where(eq(members.id, m.id))
      )[0]!.at;
    expect(await verifiedAt()).toBeNull();
    const browser = await api.visitor();
    await browser.post('/api/v1/forget_password', {
      mb_id: m.mb_id,
      mb_email: 'owner@target.example',
    });
    const [mail] = await api.outbox();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await browser.post('/api/v1/reset_password', {
      token,
      mb_password: 'brandnew2026',
      mb_password_confirmation: 'brandnew2026',
    });
    expect(reset.status).toBe(200);
    expect(await verifiedAt()).toBeInstanceOf(Date);

    await browser.login(m.mb_id, 'brandnew2026');
    const account = { mb_name: '김하나', mb_hp: '010-5555-6666', agree_marketing: false };
    await browser.put(`/api/v1/my-account/${m.mb_id}`, {
      ...account,
      mb_email: 'owner@target.example',
    });
    expect(await verifiedAt()).toBeInstanceOf(Date);
    const changed = await browser.put(`/api/v1/my-account/${m.mb_id}`, {
      ...account,
      mb_email: 'elsewhere@target.example',
    });
    expect(changed.status).toBe(200);
    expect(await verifiedAt()).toBeNull();
  });
});
