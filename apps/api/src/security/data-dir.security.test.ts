import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config/env.js';
import { createServer } from '../server.js';

// Issue 10, start-up robustness: with DATA_DIR naming a folder that does not exist, the
// production entry died with a raw `ENOENT … mkdir '<dir>/pglite'` stack.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'atelier-data-dir-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The embedded database is what needs the folder (the test run may have DATABASE_URL set).
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

const production = (dataDir: string) => ({
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PAYMENT_SANDBOX: 'on',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});

describe('DATA_DIR at start-up', () => {
  it('creates a missing folder (and its parents) and opens the embedded database in it', async () => {
    const dataDir = path.join(scratch, 'not', 'yet', 'there');
    const config = loadConfig(production(dataDir));
    const app = await createServer(config, { logger: false });
    try {
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('names the problem in one line when the folder cannot be created', () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    expect(() => loadConfig(production(dataDir))).toThrow(ConfigError);
    try {
      loadConfig(production(dataDir));
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        `DATA_DIR: cannot create the folder ${dataDir} (ENOTDIR)`,
      ]);
    }
  });

  it('the entry exits 1 with that line, not a stack', () => {
    const dataDir = path.join(scratch, 'a-file', 'data');
    const run = spawnSync(
      process.execPath,
      ['--conditions=@atelier/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: apiRoot,
        env: { ...withoutDatabaseUrl(process.env), ...production(dataDir), PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`DATA_DIR: cannot create the folder ${dataDir} (ENOTDIR)`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
