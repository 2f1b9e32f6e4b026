import type { CmsNode } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';

import { DEMO_CMS_PAGES, DEMO_CMS_PHRASES_EN } from './cms-seeder.js';
import { ENGLISH_PHRASES } from './phrases-en.js';
import UI_PHRASES_EN from '../features/translations/ui-phrases-en.json';

/** Every text a CMS node shows: its innerText and readable attributes, through the subtree. */
function textsOf(nodes: readonly CmsNode[]): string[] {
  return nodes.flatMap((node) => {
    const props = node.option?.props ?? {};
    const own = ['innerText', 'alt', 'title', 'aria-label']
      .map((name) => props[name])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    return [...own, ...textsOf(node.children ?? [])];
  });
}

describe('ENGLISH_PHRASES', () => {
  it('has English for every text of the demo CMS pages, so English pages show no Korean content', () => {
    const texts = DEMO_CMS_PAGES.flatMap((page) => [page.title, ...textsOf(page.template)]);
    expect(texts).toContain('겨울밤을 채우는 우드윅 캔들');
    const missing = texts.filter((text) => !ENGLISH_PHRASES[text.trim()]);
    expect(missing).toEqual([]);
    for (const text of texts) expect(ENGLISH_PHRASES[text.trim()], text).not.toMatch(/[가-힣]/);
  });

  it("has the UI owners' phrases, and CMS texts that agree with them", () => {
    const ui = UI_PHRASES_EN as Record<string, string>;
    expect(ENGLISH_PHRASES).toMatchObject(DEMO_CMS_PHRASES_EN);
    expect(ENGLISH_PHRASES['장바구니']).toBe('Cart');
    for (const [source, english] of Object.entries(ui)) {
      expect(ENGLISH_PHRASES[source], source).toBe(english);
    }
  });

  it('answers non-empty English for every phrase, keeping its {placeholders}', () => {
    for (const [source, english] of Object.entries(ENGLISH_PHRASES)) {
      expect(english.trim(), source).not.toBe('');
      const tokens = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(tokens(english), source).toEqual(tokens(source));
    }
  });

  // Issue 19, item 15: the home banner said "₩3,000 in points" on the USD shop; points are won
  // only and usable on won orders, so no English text prices them as money.
  it('words points as won points, never as a price', () => {
    const pointTexts = Object.values(ENGLISH_PHRASES).filter((text) => /\bpoints\b/i.test(text));
    expect(pointTexts.length).toBeGreaterThan(0);
    for (const text of pointTexts) expect(text, text).not.toMatch(/[₩$]\s?\d/);
  });
});
