import { index, integer, pgTable, serial, timestamp, varchar, text } from 'drizzle-orm/pg-core';

/** Shop members (legacy Gnuboard `g5_member`). Soft-deleted on unregister. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    mbId: varchar('mb_id', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('mb_name', { length: 30 }).notNull(),
    // Emptied on unregister (PIPA: personal data is destroyed when a member leaves),
    // so uniqueness only binds current members.
    email: varchar('mb_email', { length: 100 }).unique(),
    // When the owner last proved they receive mail at `email` (a reset link mailed there was
    // used); emptied when the email changes. Unverified addresses get few mails (issue 19).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    hp: varchar('mb_hp', { length: 20 }),
    // An operator's role (owner, manager…; OPERATOR_ROLES), null for shoppers: `is_admin` on the
    // wire is `operator_role is not null`.
    operatorRole: varchar('operator_role', { length: 20 }),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }).notNull(),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    // The policy versions accepted at sign-up (null: before versions were kept, or none published).
    termsVersion: integer('terms_version'),
    privacyVersion: integer('privacy_version'),
    age14ConfirmedAt: timestamp('age14_confirmed_at', { withTimezone: true }).notNull(),
    marketingAgreedAt: timestamp('marketing_agreed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The language and currency the member last chose while logged in, applied at login.
    lang: varchar('lang', { length: 2 }),
    currency: varchar('currency', { length: 3 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Blocked by an operator (with the reason told to the member): no sign-in, no order.
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: varchar('blocked_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('members_name_email_idx').on(t.name, t.email)],
);

export type MemberRow = typeof members.$inferSelect;
