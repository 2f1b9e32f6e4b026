import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { categories } from '../db/schema/index.js';
import { categorySeeder } from '../seed/category-seeder.js';
import { seedDemoData } from '../seed/seed.js';
import { startTestApi, type TestApi } from '../testing.js';
import { etagPlugin } from './etag.js';
import { VersionCache } from './version-cache.js';
import { VersionedAnswers } from './versioned-answers.js';

const path = '/api/evans-cart/categories-service';

describe('VersionedAnswers on the category tree (real API)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await seedDemoData(api.app.database.db, api.app.log, { seeders: [categorySeeder] });
  });
  afterAll(() => api.close());
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 with an ETag, then 304 to it', async () => {
    const first = await fetch(`${api.url}${path}`);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${api.url}${path}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves an unchanged answer without reading the table or serialising, byte for byte', async () => {
    const first = await fetch(`${api.url}${path}`);
    const firstBody = await first.text();
    const select = vi.spyOn(api.app.database.db, 'select');
    const stringify = vi.spyOn(JSON, 'stringify');
    const second = await fetch(`${api.url}${path}`);
    const secondBody = await second.text();
    expect(second.status).toBe(200);
    expect(select).not.toHaveBeenCalled();
    expect(
      stringify.mock.calls.filter(
        ([value]) => typeof value === 'object' && value && 'data' in value,
      ),
    ).toEqual([]);
    expect(secondBody).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(JSON.parse(secondBody).data[0]).toMatchObject({
      id: 1,
      name: '캔들',
      name_en: 'Candles',
    });
  });

  it('answers the new tree after a write, also to the old ETag', async () => {
    const first = await fetch(`${api.url}${path}`);
    const etag = first.headers.get('etag')!;
    const before = await first.text();
    await api.app.database.db.update(categories).set({ name: '향초' }).where(eq(categories.id, 1));
    // A write through another instance shows within the version cache's 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await fetch(`${api.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const body = await after.text();
    expect(body).not.toBe(before);
    expect(JSON.parse(body).data[0]).toMatchObject({ id: 1, name: '향초' });
  });
});

describe('VersionedAnswers', () => {
  async function appWith(
    answers: VersionedAnswers,
    build: (key: string) => Promise<unknown>,
    version = () => Promise.resolve('v1'),
  ) {
    const app = Fastify();
    await app.register(etagPlugin);
    app.get<{ Querystring: { key: string } }>('/', (request, reply) =>
      answers.send(request, reply, {
        collection: 'things',
        version,
        key: request.query.key,
        build: () => build(request.query.key),
      }),
    );
    return app;
  }

  it('builds once for requests that miss together, and keeps at most maxKeys answers', async () => {
    let builds = 0;
    const app = await appWith(new VersionedAnswers(new VersionCache(60_000), 2), async (key) => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { key };
    });
    const together = await Promise.all([1, 2, 3].map(() => app.inject('/?key=a')));
    expect(together.map((r) => r.body)).toEqual(Array(3).fill('{"key":"a"}'));
    expect(builds).toBe(1);
    await app.inject('/?key=b');
    await app.inject('/?key=a'); // a is now the most recently used
    await app.inject('/?key=c'); // so b goes
    expect(builds).toBe(3);
    await app.inject('/?key=a');
    await app.inject('/?key=c');
    expect(builds).toBe(3);
    await app.inject('/?key=b');
    expect(builds).toBe(4);
    await app.close();
  });

  it('keeps answers per key and per version, and keeps no failed build', async () => {
    let version = 'v1';
    let fail = true;
    const app = await appWith(
      new VersionedAnswers(new VersionCache(0), 8),
      async (key) => {
        if (fail) throw new Error('database down');
        return { key, version };
      },
      () => Promise.resolve(version),
    );
    expect((await app.inject('/?key=en')).statusCode).toBe(500);
    fail = false;
    const en = await app.inject('/?key=en');
    const ko = await app.inject('/?key=ko');
    expect([en.body, ko.body]).toEqual([
      '{"key":"en","version":"v1"}',
      '{"key":"ko","version":"v1"}',
    ]);
    expect(en.headers.etag).not.toBe(ko.headers.etag);
    version = 'v2';
    const newer = await app.inject({
      url: '/?key=en',
      headers: { 'if-none-match': String(en.headers.etag) },
    });
    expect(newer.statusCode).toBe(200);
    expect(newer.body).toBe('{"key":"en","version":"v2"}');
    await app.close();
  });
});
