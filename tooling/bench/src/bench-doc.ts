import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const docPath = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

/**
 * Replaces a benchmark's section of docs/benchmarks.md (between its `start` and `end`
 * markers, which `section` carries), or appends it when the markers are not there yet.
 *
 * @example
 * writeBenchSection('<!-- bench:x:start -->', '<!-- bench:x:end -->', render(rows));
 */
export function writeBenchSection(start: string, end: string, section: string): void {
  const doc = existsSync(docPath)
    ? readFileSync(docPath, 'utf8')
    : '# Benchmarks\n\nFigures written by the benchmark scripts (`pnpm bench`); each benchmark owns the section between its markers.\n';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + section + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(docPath, next);
  console.log(`wrote ${docPath}`);
}

/**
 * The Chromium the benchmarks drive, as `chromium --version` names it.
 *
 * @example
 * chromiumVersion('/usr/bin/chromium'); // 'Chromium 142.0.7444.175'
 */
export function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8' })
      .trim()
      .split(' built ')[0]!;
  } catch {
    return 'unknown Chromium';
  }
}

/**
 * The machine line every section carries: CPU, memory, OS, Node, the load before and after.
 *
 * @example
 * const loadAtStart = os.loadavg()[0]!;
 * machineLine(loadAtStart, ', Chromium 142'); // 'Machine: … Date: 2026-11-28.'
 */
export function machineLine(loadAtStart: number, extra = ''): string {
  const cpus = os.cpus();
  return `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}${extra}, load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}.`;
}
