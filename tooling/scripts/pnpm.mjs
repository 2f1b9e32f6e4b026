// Finds a pnpm 10 to run, bootstrapping one from the npm registry when the machine has none.
// Node built-ins only: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Absolute path of the repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Variables every pnpm/turbo child gets unless the caller set them. */
export const quietEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
for (const [key, value] of Object.entries(quietEnv)) process.env[key] ??= value;

const wanted = JSON.parse(
  readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).packageManager.replace(/^pnpm@/, '');
const bootstrapDir = path.join(repoRoot, 'node_modules', '.cache', 'pnpm-bootstrap');
const bootstrapBin = path.join(bootstrapDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

let resolved;

/**
 * The command that runs pnpm 10: the one on PATH when its major is 10, otherwise a copy
 * installed once with npm into `node_modules/.cache/pnpm-bootstrap` (later calls reuse it
 * without touching the network). When bootstrapped, its `.bin` is prepended to PATH of this
 * process so children that call `pnpm` by name (turbo, package scripts) find it too.
 *
 * @returns {{ command: string, args: string[] }}
 * @example
 * const { command, args } = pnpmCommand();
 * spawnSync(command, [...args, '--version'], { stdio: 'inherit' });
 */
export function pnpmCommand() {
  if (resolved) return resolved;
  const onPath = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (onPath.status === 0 && onPath.stdout.trim().split('.')[0] === wanted.split('.')[0]) {
    resolved = { command: 'pnpm', args: [] };
    return resolved;
  }
  if (installedVersion() !== wanted) {
    console.log(
      `> no pnpm ${wanted.split('.')[0]} on PATH; installing pnpm@${wanted} into ${path.relative(repoRoot, bootstrapDir)}`,
    );
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--prefix',
        bootstrapDir,
        `pnpm@${wanted}`,
      ],
      { stdio: 'inherit', shell: process.platform === 'win32' },
    );
    if (npm.status !== 0 || installedVersion() !== wanted)
      throw new Error(`could not install pnpm@${wanted} with npm`);
  }
  process.env.PATH = [path.join(bootstrapDir, 'node_modules', '.bin'), process.env.PATH].join(
    path.delimiter,
  );
  resolved = { command: process.execPath, args: [bootstrapBin] };
  return resolved;
}

function installedVersion() {
  const manifest = path.join(bootstrapDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(bootstrapBin) && existsSync(manifest)
    ? JSON.parse(readFileSync(manifest, 'utf8')).version
    : undefined;
}

/**
 * Runs pnpm with inherited stdio from the repository root (or `opts.cwd`).
 * Throws when pnpm exits non-zero unless `opts.allowFailure` is set.
 *
 * @param {string[]} args pnpm arguments, e.g. `['install', '--frozen-lockfile']`
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, allowFailure?: boolean }} [opts]
 * @returns {number} the exit code
 * @example
 * runPnpm(['turbo', 'run', 'build', '--filter=@atelier/api...']);
 */
export function runPnpm(args, opts = {}) {
  const { command, args: prefix } = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: opts.cwd ?? repoRoot,
    env: { ...process.env, ...opts.env },
    stdio: 'inherit',
  });
  const code = result.status ?? 1;
  if (code !== 0 && !opts.allowFailure) {
    throw new Error(
      `pnpm ${args.join(' ')} failed with exit code ${code}${result.signal ? ` (${result.signal})` : ''}`,
    );
  }
  return code;
}

// `node tooling/scripts/pnpm.mjs <args>` runs pnpm even where none is installed (used by .ci/run).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = runPnpm(process.argv.slice(2), { cwd: process.cwd(), allowFailure: true });
}
