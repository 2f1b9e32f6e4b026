import { count } from 'drizzle-orm';

import { memberAddresses, members } from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { currentPolicies } from '../features/policies/policy-queries.js';
import type { Seeder } from './seed.js';

/** Password of the demo (non-admin) members; documented in the README. */
export const DEMO_MEMBER_PASSWORD = 'atelier2026';

// The order form fills the recipient from the default entry of the address book.
const DEMO_MEMBERS = [
  {
    mbId: 'hong',
    name: '홍길동',
    email: 'hong@example.com',
    hp: '010-1234-5678',
    marketing: true,
    addresses: [
      { label: '회사', zonecode: '04524', address1: '서울 중구 세종대로 110', address2: '3층' },
      {
        label: '집',
        zonecode: '06035',
        address1: '서울 강남구 가로수길 5',
        address2: '101동 1203호',
        isDefault: true,
      },
    ],
  },
  {
    mbId: 'kim_soyeon',
    name: '김소연',
    email: 'soyeon.kim@example.com',
    hp: '010-2345-6789',
    marketing: false,
    addresses: [
      {
        label: '집',
        zonecode: '48058',
        address1: '부산 해운대구 센텀중앙로 79',
        address2: '센텀타워 2201호',
        isDefault: true,
      },
    ],
  },
  {
    mbId: 'emma',
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    hp: '+14155550123',
    marketing: false,
    addresses: [],
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
    const policies = await currentPolicies(tx, now);
    const consents = {
      termsAgreedAt: now,
      termsVersion: policies.terms?.version ?? null,
      privacyAgreedAt: now,
      privacyVersion: policies.privacy?.version ?? null,
      age14ConfirmedAt: now,
    };
    await tx.insert(members).values({
      mbId: 'admin',
      passwordHash: await hashPassword(adminPassword),
      name: '아틀리에 관리자',
      email: 'admin@atelier.local',
      hp: '010-0000-8914',
      operatorRole: 'owner',
      ...consents,
    });
    const demoHash = await hashPassword(DEMO_MEMBER_PASSWORD);
    const inserted = await tx
      .insert(members)
      .values(
        DEMO_MEMBERS.map((m) => ({
          mbId: m.mbId,
          passwordHash: demoHash,
          name: m.name,
          email: m.email,
          hp: m.hp,
          ...consents,
          marketingAgreedAt: m.marketing ? now : null,
        })),
      )
      .returning({ id: members.id, mbId: members.mbId });
    const addresses = DEMO_MEMBERS.flatMap((m) =>
      m.addresses.map((a) => ({
        memberId: inserted.find((row) => row.mbId === m.mbId)!.id,
        name: m.name,
        phone: m.hp,
        isDefault: false,
        ...a,
      })),
    );
    await tx.insert(memberAddresses).values(addresses);
    notes.push(
      `Admin login: admin / ${adminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`,
      `Demo members: ${DEMO_MEMBERS.map((m) => m.mbId).join(', ')} / ${DEMO_MEMBER_PASSWORD}`,
    );
  },
};
