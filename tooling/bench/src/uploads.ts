// `pnpm --filter @atelier/bench bench:uploads`: what photo uploads cost and what they cost the
// pages around them (issue 19, item 4). Figures go to docs/benchmarks.md between this
// benchmark's markers.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

import { crc32, deflateSync } from 'node:zlib';

import autocannon from 'autocannon';
import { apiEntry, startShop } from '@atelier/e2e/start-shop';

import { visitorSession, type BenchSession } from './bench-session.js';
import { writeBenchSection } from './bench-doc.js';

const start = '<!-- bench:uploads:start -->';
const end = '<!-- bench:uploads:end -->';
const duration = Number(process.env.BENCH_UPLOAD_SECONDS ?? 10);
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const DEMO = { mb_id: 'hong', mb_password: 'atelier2026' };
// `BENCH_API_ONLY=1`: the API alone (a smoke run without the storefront built); the page rows
// then read `/healthz` instead of the home page.
const apiOnly = process.env.BENCH_API_ONLY === '1';
const page = apiOnly ? '/healthz' : '/';

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A flat RGB PNG: a few hundred kilobytes on the wire, `width × height` pixels to decode (the
// finding's probe used 50 MP images). Written by hand: the bench has no image library.
function photo(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3, 0xc8);
  row[0] = 0; // filter: none
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(fields: Record<string, string>, files: Buffer[]) {
  const boundary = `bench-${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="p${i}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function fire(
  url: string,
  options: {
    connections: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: Buffer;
  },
) {
  return autocannon({
    url,
    duration,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: 60,
  });
}

/**
 * The page probe, in a process of its own: beside the upload load it times the server, not
 * this process busy writing upload bodies.
 */
function probe(url: string): Promise<autocannon.Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, '--json', '-c', '1', '-d', String(duration), url],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as autocannon.Result)),
    );
  });
}

function row(name: string, result: autocannon.Result): Row {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  if (result.errors + result.timeouts > 0) statuses.errors = result.errors + result.timeouts;
  return {
    name,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
  };
}

const shop = await startShop({
  port,
  ...(apiOnly ? { entry: apiEntry } : {}),
  // The bench measures what an upload costs, not the throttle refusing the bench itself.
  env: { UPLOAD_MAX_PER_MEMBER: '1000000', UPLOAD_MAX_PER_IP: '1000000' },
});
const rows: Row[] = [];
try {
  const base = shop.baseUrl;
  const hong = await visitorSession(base, undefined, DEMO);
  const mine = (await (
    await fetch(`${base}/api/v1/product-review?mine=1`, { headers: hong.headers })
  ).json()) as { data: Array<{ id: number; it_id: string; rating: number; content: string }> };
  const review = mine.data[0]!;
  // A second review of a product the member already reviewed: not eligible (403), as for a
  // stranger to the product.
  const itId = review.it_id;

  const bomb = photo(8660, 5773); // 50 MP, just under the limit
  const phone = photo(4032, 3024); // 12 MP
  const refused = multipart({ it_id: itId, rating: '5', content: review.content }, [
    bomb,
    bomb,
    bomb,
    bomb,
    bomb,
  ]);
  const accepted = multipart(
    { _method: 'PUT', rating: String(review.rating), content: review.content },
    [phone],
  );
  const upload = (form: { body: Buffer; type: string }, session: BenchSession) => ({
    method: 'POST' as const,
    body: form.body,
    headers: { ...session.headers, 'content-type': form.type },
  });

  rows.push(row(`GET ${page} (1 connection, nothing else running)`, await probe(`${base}${page}`)));
  const [refusedRun, homeDuringRefused] = await Promise.all([
    fire(`${base}/api/v1/product-review`, { connections: 3, ...upload(refused, hong) }),
    probe(`${base}${page}`),
  ]);
  rows.push(
    row(
      'POST review without a line left to review, 5 × 50 MP PNG photos (3 connections): 403',
      refusedRun,
    ),
  );
  rows.push(row(`GET ${page} (1 connection) while those run`, homeDuringRefused));
  rows.push(
    row(
      'POST review change with one 12 MP PNG photo (1 connection): 200',
      await fire(`${base}/api/v1/product-review/${review.id}`, {
        connections: 1,
        ...upload(accepted, hong),
      }),
    ),
  );
  const [acceptedRun, homeDuringAccepted] = await Promise.all([
    fire(`${base}/api/v1/product-review/${review.id}`, {
      connections: 6,
      ...upload(accepted, hong),
    }),
    probe(`${base}${page}`),
  ]);
  rows.push(
    row(
      'POST review change with one 12 MP PNG photo (6 connections): 200, or 503 past the queue',
      acceptedRun,
    ),
  );
  rows.push(row(`GET ${page} (1 connection) while those run`, homeDuringAccepted));
} finally {
  await shop.stop();
}

const cpus = os.cpus();
const section = [
  start,
  '## Uploads: refused and accepted photos, and the home page beside them',
  '',
  'Command: `pnpm --filter @atelier/bench bench:uploads` (after building the shop). Built gateway on a fresh PGlite data folder with the demo data; the upload throttle raised for the bench (it would refuse the bench, not a shopper); `IMAGE_WORK_*` at their defaults.',
  `autocannon, ${duration} s per row; client and server share the machine.`,
  '',
  `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| scenario | requests | p50 ms | p99 ms | statuses |',
  '|---|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${Object.entries(r.statuses)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ')} |`,
  ),
  end,
].join('\n');
writeBenchSection(start, end, section);
for (const r of rows)
  console.log(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${JSON.stringify(r.statuses)}`);
