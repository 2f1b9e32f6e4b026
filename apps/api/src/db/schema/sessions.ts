import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

import { members } from './members.js';

/**
 * Server-side sessions. `id` is the SHA-256 of the cookie value, so a copy of this
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull().default('kr'),
    currency: varchar('currency', { length: 3 }).notNull().default('krw'),
    cartKey: varchar('cart_key', { length: 36 }).notNull(),
    gaClientId: varchar('ga_client_id', { length: 100 }),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Operator sessions idle out sooner than shoppers' (null: the shop's idle time).
    idleMinutes: integer('idle_minutes'),
    // When the operator gave the second factor in this session (null: not an operator session).
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    // When the password was last given in this session (sign-in or re-auth).
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
