import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import type { Database, Transaction } from '../db/database.js';
import { policySeeder } from '../features/policies/policy-seeder.js';
import type { ObjectStore } from '../ports/storage/object-store.js';
import { categorySeeder } from './category-seeder.js';
import { cmsSeeder } from './cms-seeder.js';
import { memberSeeder } from './member-seeder.js';
import { noticeSeeder } from './notice-seeder.js';
import { notificationSeeder } from './notification-seeder.js';
import { productSeeder } from './product-seeder.js';
import { productFeedbackSeeder } from './product-feedback-seeder.js';
import { orderSeeder } from './order-seeder.js';
import { promotionSeeder } from './promotion-seeder.js';
import { instaFeedSeeder, popupSeeder } from './shell-seeder.js';
import { translationSeeder } from './translation-seeder.js';

/** What a seeder is handed. */
export interface SeedContext {
  tx: Transaction;
  log: FastifyBaseLogger;
  /** Lines printed once at the end of the first start (credentials, hints). */
  notes: string[];
  adminPassword: string;
  /** Where seeded photos go (the app's `objectStore`); seeders that store photos need it. */
  objectStore: ObjectStore | undefined;
}

/**
 * One part of the demo shop. `isNeeded` looks at the database (typically: its table is
 * empty), so seeders added by later features also run on an existing database.
 */
export interface Seeder {
  name: string;
  isNeeded(db: Database | Transaction): Promise<boolean>;
  run(ctx: SeedContext): Promise<void>;
}

/** Data every shop needs, production included (the English phrase package). */
export const REFERENCE_SEEDERS: Seeder[] = [translationSeeder];
/** The demo shop, in dependency order. Features append theirs here. */
export const DEMO_SEEDERS: Seeder[] = [
  policySeeder,
  memberSeeder,
  noticeSeeder,
  cmsSeeder,
  categorySeeder,
  productSeeder,
  popupSeeder,
  instaFeedSeeder,
  notificationSeeder,
  productFeedbackSeeder,
  promotionSeeder,
  orderSeeder,
];

/**
 * Seeds what is missing of the reference data and the demo shop, each seeder in its
 * own transaction.
 * Answers the notes to show the operator (empty when nothing was seeded).
 */
export async function seedDemoData(
  db: Database,
  log: FastifyBaseLogger,
  options: {
    adminPassword?: string | undefined;
    seeders?: Seeder[];
    /** The app's `objectStore`: the demo catalog's photos are stored there. */
    objectStore?: ObjectStore;
  } = {},
): Promise<string[]> {
  const notes: string[] = [];
  const adminPassword = options.adminPassword ?? `At-${randomBytes(9).toString('base64url')}1`;
  for (const seeder of options.seeders ?? [...REFERENCE_SEEDERS, ...DEMO_SEEDERS]) {
    if (!(await seeder.isNeeded(db))) continue;
    await db.transaction((tx) =>
      seeder.run({ tx, log, notes, adminPassword, objectStore: options.objectStore }),
    );
    log.info({ seeder: seeder.name }, 'demo data seeded');
  }
  return notes;
}

/**
 * Seeds only the reference data (production start-up).
 */
export function seedReferenceData(db: Database, log: FastifyBaseLogger): Promise<string[]> {
  return seedDemoData(db, log, { seeders: REFERENCE_SEEDERS });
}
