import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built API server alone (`pnpm turbo run build --filter=@atelier/api...`). */
export const apiEntry = fileURLToPath(new URL('../../../apps/api/dist/main.js', import.meta.url));

/**
 * The built one-process shop, API and storefront server rendering
 * (`pnpm turbo run build --filter=@atelier/gateway...`): what `npm start` runs.
 */
export const gatewayEntry = fileURLToPath(
  new URL('../../../apps/gateway/dist/main.js', import.meta.url),
);

export interface StartShopOptions {
  /** Server entry to run; defaults to {@link gatewayEntry}. */
  entry?: string;
  /** Extra environment, e.g. `{ DATABASE_URL }` to run on PostgreSQL instead of a fresh PGlite. */
  env?: Record<string, string>;
  /** How long to wait for `/readyz`; default 170 s, inside the e2e hook timeout (first start migrates and seeds, beside other suites' shops in CI). */
  readyTimeoutMs?: number;
  /** Port to listen on; default a free one (see {@link freePort}). */
  port?: number;
  /** Path answering 200 once the server is ready; default `/readyz` (the storefront alone: `/healthz`). */
  readyPath?: string;
}

export interface Shop {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  baseUrl: string;
  /** Stops the server's process group and deletes its data folder. */
  stop(): Promise<void>;
  /** The last 20 000 characters the server wrote (stdout and stderr). */
  output(): string;
}

/**
 * A TCP port that was free a moment ago (listen on port 0, read it, close).
 *
 * @example
 * const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built shop server (the gateway: API and storefront pages) on a free port with a
 * fresh temporary `DATA_DIR` (PGlite, seeded on first start) and `NODE_ENV=test`, and waits
 * until `/readyz` answers. Builds nothing: run
 * `pnpm turbo run build --filter=@atelier/gateway...` first.
 * The server runs in its own process group, ended by `stop()` or when this process exits.
 *
 * @example
 * const shop = await startShop();
 * const res = await fetch(`${shop.baseUrl}/healthz`);
 * await shop.stop();
 */
export async function startShop(options: StartShopOptions = {}): Promise<Shop> {
  const entry = options.entry ?? gatewayEntry;
  if (!existsSync(entry)) {
    const filter = entry === apiEntry ? '@atelier/api' : '@atelier/gateway';
    throw new Error(`${entry} is missing: run pnpm turbo run build --filter=${filter}... first`);
  }
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-shop-'));
  // A developer's exported DATABASE_URL must not point the throwaway server at a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a bench run.
  const nodeArgs = process.env.SHOP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const killGroup = (signal: NodeJS.Signals) => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const forget = onRunnerExit(() => killGroup('SIGKILL'));

  const stop = async () => {
    forget();
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(
      `${baseUrl}${options.readyPath ?? '/readyz'}`,
      exited,
      options.readyTimeoutMs ?? 170_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, stop, output: () => output };
}

async function waitUntilReady(url: string, exited: Promise<number | null>, timeoutMs: number) {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`shop server exited with code ${exitCode} before ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`shop server not ready at ${url} after ${timeoutMs} ms`);
}

const cleanups = new Set<() => void>();
let hooked = false;

/** Runs `cleanup` when this process exits or is told to stop; returns an unregister function. */
function onRunnerExit(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  if (!hooked) {
    hooked = true;
    const runAll = () => cleanups.forEach((fn) => fn());
    process.once('exit', runAll);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        runAll();
        // Our listener replaced the default action: re-raise so the runner still stops.
        process.kill(process.pid, signal);
      });
    }
  }
  return () => cleanups.delete(cleanup);
}
