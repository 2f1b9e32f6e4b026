import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { axeViolations } from './axe-violations.js';
import { launchBrowser, viewports } from './launch-browser.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage(viewports.mobile);
});

afterAll(async () => {
  await browser?.close();
});

const document = (body: string) =>
  `<!doctype html><html lang="ko"><head><title>시험</title></head><body>${body}</body></html>`;

test('answers nothing for an accessible page', async () => {
  await page.setContent(
    document(
      '<header><a href="/shop/cart"><svg aria-hidden="true"></svg>장바구니</a></header>' +
        '<main><h1>장바구니</h1><button type="button">EN<span class="x"></span></button></main>',
    ),
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('names the rule, its impact and the targets of each violation', async () => {
  await page.setContent(
    document(
      '<header><button id="toggle" type="button" aria-label="언어: English">EN</button></header>' +
        '<main><h1>제목</h1><form role="search"><input aria-label="상품 검색"></form>' +
        '<form role="search"><input aria-label="주소 검색"></form></main>',
    ),
  );
  expect(await axeViolations(page)).toEqual([
    'label-content-name-mismatch (serious): #toggle',
    'landmark-unique (moderate): form:nth-child(2)',
  ]);
});
