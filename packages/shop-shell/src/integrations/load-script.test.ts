import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from './load-script.js';

const scripts = (src: string) =>
  Array.from(document.head.querySelectorAll('script')).filter((s) => s.getAttribute('src') === src);

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('adds one async script per URL with the given attributes and resolves when it has loaded', async () => {
    const src = 'https://cdn.example/widget.js';
    const first = loadScript(src, { attributes: { crossorigin: 'anonymous', 'data-x': '1' } });
    const second = loadScript(src);
    expect(second).toBe(first);
    await expect(first).resolves.toBeUndefined();
    const [script, ...more] = scripts(src);
    expect(more).toHaveLength(0);
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.getAttribute('data-x')).toBe('1');
  });

  it('rejects and forgets the URL when the script fails, so a later call retries', async () => {
    // A head outside the page never fetches, so the test decides how the load ends.
    const head = document.createElement('div');
    const doc = {
      createElement: (tag: string) => document.createElement(tag),
      head,
    } as unknown as Document;
    const src = 'https://cdn.example/broken.js';
    const inDoc = () =>
      Array.from(doc.head.querySelectorAll('script')).filter((s) => s.getAttribute('src') === src);
    const failing = loadScript(src, { document: doc });
    inDoc()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('failed to load https://cdn.example/broken.js');
    expect(inDoc()).toHaveLength(0);
    const retry = loadScript(src, { document: doc });
    expect(retry).not.toBe(failing);
    expect(inDoc()).toHaveLength(1);
    inDoc()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
