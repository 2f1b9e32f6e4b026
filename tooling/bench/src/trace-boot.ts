// Profile of a cold page load's main thread (not a figure for docs/benchmarks.md): Chromium at
// 390 px with Lighthouse's phone user agent, a Chrome trace from navigation for TRACE_WAIT_MS
// (default 8 000; nothing polls the page meanwhile, so no task of the tool's own shows up), then
// every task after the first paint that would block on Lighthouse's phone (4× CPU: a task
// counts its time over 50 ms) with what ran in it (trace events and sampled JavaScript
// functions by self time, and the heaviest function's stack).
//
//   node --import tsx src/trace-boot.ts http://127.0.0.1:3000/ [more URLs…]
//
// Unthrottled by default, each task's time ×4, as Lighthouse's simulation does; both the wall
// time and the thread's CPU time are shown (on a busy machine the CPU time is the steadier:
// it leaves out time the thread waited, and also a synchronous wait such as a first
// `localStorage` read). TRACE_CPU_RATE=4 slows the CPU in the browser instead (times ×1).
// TRACE_COOKIE=<cookie header> visits as that session; TRACE_RUNS=<n> (default 1) repeats each
// URL in a fresh browser; TRACE_DIR=<folder> keeps each raw trace (open it in DevTools).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { launchBrowser, viewports } from '@atelier/e2e';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time of an `X` event. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
  id?: string;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const HYDRATION_TIMER = `new MutationObserver(function (changes, observer) {
  if (document.documentElement && document.documentElement.dataset.hydrated === 'true') {
    performance.mark('hydrated');
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

// Lighthouse's mobile user agent: the server picks the phone chrome from it, as in the benchmark.
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const urls = process.argv.slice(2);
const runs = Number(process.env.TRACE_RUNS ?? 1);
const cpuRate = Number(process.env.TRACE_CPU_RATE ?? 1);
// Lighthouse's phone is 4× slower than this machine: observed times are scaled to it.
const scale = 4 / cpuRate;
const waitMs = Number(process.env.TRACE_WAIT_MS ?? 8000);
// TRACE_BY=cpu lists tasks by CPU time, TRACE_LIST_MS=<ms> from that phone time (default 50):
// on a busy machine, the work that would block once the waiting is gone.
const byCpu = process.env.TRACE_BY === 'cpu';
const listMs = Number(process.env.TRACE_LIST_MS ?? 50);
if (urls.length === 0) throw new Error('usage: trace-boot.ts <url>…');

const summary: string[] = [];
for (const url of urls) {
  const figures: { wall: number; cpu: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    const events = await trace(url);
    if (process.env.TRACE_DIR) {
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
      writeFileSync(
        path.join(process.env.TRACE_DIR, name),
        JSON.stringify({ traceEvents: events }),
      );
    }
    figures.push(report(`${url} (run ${run})`, events));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  summary.push(
    `${url}: blocking by wall time ${figures.map((f) => f.wall).join(' / ')} (median ${median(figures.map((f) => f.wall))}), by CPU time ${figures.map((f) => f.cpu).join(' / ')} (median ${median(figures.map((f) => f.cpu))})`,
  );
}
console.log(`\n${summary.join('\n')}`);

async function trace(url: string): Promise<TraceEvent[]> {
  const browser = await launchBrowser();
  try {
    const cookie = process.env.TRACE_COOKIE;
    const page = await browser.newPage({
      ...viewports.mobile,
      userAgent: MOBILE_USER_AGENT,
      ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
    });
    await page.addInitScript({ content: HYDRATION_TIMER });
    const cdp = await page.context().newCDPSession(page);
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: categories.split(',') });
    await page.goto(url);
    await page.waitForTimeout(waitMs);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(title: string, events: TraceEvent[]): { wall: number; cpu: number } {
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && isPageProcess(e.pid),
  );
  function isPageProcess(pid: number) {
    return events.some((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  }
  if (!mainThread) throw new Error(`${title}: no renderer main thread with a first paint`);
  const { pid, tid } = mainThread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigation = onMain.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]!.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)!.ts;
  const hydrated = events.find((e) => e.name === 'hydrated' && e.pid === pid)?.ts;
  const ms = (ts: number) => Math.round((ts - navigation) / 1000);
  const wall = (e: TraceEvent) => (e.dur! / 1000) * scale;
  const cpu = (e: TraceEvent) => ((e.tdur ?? e.dur!) / 1000) * scale;
  const after = onMain.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined && e.ts > fcp,
  );
  const over = (ms: number) => Math.max(0, ms - 50);
  const blockingWall = after.reduce((sum, t) => sum + over(wall(t)), 0);
  const blockingCpu = after.reduce((sum, t) => sum + over(cpu(t)), 0);
  const tasks = after
    .filter((e) => (byCpu ? cpu(e) : wall(e)) > listMs)
    .sort((a, b) => a.ts - b.ts);
  console.log(
    `\n## ${title}\nFCP ${ms(fcp)} ms, hydrated ${hydrated ? ms(hydrated) : 'not within the wait'} ms (observed); ${tasks.length} tasks over ${listMs} ms (${byCpu ? 'CPU' : 'wall'}) after FCP on the phone; blocking ${Math.round(blockingWall)} ms by wall time, ${Math.round(blockingCpu)} ms by CPU time`,
  );
  const samples = cpuSamples(events, pid, tid);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && e.dur !== undefined,
    );
    const self = selfTimes(inside);
    const top = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
      .join(', ');
    console.log(
      `- task at ${ms(task.ts)} ms, phone ${Math.round(wall(task))} ms (CPU ${Math.round(cpu(task))}); observed ms: ${top}`,
    );
    const fns = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end) continue;
      fns.set(s.frame, (fns.get(s.frame) ?? 0) + s.us);
    }
    const topFns = [...fns]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
      .join('; ');
    if (topFns) console.log(`    js: ${topFns}`);
    const heaviest = [...fns].sort((a, b) => b[1] - a[1]).find(([name]) => !name.startsWith('('));
    const sample =
      heaviest && samples.find((s) => s.ts >= task.ts && s.ts < end && s.frame === heaviest[0]);
    if (sample) console.log(`    stack: ${sample.stack.slice(0, 14).join(' < ')}`);
  }
  return { wall: Math.round(blockingWall), cpu: Math.round(blockingCpu) };
}

// Self time per event name (an event's duration minus its direct children's), with the script
// or function named where the event carries one.
function selfTimes(inside: TraceEvent[]): Map<string, number> {
  const sorted = [...inside].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const e of sorted) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur!) - e.dur!);
    self.set(e, self.get(e) ?? e.dur!);
    stack.push(e);
  }
  const byName = new Map<string, number>();
  for (const [e, us] of self) {
    const data = e.args?.data;
    const where = data?.url ? ` ${String(data.url).split('/').pop()}` : '';
    const key = `${e.name}${where}`;
    byName.set(key, (byName.get(key) ?? 0) + Math.max(0, us));
  }
  return byName;
}

// The sampling profiler's samples on the main thread: each sample's leaf function and its time.
function cpuSamples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, CallFrame>();
  const parents = new Map<number, number>();
  const out: { ts: number; us: number; frame: string; stack: string[] }[] = [];
  const label = (frame: CallFrame) => {
    const file = frame.url?.split('/').pop() ?? '';
    const name = frame.functionName || '(anonymous)';
    return file ? `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : name;
  };
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && (!profile || e.id === profile.id),
  );
  let ts = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, node.callFrame);
      if (node.parent !== undefined) parents.set(node.id, node.parent);
    }
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      const frame = nodes.get(ids[i]!);
      if (!frame) continue;
      const file = frame.url?.split('/').pop() ?? '';
      const name = frame.functionName || '(anonymous)';
      const stack: string[] = [];
      for (let id: number | undefined = ids[i]; id !== undefined; id = parents.get(id)) {
        const f = nodes.get(id);
        if (f) stack.push(label(f));
      }
      out.push({
        ts,
        us: deltas[i + 1] ?? 0,
        frame: file ? `${name} ${file}:${frame.lineNumber + 1}` : name,
        stack,
      });
    }
  }
  return out;
}
