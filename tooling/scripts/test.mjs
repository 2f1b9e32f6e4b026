// `npm test`: install when needed, lint + typecheck + unit/PGlite tests through turbo, prettier,
// check the publishable packages, then total every Vitest report.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { repoRoot, runPnpm } from './pnpm.mjs';
import { collectReports, formatReport } from './report.mjs';

const started = Date.now();
if (!process.env.VITEST_REPORT_DIR) {
  // Our own folder: clear it so the totals never include a stale or deleted suite.
  process.env.VITEST_REPORT_DIR = path.join(repoRoot, '.reports');
  rmSync(process.env.VITEST_REPORT_DIR, { recursive: true, force: true });
}

const failed = [];
try {
  ensureInstalled();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(1);
}

console.log('> turbo run lint typecheck test');
const turbo = runPnpm(
  [
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    '--output-logs=errors-only',
    '--continue=dependencies-successful',
    // Two cores: more parallel tasks only make each suite's database start-up slower.
    '--concurrency=2',
  ],
  { allowFailure: true },
);
if (turbo !== 0) failed.push('lint/typecheck/test');

console.log('> prettier --check .');
const format = runPnpm(['exec', 'prettier', '--check', '--log-level=warn', '.'], {
  allowFailure: true,
});
if (format !== 0) failed.push('prettier --check');

console.log('> check-packages');
const checkScript = path.join(repoRoot, 'tooling/scripts/check-packages.mjs');
const check = spawnSync(process.execPath, [checkScript], { cwd: repoRoot, stdio: 'inherit' });
if (check.status !== 0) failed.push('check-packages');

const totals = collectReports([process.env.VITEST_REPORT_DIR]);
console.log(
  `\nnpm test ${failed.length ? `FAILED (${failed.join(', ')})` : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
console.log(formatReport(totals));
process.exitCode = failed.length > 0 ? 1 : 0;
