import type { PolicyKind, PolicySection } from '@atelier/contracts';
import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The versions of the terms of use and the privacy policy. A version is in force from its
 * `effective_on` (a Korea date) until the next one's; a later one is published ahead as notice.
 */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<PolicyKind>().notNull(),
    version: integer('version').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    sections: jsonb('sections').$type<PolicySection[]>().notNull(),
    sectionsEn: jsonb('sections_en').$type<PolicySection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('policy_documents_version_idx').on(t.kind, t.version),
    uniqueIndex('policy_documents_effective_idx').on(t.kind, t.effectiveOn),
  ],
);

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;
