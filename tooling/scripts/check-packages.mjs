// Packs every publishable package under packages/ and checks the tarball the way a consumer
// gets it: publint (package.json exports/files) and attw (types resolve for ESM consumers).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pnpmCommand, repoRoot, runPnpm } from './pnpm.mjs';

const packagesDir = path.join(repoRoot, 'packages');
const publishable = readdirSync(packagesDir)
  .map((dir) => path.join(packagesDir, dir))
  .filter((dir) => existsSync(path.join(dir, 'package.json')))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private)
  // `node check-packages.mjs @atelier/contracts` checks just the named packages.
  .filter(({ manifest }) => process.argv.length <= 2 || process.argv.includes(manifest.name));

if (publishable.length === 0) {
  console.log('check-packages: no publishable package under packages/');
  process.exit(0);
}

const built = runPnpm(
  [
    'turbo',
    'run',
    'build',
    ...publishable.map(({ manifest }) => `--filter=${manifest.name}`),
    '--output-logs=errors-only',
  ],
  { allowFailure: true },
);
if (built !== 0) {
  console.log('FAIL check-packages: the build failed (output above); nothing was packed');
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'atelier-pack-'));
let failures = 0;
try {
  for (const { dir, manifest } of publishable) {
    const dest = mkdtempSync(path.join(tmp, 'pkg-'));
    const { command, args } = pnpmCommand();
    const problems = [];
    const pack = run(command, [...args, 'pack', '--pack-destination', dest], dir);
    const tarball = readdirSync(dest).find((f) => f.endsWith('.tgz'));
    if (pack.code !== 0 || !tarball) {
      problems.push(`pnpm pack failed\n${pack.output}`);
    } else {
      const file = path.join(dest, tarball);
      const publint = run(bin('publint'), ['run', file, '--level', 'warning'], repoRoot);
      if (publint.code !== 0) problems.push(`publint\n${publint.output}`);
      const attw = run(
        bin('attw'),
        [file, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'table-flipped'],
        repoRoot,
      );
      if (attw.code !== 0) problems.push(`attw\n${attw.output}`);
      problems.unshift(`${(statSync(file).size / 1024).toFixed(1)} kB packed`);
    }
    const ok = problems.length === 1;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${manifest.name}@${manifest.version}  ${ok ? `${problems[0]}, publint ok, attw ok` : ''}`,
    );
    if (!ok) console.log(problems.map((p) => `  ${p.trim().replaceAll('\n', '\n  ')}`).join('\n'));
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failures > 0 ? 1 : 0;

function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return {
    code: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
  };
}
