import { count } from 'drizzle-orm';

import { policyDocuments } from '../../db/schema/index.js';
import type { Seeder } from '../../seed/seed.js';
import { privacyText, termsText } from './policy-texts.js';

/** The demo shop's terms and privacy policy: version 2 in force, version 1 readable. */
export const policySeeder: Seeder = {
  name: 'policies',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(policyDocuments);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const versions = [
      { version: 1, effectiveOn: '2025-01-01' },
      { version: 2, effectiveOn: '2026-03-01' },
    ] as const;
    await tx.insert(policyDocuments).values(
      versions.flatMap(({ version, effectiveOn }) =>
        (['terms', 'privacy'] as const).map((kind) => {
          const text = kind === 'terms' ? termsText(version) : privacyText(version);
          return { kind, version, effectiveOn, sections: text.kr, sectionsEn: text.en };
        }),
      ),
    );
  },
};
