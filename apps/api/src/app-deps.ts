import type { AppConfig } from './config/env.js';
import type { Database } from './db/database.js';
import type { Throttle } from './features/auth/throttle.js';
import type { ImageWork } from './features/media/image-work.js';
import type { BackgroundTasks } from './jobs/background-tasks.js';
import type { VersionCache } from './http/version-cache.js';
import type { Mailer } from './ports/mail/mailer.js';
import type { PaymentGateway } from './ports/payments/payment-gateway.js';
import type { ObjectStore } from './ports/storage/object-store.js';

/** What feature route plugins are given. */
export interface AppDeps {
  /** Work done after the answer is sent (so its cost cannot be timed). */
  backgroundTasks: BackgroundTasks;
  config: AppConfig;
  db: Database;
  /** The payment gateway: Toss Payments with keys, else the sandbox PG. */
  gateway: PaymentGateway;
  /** The process's queue for image decoding and encoding (uploads, renditions). */
  imageWork: ImageWork;
  mailer: Mailer;
  /** Uploaded originals and their cached renditions. */
  objectStore: ObjectStore;
  throttle: Throttle;
  /** Short-lived collection versions for cheap ETags and kept answers (`VersionedAnswers`). */
  versions: VersionCache;
}
