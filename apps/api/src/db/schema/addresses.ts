import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { members } from './members.js';

/** A member's saved delivery addresses (배송지 관리); one may be the default. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 20 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    zonecode: varchar('zonecode', { length: 5 }).notNull(),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_addresses_member_idx').on(t.memberId)],
);
