import { createServer, type Server, type Socket } from 'node:net';

import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 7: forget_password answered 3–6 ms slower for a real id and email,
// because it looked the member up, wrote a token and sent the mail before answering. Now
// that work runs after the answer. The proof does not time anything: the shop's real SMTP
// adapter talks to a mail server that accepts connections and never says a word, so the
// mail can never finish, and both answers still arrive, the same.
let smtp: Server;
const connections: Socket[] = [];
let api: TestApi;

beforeAll(async () => {
  smtp = createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  for (const socket of connections) socket.destroy();
  await api.close();
  await new Promise((resolve) => smtp.close(resolve));
});

async function answerOf(path: string, body: Record<string, string>) {
  const client = new CookieBrowser(api.url);
  await client.start();
  return client.post(path, body);
}

describe('account recovery answers before any mail work', () => {
  it.each([
    [
      '/api/v1/forget_password',
      (m: { mb_id: string }) => ({ mb_id: m.mb_id, mb_email: 'owner7@example.com' }),
      { mb_id: 'nobody_here', mb_email: 'nobody7@example.com' },
    ],
    [
      '/api/v1/forget_id',
      () => ({ mb_name: '복구회원', mb_email: 'owner7b@example.com' }),
      { mb_name: '없는회원', mb_email: 'nobody7b@example.com' },
    ],
  ])(
    '%s: a real member and an unknown one get the same answer while the mail is still unsent',
    async (path, real, unknown) => {
      const email = path.endsWith('forget_id') ? 'owner7b@example.com' : 'owner7@example.com';
      const member = await api.createMember({ email, name: '복구회원' });
      const before = connections.length;

      const forReal = await answerOf(path, real(member));
      const forNobody = await answerOf(path, unknown);
      expect(forReal.status).toBe(200);
      expect(forNobody.status).toBe(200);
      expect(forReal.body).toEqual(forNobody.body);

      // The mail for the real member is being sent only now, after both answers: its SMTP
      // connection is open and unanswered, and nothing is recorded as sent.
      await vi.waitFor(() => expect(connections.length).toBe(before + 1));
      // (Read directly: `api.outbox()` waits for unfinished mail work, which never finishes here.)
      const sent = await api.app.database.db.select().from(mailOutbox);
      expect(sent.filter((mail) => mail.to === email)).toEqual([]);
      // The mail server gives up: the failure is logged, never answered, and the work ends.
      connections.at(-1)!.destroy();
      await api.app.backgroundTasks.idle();
      // All work done: the unknown member's request looked up nobody and mailed nobody.
      expect(connections.length).toBe(before + 1);
    },
  );
});
