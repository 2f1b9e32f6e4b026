import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const pnpm = path.join(workspaceRoot, 'tooling/scripts/pnpm.mjs');
const WORKSPACE_FOLDERS = ['packages', 'tooling', 'apps'];
const BUILD_CONFIG_FILES = ['tsconfig.json', 'tsup.config.ts', 'vite.config.ts'];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  pnpm?: { overrides?: Record<string, string> };
}

export interface PackedApp {
  /** The copied app, installed from the tarballs and built. */
  dir: string;
  /** Names of the workspace packages it was installed from, as tarballs. */
  packages: string[];
  /** Deletes the copy and the tarballs. */
  remove(): Promise<void>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

function workspacePackages(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const folder of WORKSPACE_FOLDERS) {
    for (const entry of readdirSync(path.join(workspaceRoot, folder), { withFileTypes: true })) {
      const dir = path.join(workspaceRoot, folder, entry.name);
      if (entry.isDirectory() && existsSync(path.join(dir, 'package.json'))) {
        byName.set(readManifest(dir).name, dir);
      }
    }
  }
  return byName;
}

const workspaceNames = (deps: Record<string, string> = {}) =>
  Object.entries(deps)
    .filter(([, range]) => range.startsWith('workspace:'))
    .map(([name]) => name);

/**
 * What an app needs from the workspace to build and run: its workspace dependencies, the
 * workspace tooling its build config files name, and everything those depend on in turn.
 */
function packagesToPack(appDir: string, workspace: Map<string, string>): string[] {
  const app = readManifest(appDir);
  const configText = BUILD_CONFIG_FILES.map((file) => path.join(appDir, file))
    .filter(existsSync)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const queue = [
    ...workspaceNames(app.dependencies),
    ...workspaceNames(app.devDependencies).filter((name) =>
      new RegExp(`['"]${name}(?:/[^'"]*)?['"]`).test(configText),
    ),
  ];
  const needed = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (needed.has(name)) continue;
    const dir = workspace.get(name);
    if (!dir) throw new Error(`${name} is not a workspace package`);
    needed.add(name);
    const manifest = readManifest(dir);
    queue.push(
      ...workspaceNames(manifest.dependencies),
      ...workspaceNames(manifest.peerDependencies),
    );
  }
  return [...needed].sort();
}

/** The caller's environment without what a test runner sets (NODE_ENV=test, VITEST, MODE, …). */
function buildEnvironment(): NodeJS.ProcessEnv {
  const testRunnerKeys = /^(NODE_ENV|TEST|VITEST.*|MODE|DEV|PROD|SSR|BASE_URL)$/;
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !testRunnerKeys.test(key)),
  );
}

async function pack(dir: string, destination: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [pnpm, 'pack', '--pack-destination', destination],
    {
      cwd: dir,
    },
  );
  const tarball = stdout.trim().split('\n').pop()!;
  if (!tarball.endsWith('.tgz')) throw new Error(`pnpm pack in ${dir} said: ${stdout}`);
  return tarball;
}

/**
 * Builds a workspace app the way an outside consumer would: every workspace package it needs
 * is packed (`pnpm pack`: only the published files, `workspace:` ranges replaced), the app is
 * copied outside the workspace, installed from those tarballs and built with
 * `ATELIER_PACKAGES=dist`, so nothing resolves to a package's `src/`. The packages must be
 * built first (`pnpm turbo run build`).
 *
 * @example
 * const app = await buildPackedApp(path.resolve('apps/storefront'));
 * // run app.dir's `start` script, fetch a page …
 * await app.remove();
 */
export async function buildPackedApp(appDir: string): Promise<PackedApp> {
  const workspace = workspacePackages();
  const names = packagesToPack(appDir, workspace);
  const root = await mkdtemp(path.join(os.tmpdir(), 'atelier-packed-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const tarballDir = path.join(root, 'tarballs');
    await mkdir(tarballDir);
    const tarballs: Record<string, string> = {};
    for (const name of names)
      tarballs[name] = `file:${await pack(workspace.get(name)!, tarballDir)}`;

    const dir = path.join(root, path.basename(appDir));
    await cp(appDir, dir, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist|\.turbo)$/.test(source),
    });
    const manifest = readManifest(appDir);
    const fromTarballs = (deps: Record<string, string> = {}) =>
      Object.fromEntries(
        Object.entries(deps)
          .filter(([name, range]) => !range.startsWith('workspace:') || name in tarballs)
          .map(([name, range]) => [name, tarballs[name] ?? range]),
      );
    const consumer: Manifest = {
      ...manifest,
      dependencies: fromTarballs(manifest.dependencies),
      devDependencies: fromTarballs(manifest.devDependencies),
      pnpm: { overrides: tarballs },
    };
    await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(consumer, null, 2)}\n`);

    const env = { ...buildEnvironment(), ATELIER_PACKAGES: 'dist' };
    await run(process.execPath, [pnpm, 'install', '--prefer-offline', '--no-frozen-lockfile'], {
      cwd: dir,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    await run(process.execPath, [pnpm, 'run', 'build'], {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { dir, packages: names, remove };
  } catch (error) {
    await remove();
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${(error as Error).message}\n${stdout.slice(-4_000)}\n${stderr.slice(-4_000)}`,
    );
  }
}
