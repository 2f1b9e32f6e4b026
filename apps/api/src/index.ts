export type { AppConfig } from './config/env.js';
export { ConfigError, loadConfig } from './config/env.js';
export type { Database, DatabaseHandle } from './db/database.js';
export { openDatabase } from './db/database.js';
export type { Mailer, MailMessage } from './ports/mail/mailer.js';
export { seedDemoData, seedReferenceData, type Seeder } from './seed/seed.js';
export { FORWARDING_KEY_HEADER } from './http/client-address.js';
export { createServer, type ServerOverrides } from './server.js';
export { runServer } from './run-server.js';
