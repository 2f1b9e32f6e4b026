// Every story of the built Storybook, opened on its own in real Chromium at the two layouts
// the spec names: it must render something, without a page error or a console error.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launchBrowser, viewports } from '@atelier/e2e';
import axe from 'axe-core';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveStatic, type StaticServer } from './static-server.js';
import { parseTokens } from './stories/design-tokens.js';

const staticDir = fileURLToPath(new URL('../storybook-static', import.meta.url));
const indexFile = `${staticDir}/index.json`;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

let server: StaticServer;
let browser: Browser;
let stories: IndexEntry[];

beforeAll(async () => {
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run pnpm --filter @atelier/storybook build first`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  [server, browser] = await Promise.all([serveStatic(staticDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens one story and answers what went wrong with it (nothing: `[]`). */
async function checkStory(page: Page, story: IndexEntry, width: number): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The browser asks every new origin for /favicon.ico on its own; that's no story's doing.
    if (url.endsWith('/favicon.ico')) return;
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    // Storybook's own record of the render: wait until it has run to the end.
    await page.waitForFunction(
      () => {
        const preview = (
          window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }
        ).__STORYBOOK_PREVIEW__;
        const phase = preview?.storyRenders?.at(-1)?.phase;
        return phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 30_000 },
    );
    const state = await page.evaluate(() => {
      const root = document.querySelector('#storybook-root');
      return {
        phase: (
          window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }
        ).__STORYBOOK_PREVIEW__?.storyRenders?.at(-1)?.phase,
        errorShown: document.body.classList.contains('sb-show-errordisplay'),
        text: (root as HTMLElement | null)?.innerText.trim() ?? '',
        // Image-only stories have no text: any laid-out element counts as content.
        boxes: [...(root?.querySelectorAll('*') ?? [])].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        }).length,
        width: window.innerWidth,
      };
    });
    if (state.phase !== 'finished') problems.push(`render phase ${state.phase}`);
    if (state.errorShown) problems.push('Storybook shows its error display');
    if (state.boxes === 0 && state.text === '') problems.push('#storybook-root is empty');
    if (state.width !== width) problems.push(`viewport width ${state.width}, expected ${width}`);
  } catch (error) {
    problems.push(`failed to open: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems.map((problem) => `${story.id}: ${problem}`);
}

// Stories tagged `desktop-only` (the desktop header) are meant for wide screens only.
const DESKTOP_ONLY = 'desktop-only';

async function checkAll(options: BrowserContextOptions, width: number) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  const wanted = width < 1000 ? stories.filter((s) => !s.tags?.includes(DESKTOP_ONLY)) : stories;
  for (const story of wanted) problems.push(...(await checkStory(page, story, width)));
  await context.close();
  return problems;
}

describe('Storybook in Chromium', () => {
  it('has stories, the CMS ones among them', () => {
    const ids = stories.map((story) => story.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'cms-cmsrenderer--home-main',
        'cms-cmsrenderer--home-main-english',
        'cms-cmsrenderer--hostile-template',
        'cms-cmsbanner--closable',
        'cms-cmsbanner--closable-english',
        'cms-cmsbanner--non-closable',
      ]),
    );
  });

  it('renders every story at the mobile viewport (390×844)', async () => {
    const problems = await checkAll(viewports.mobile, 390);
    console.log(`storybook e2e: ${stories.length} stories checked at 390×844`);
    expect(problems).toEqual([]);
  });

  it('renders every story at the desktop viewport (1440×900)', async () => {
    const problems = await checkAll(viewports.desktop, 1440);
    console.log(`storybook e2e: ${stories.length} stories checked at 1440×900`);
    expect(problems).toEqual([]);
  });

  it("shows every colour, type size, space and radius of ui-kit's tokens.css on the Tokens page", async () => {
    const page = await browser.newPage(viewports.desktop);
    await page.goto(`${server.url}/iframe.html?id=design-tokens--korean&viewMode=story`);
    await page.locator('#storybook-root [data-token]').first().waitFor();
    const shown = await page
      .locator('#storybook-root [data-token]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-token')));
    const expected = parseTokens()
      .map((token) => token.name)
      .filter((name) => /^atelier-(color|font-size|space|radius)-/.test(name));
    expect(expected.length).toBeGreaterThan(30);
    expect(shown).toEqual(expected);
    await page.close();
  });

  // In real Chromium, so colour contrast counts too (the unit tests' DOM emulator has no layout).
  it('finds no axe violation (WCAG 2.2 AA) in the commerce and design stories', async () => {
    const page = await browser.newPage(viewports.mobile);
    const found: string[] = [];
    for (const story of stories.filter((s) => /^(commerce|design)-/.test(s.id))) {
      await page.goto(
        `${server.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`,
      );
      await page.locator('#storybook-root > *').first().waitFor();
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () => {
        const { axe: run } = window as unknown as { axe: typeof axe };
        const result = await run.run('#storybook-root', {
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        });
        return result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      });
      found.push(...violations.map((v) => `${story.id}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.close();
  });

  it('renders the hostile template without running any of it', async () => {
    const page = await browser.newPage(viewports.mobile);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(
      `${server.url}/iframe.html?id=cms-cmsrenderer--hostile-template&viewMode=story`,
    );
    const root = page.locator('#storybook-root .atelier-cms');
    await root.waitFor();
    const rendered = await root.evaluate((element) =>
      [...element.querySelectorAll('*')].map((e) => ({
        tag: e.tagName.toLowerCase(),
        attributes: [...e.attributes].map((a) => [a.name, a.value] as const),
      })),
    );
    const tags = rendered.map((e) => e.tag);
    const attributes = rendered.flatMap((e) => e.attributes);
    expect(tags).toEqual(['p', 'img', 'img', 'a', 'a', 'p', 'div', 'a', 'div']);
    expect(attributes.filter(([name]) => name.startsWith('on'))).toEqual([]);
    expect(
      attributes.filter(([, value]) =>
        /javascript:|vbscript:|data:|expression|behavior|binding|fixed/i.test(value),
      ),
    ).toEqual([]);
    expect(
      await root.getByText('<script>alert("innerText")</script> ← shown as text').count(),
    ).toBe(1);
    expect(await page.locator('a[target="_blank"]').getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    const before = page.url();
    await root.getByText('javascript: link (href removed)').click();
    await root.getByText('style filtered: only colour, padding and border survive').hover();
    expect(page.url()).toBe(before);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
