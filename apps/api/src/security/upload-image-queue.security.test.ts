// Issue 19, item 4: every upload decoded its images at once, so a few of them slowed every page.
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testImage } from '../features/media/test-images.js';
import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { IMAGE_WORK_CONCURRENCY: '1', IMAGE_WORK_QUEUE: '2' } });
});
afterAll(() => api.close());

const CONTENT = '사진으로 보니 색감이 더 예뻐요. 향도 좋아요.';
const work = () => api.app.deps.imageWork;

async function reviewer() {
  const product = await api.createProduct();
  const member = await api.createMember();
  await api.grantReviewLine(member.id, product.id);
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  return { browser, it_id: product.it_id };
}

async function review({ browser, it_id }: Awaited<ReturnType<typeof reviewer>>, width: number) {
  const form = new FormData();
  form.append('it_id', it_id);
  form.append('rating', '5');
  form.append('content', CONTENT);
  const photo = await testImage('jpeg', width, 300);
  form.append('files[]', new File([new Uint8Array(photo)], 'p.jpg', { type: 'image/jpeg' }));
  const res = await fetch(`${api.url}/api/v1/product-review`, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message?: string },
  };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('image work queue', () => {
  it('keeps answering pages while uploads wait, and refuses uploads past the queue with 503', async () => {
    const [one, two, three] = [await reviewer(), await reviewer(), await reviewer()];
    const product = await api.createProduct();
    // Something else holds the only image slot.
    let release!: () => void;
    const held = work().run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(work().active).toBe(1);

    const waiting = [review(one, 401), review(two, 402)];
    await until(() => work().waiting === 2);

    // Pages do not wait for image work.
    const health = await fetch(`${api.url}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${api.url}/api/v1/product/${product.it_id}`);
    expect(page.status).toBe(200);
    expect({ active: work().active, waiting: work().waiting }).toEqual({ active: 1, waiting: 2 });

    // A third upload finds the queue full: refused at once, before its photo is read.
    const refused = await review(three, 403);
    expect(refused).toEqual({
      status: 503,
      retryAfter: '5',
      body: { message: '지금은 사진을 처리하는 요청이 많습니다. 잠시 후 다시 시도해 주세요.' },
    });

    release();
    await held;
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual([201, 201]);
    expect({ active: work().active, waiting: work().waiting }).toEqual({ active: 0, waiting: 0 });
    expect((await review(three, 404)).status).toBe(201);
  });
});
