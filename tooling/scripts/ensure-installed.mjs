import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpmCommand, repoRoot, runPnpm } from './pnpm.mjs';

const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');
const modulesYaml = path.join(repoRoot, 'node_modules', '.modules.yaml');
const stamp = path.join(repoRoot, 'node_modules', '.cache', 'atelier-install.sha256');

/**
 * Runs `pnpm install --frozen-lockfile` unless the last install this script made is still
 * current: node_modules/.modules.yaml newer than pnpm-lock.yaml and the lockfile's hash
 * equal to the stamp written after that install.
 *
 * @returns {boolean} whether an install ran
 * @example
 * ensureInstalled(); // before any pnpm/turbo task
 */
export function ensureInstalled() {
  const hash = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
  if (mtime(modulesYaml) > mtime(lockfile) && read(stamp) === hash) return false;
  pnpmCommand(); // bootstrap first so its own progress line comes before ours
  console.log('> pnpm install --frozen-lockfile');
  runPnpm(['install', '--frozen-lockfile']);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return true;
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
