import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

import { axeViolations, launchBrowser, startShop, viewports, type Shop } from '@atelier/e2e';
import { CookieBrowser } from '@atelier/test-utils/browser';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { confirmDialog, signInAndEnrol } from '../../test/console-e2e.js';

// The content and translation areas on the built gateway: the owner makes two seed members
// content editors through the API; at 1440 one changes a popup (a new image uploaded through
// the console) and sees it over the shop's home page; at 390 the other approves an English
// phrase the shop reported (with the machine's suggestion from the translator port's fake)
// and an English shopper sees it on their next page.
const SCREENS = '/tmp/screens/admin';
const ADMIN_PASSWORD = 'content-e2e-2026';
const DEMO_PASSWORD = 'atelier2026';
const PHRASE = '이번 주의 향기 추천';
const APPROVED = "This week's scent pick";
// A 24×24 PNG in the shop's brown: the console uploads it, the API checks and re-encodes it.
const PNG = solidPng(24, 24, [107, 63, 29]);

function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let shop: Shop;
let browser: Browser;
let translator: Server;

// The translator port's fake: an OpenAI-compatible endpoint answering "EN(phrase)".
async function startFakeTranslator(): Promise<string> {
  translator = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      const phrases = JSON.parse(messages.at(-1)!.content) as string[];
      const content = JSON.stringify(Object.fromEntries(phrases.map((p) => [p, `EN(${p})`])));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((resolve) => translator.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(translator.address() as AddressInfo).port}`;
}

// The owner, through the API: signs in with the authenticator, then gives seed members roles.
async function makeContentEditors(mbIds: string[]) {
  const owner = new CookieBrowser(shop.baseUrl);
  await owner.start();
  const login = await owner.post('/api/admin/login', {
    mb_id: 'admin',
    mb_password: ADMIN_PASSWORD,
  });
  const secret = (login.body as { secret: string }).secret;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  expect(
    (await owner.post('/api/admin/login/second-factor', { code: totp.generate() })).status,
  ).toBe(200);
  expect((await owner.post('/api/admin/reauth', { mb_password: ADMIN_PASSWORD })).status).toBe(200);
  for (const mbId of mbIds) {
    const found = await owner.get(`/api/admin/members?q=${mbId}`);
    const member = (found.body as { data: { id: number; mb_id: string }[] }).data.find(
      (m) => m.mb_id === mbId,
    )!;
    const granted = await owner.put(`/api/admin/operators/${member.id}`, {
      role: 'content_editor',
    });
    expect(granted.status).toBe(200);
  }
  // The shop's home shows a new phrase of the CMS main page, which no one has translated.
  const pages = await owner.get('/api/admin/cms-pages?q=home-main');
  const main = (pages.body as { data: Record<string, unknown>[] }).data[0]!;
  const edited = await owner.put(`/api/admin/cms-pages/${String(main.id)}`, {
    name: main.name,
    title: main.title,
    link: main.link,
    closable: main.closable,
    template: [
      { id: 'e2e-pick', tag: 'p', option: { props: { innerText: PHRASE } } },
      ...(main.template as unknown[]),
    ],
  });
  expect(edited.status).toBe(200);
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  const translatorUrl = await startFakeTranslator();
  [shop, browser] = await Promise.all([
    startShop({
      readyTimeoutMs: 300_000,
      env: { ADMIN_PASSWORD, TRANSLATOR_URL: translatorUrl, TRANSLATION_MIN_REPORTERS: '1' },
    }),
    launchBrowser(),
  ]);
  await makeContentEditors(['kim_soyeon', 'emma']);
}, 320_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  translator?.close();
});

async function englishHome(page: Page) {
  await page.goto(`${shop.baseUrl}/?lang=en`);
  await page.locator('[data-page="home"]').waitFor();
}

describe('content and translations in the console', () => {
  test('at 1440 a content editor changes a popup and sees it on the shop', async () => {
    const context = await browser.newContext({ ...viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/content/popups`);
    await page.waitForURL(/\/admin\/login/);
    await signInAndEnrol(page, 'kim_soyeon', DEMO_PASSWORD);
    await page.waitForURL(/\/admin\/content\/popups$/);
    const nav = page.getByRole('navigation', { name: '관리 메뉴' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link').allTextContents()).toContain('콘텐츠');
    const first = page.locator('[data-popup] th a').first();
    await first.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/content-popups-1440.png`, fullPage: true });

    await first.click();
    await page.locator('#title').waitFor();
    await page.locator('#title').fill('콘솔에서 바꾼 겨울 팝업');
    await page.getByLabel('다시 보지 않기').check();
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'winter.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect
      .poll(() => page.locator('#thumbnail_ko').inputValue())
      .toMatch(/^\/media\/content\//);
    const image = await page.locator('#thumbnail_ko').inputValue();
    // An unsafe link is refused under its field, in Korean.
    await page.locator('#link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: '저장' }).click();
    await page
      .getByText('링크 항목은 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.')
      .waitFor();
    await page.locator('#link').fill('/shop/best-seller');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/content-popup-edit-1440.png`, fullPage: true });
    await page.getByRole('button', { name: '저장' }).click();
    await confirmDialog(page);

    const shopper = await context.newPage();
    await shopper.goto(`${shop.baseUrl}/`);
    const shown = shopper.locator('img[alt="콘솔에서 바꾼 겨울 팝업"]');
    await shown.first().waitFor({ state: 'attached' });
    expect(await shown.first().getAttribute('src')).toBe(image);
    await shopper.screenshot({ path: `${SCREENS}/content-popup-shop-1440.png` });
    await context.close();
  });

  test('at 390 a translator approves a phrase and an English shopper sees it', async () => {
    const shopperContext = await browser.newContext({ ...viewports.mobile, locale: 'en-US' });
    const shopper = await shopperContext.newPage();
    // The English home misses the phrase and reports it (the shop shows the Korean meanwhile).
    const reported = shopper.waitForResponse(
      (response) =>
        response.url().endsWith('/api/translation-ai/terms') &&
        (response.request().postData() ?? '').includes(PHRASE),
    );
    await englishHome(shopper);
    await shopper.getByText(PHRASE).first().waitFor({ state: 'attached' });
    expect((await reported).status()).toBe(200);

    const context = await browser.newContext({ ...viewports.mobile, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/admin/translations`);
    await page.waitForURL(/\/admin\/login/);
    await signInAndEnrol(page, 'emma', DEMO_PASSWORD);
    await page.waitForURL(/\/admin\/translations$/);
    await page.locator('[data-coverage="en"]:visible').waitFor();
    const row = page.locator('[data-term]:visible', { hasText: PHRASE });
    // The report reaches the queue within seconds (the machine may already have translated it).
    await expect
      .poll(
        async () => {
          await page.locator('input[name="q"]:visible').fill(PHRASE);
          await page.getByRole('button', { name: '검색' }).click();
          await page.waitForURL(/q=/);
          await page.locator('.console-count:visible').waitFor();
          return row.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    expect(['기계 번역', '번역 없음']).toContain(
      await row.locator('.console-status').textContent(),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/translations-390.png`, fullPage: true });

    // The suggestion fills the field when it answers: typing before then would be overwritten.
    const suggested = page.waitForResponse((response) => response.url().endsWith('/suggestion'));
    await row.getByRole('button', { name: '기계 번역 제안' }).click();
    await suggested;
    const input = row.locator('input[name="translated"]');
    await expect.poll(() => input.inputValue()).toBe(`EN(${PHRASE})`);
    await input.fill(APPROVED);
    await row.getByRole('button', { name: '승인' }).click();
    await confirmDialog(page);
    await page.locator('select[name="status"]:visible').selectOption('approved');
    await page.getByRole('button', { name: '검색' }).click();
    await page.locator('[data-term]:visible', { hasText: PHRASE }).waitFor();
    await page.screenshot({ path: `${SCREENS}/translations-approved-390.png`, fullPage: true });

    await expect
      .poll(
        async () => {
          await englishHome(shopper);
          return shopper.getByText(APPROVED).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(await shopper.getByText(`EN(${PHRASE})`).count()).toBe(0);
    await shopper.screenshot({ path: `${SCREENS}/translations-shop-en-390.png`, fullPage: true });
    await context.close();
    await shopperContext.close();
  });
});
