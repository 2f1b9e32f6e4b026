import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDiskObjectStore } from './disk-object-store.js';
import { createMemoryObjectStore } from './memory-object-store.js';
import { isObjectKey } from './object-key.js';
import type { ObjectStore } from './object-store.js';
import { createS3ObjectStore } from './s3-object-store.js';

/**
 * A path-style S3 endpoint on loopback that keeps objects in a map: enough of the protocol
 * for PutObject, GetObject and DeleteObject, and it insists on a SigV4 signature.
 */
function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, first, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    requests.push(`${req.method} ${url.pathname}`);
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    if (!/^AWS4-HMAC-SHA256 Credential=test-key\//.test(req.headers.authorization ?? '')) {
      return fail(403, 'AccessDenied');
    }
    if (first !== bucket) return fail(404, 'NoSuchBucket');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: req.headers['content-type'] ?? 'application/octet-stream',
        });
        res.writeHead(200, { etag: '"x"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': object.type,
          'content-length': object.body.length,
        });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return fail(405, 'MethodNotAllowed');
    });
  });
  return new Promise<{ url: string; objects: typeof objects; requests: string[]; close(): void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        resolve({
          url: `http://127.0.0.1:${port}`,
          objects,
          requests,
          close: () => server.close(),
        });
      });
    },
  );
}

let scratch: string;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let s3: ReturnType<typeof createS3ObjectStore>;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'atelier-object-store-'));
  fake = await startFakeS3('atelier-media');
  s3 = createS3ObjectStore({
    endpoint: fake.url,
    bucket: 'atelier-media',
    region: 'ap-northeast-2',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
  });
});
afterAll(() => {
  s3.destroy();
  fake.close();
  rmSync(scratch, { recursive: true, force: true });
});

const adapters: Array<[string, () => ObjectStore]> = [
  ['memory', () => createMemoryObjectStore()],
  ['disk', () => createDiskObjectStore(path.join(scratch, 'media'))],
  ['s3 (against a loopback S3 endpoint)', () => s3],
];

describe.each(adapters)('ObjectStore: %s', (_name, make) => {
  it('puts, gets and deletes bytes by key', async () => {
    const store = make();
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await store.put('products/ab12cd/original', bytes, 'image/jpeg');
    expect(await store.get('products/ab12cd/original')).toEqual(bytes);
    await store.put('products/ab12cd/original', Buffer.from('second'), 'image/jpeg');
    expect((await store.get('products/ab12cd/original'))?.toString()).toBe('second');
    await store.delete('products/ab12cd/original');
    expect(await store.get('products/ab12cd/original')).toBeUndefined();
  });

  it('answers undefined for a key that was never stored, and deletes it quietly', async () => {
    const store = make();
    expect(await store.get('nothing/here')).toBeUndefined();
    // A segment longer than a file name may be (255 bytes on most file systems).
    expect(await store.get(`reviews/${'a'.repeat(280)}/thumb.webp`)).toBeUndefined();
    await expect(store.delete('nothing/here')).resolves.toBeUndefined();
  });

  it('keeps a large object whole', async () => {
    const store = make();
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    big[big.length - 1] = 9;
    await store.put('big/one', big, 'application/octet-stream');
    expect((await store.get('big/one'))?.equals(big)).toBe(true);
  });

  it('refuses keys that could leave the store', async () => {
    const store = make();
    for (const key of ['../escape', 'a/../../b', '/abs', 'a//b', 'UPPER', 'a\\b', 'a/./b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid object key/,
      );
      await expect(store.get(key)).rejects.toThrow(/invalid object key/);
    }
  });
});

describe('the adapters underneath', () => {
  it('disk: writes under its root and leaves no temporary files', async () => {
    const root = path.join(scratch, 'tidy');
    const store = createDiskObjectStore(root);
    await store.put('p/k/original', Buffer.from('x'), 'image/png');
    expect(readdirSync(path.join(root, 'p', 'k'))).toEqual(['original']);
  });

  it('s3: signs each request and stores the content type path-style in its bucket', async () => {
    await s3.put('reviews/ff00/original', Buffer.from('img'), 'image/webp');
    expect(fake.objects.get('reviews/ff00/original')).toEqual({
      body: Buffer.from('img'),
      type: 'image/webp',
    });
    expect(fake.requests).toContain('PUT /atelier-media/reviews/ff00/original');
  });

  it('s3: a refused request is an error, not a missing object', async () => {
    const wrong = createS3ObjectStore({
      endpoint: fake.url,
      bucket: 'atelier-media',
      region: 'ap-northeast-2',
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
    });
    await expect(wrong.get('reviews/ff00/original')).rejects.toThrow();
    wrong.destroy();
  });

  it('isObjectKey accepts the keys the media pipeline makes', () => {
    expect(isObjectKey('products/0123456789abcdef/thumb.webp')).toBe(true);
    expect(isObjectKey('a'.repeat(301))).toBe(false);
  });
});
