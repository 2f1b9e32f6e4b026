import { count } from 'drizzle-orm';

import { members } from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import type { Seeder } from './seed.js';

/** Password of the demo (non-admin) members; documented in the README. */
export const DEMO_MEMBER_PASSWORD = 'atelier2026';

const DEMO_MEMBERS = [
  { mbId: 'hong', name: '홍길동', email: 'hong@example.com', hp: '010-1234-5678', marketing: true },
  {
    mbId: 'kim_soyeon',
    name: '김소연',
    email: 'soyeon.kim@example.com',
    hp: '010-2345-6789',
    marketing: false,
  },
  {
    mbId: 'emma',
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    hp: '+14155550123',
    marketing: false,
  },
];

export const memberSeeder: Seeder = {
  name: 'members',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(members);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx, notes, adminPassword }) {
    const now = new Date();
    const consents = { termsAgreedAt: now, privacyAgreedAt: now, age14ConfirmedAt: now };
    await tx.insert(members).values({
      mbId: 'admin',
      passwordHash: await hashPassword(adminPassword),
      name: '아틀리에 관리자',
      email: 'admin@atelier.local',
      hp: '010-0000-8914',
      isAdmin: true,
      ...consents,
    });
    const demoHash = await hashPassword(DEMO_MEMBER_PASSWORD);
    await tx.insert(members).values(
      DEMO_MEMBERS.map((m) => ({
        mbId: m.mbId,
        passwordHash: demoHash,
        name: m.name,
        email: m.email,
        hp: m.hp,
        ...consents,
        marketingAgreedAt: m.marketing ? now : null,
      })),
    );
    notes.push(
      `Admin login: admin / ${adminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`,
      `Demo members: ${DEMO_MEMBERS.map((m) => m.mbId).join(', ')} / ${DEMO_MEMBER_PASSWORD}`,
    );
  },
};
