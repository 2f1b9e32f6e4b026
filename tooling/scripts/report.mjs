// Totals every Vitest JSON report (written by @atelier/vitest-config when VITEST_REPORT_DIR
// is set) into one table and the plain closing line `N passed, M failed[, K skipped]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Reads every `*.json` Vitest report in the given directories.
 * A test file that failed before running any test (import or syntax error) counts as one failure.
 *
 * @param {string[]} dirs report directories; missing ones are skipped
 * @returns {{ rows: { suite: string, passed: number, failed: number, skipped: number }[], failures: { suite: string, name: string, message?: string }[], passed: number, failed: number, skipped: number }}
 * @example
 * const { passed, failed } = collectReports(['.reports']);
 */
export function collectReports(dirs) {
  const rows = [];
  const failures = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      const suite = file.replace(/\.json$/, '');
      for (const result of report.testResults ?? []) {
        const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
        if (failed.length === 0 && result.status === 'failed')
          failures.push({ suite, name: path.basename(result.name ?? ''), message: result.message });
        for (const assertion of failed)
          failures.push({
            suite,
            name: `${path.basename(result.name ?? '')} > ${assertion.fullName ?? assertion.title}`,
            message: assertion.failureMessages?.[0],
          });
      }
      const brokenFiles = (report.testResults ?? []).filter(
        (r) => r.status === 'failed' && !r.assertionResults?.some((a) => a.status === 'failed'),
      ).length;
      rows.push({
        suite,
        passed: report.numPassedTests ?? 0,
        failed: (report.numFailedTests ?? 0) + brokenFiles,
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      });
    }
  }
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return {
    rows,
    failures,
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
  };
}

/**
 * Formats each failed test with the first line of its error (CI logs keep only the end of a
 * long run), then a per-suite table, then the totals line, which is always the last line.
 *
 * @param {ReturnType<typeof collectReports>} totals
 * @returns {string}
 * @example
 * console.log(formatReport(collectReports(['.reports'])));
 */
export function formatReport(totals) {
  const width = Math.max(5, ...totals.rows.map((r) => r.suite.length));
  const line = (suite, passed, failed, skipped) =>
    `${suite.padEnd(width)}  ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${String(skipped).padStart(7)}`;
  const lines = totals.failures.map(
    (f) =>
      `FAILED ${f.suite}: ${f.name}${f.message ? ` (${f.message.split('\n')[0].slice(0, 300)})` : ''}`,
  );
  lines.push(line('suite', 'passed', 'failed', 'skipped'));
  for (const r of totals.rows) lines.push(line(r.suite, r.passed, r.failed, r.skipped));
  if (totals.rows.length === 0) lines.push('(no Vitest reports found)');
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  lines.push(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return lines.join('\n');
}

// `node tooling/scripts/report.mjs [dir...]` prints the report; exits 1 on failures or when no test ran.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  const totals = collectReports(dirs.length > 0 ? dirs : ['.reports']);
  console.log(formatReport(totals));
  process.exitCode = totals.failed > 0 || totals.passed + totals.failed === 0 ? 1 : 0;
}
