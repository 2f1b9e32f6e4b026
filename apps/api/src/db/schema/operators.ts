import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './members.js';

// Operator access (issue 21): the authenticator secret and recovery codes of each operator, and
// the audit log of every operator write. The role itself is `members.operator_role`.

/**
 * An operator's TOTP authenticator: the secret (AES-GCM sealed with a key derived from the
 * session secret), when enrolment was confirmed (null: shown but never confirmed by a code),
 * and the last time step used (a code works once).
 */
export const operatorAuthenticators = pgTable('operator_authenticators', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes given at enrolment, stored as SHA-256 (they are random, not chosen). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_member_idx').on(t.memberId)],
);

/**
 * Every operator write: who (the member, and their id as it was), when, from which address,
 * the area and action, the resource and its id, and its values before and after. Written in
 * the transaction of the write it records; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    mbId: varchar('mb_id', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 45 }).notNull(),
    area: varchar('area', { length: 20 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    resource: varchar('resource', { length: 40 }).notNull(),
    resourceId: varchar('resource_id', { length: 40 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_operator_idx').on(t.mbId, t.createdAt),
    index('audit_log_area_idx').on(t.area, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
