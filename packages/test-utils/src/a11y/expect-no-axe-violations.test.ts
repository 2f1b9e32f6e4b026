// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from './expect-no-axe-violations.js';

function mount(html: string): Element {
  const root = document.createElement('main');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('expectNoAxeViolations', () => {
  it('passes accessible markup', async () => {
    await expectNoAxeViolations(
      mount('<button type="button">닫기</button><img src="a.jpg" alt="캔들">'),
    );
  });

  it('fails with the rule id and the target of each violation', async () => {
    const root = mount('<img id="bare" src="a.jpg"><button id="empty" type="button"></button>');
    const failure = await expectNoAxeViolations(root).then(
      () => undefined,
      (error: { actual?: unknown }) => error,
    );
    expect(failure?.actual).toEqual(['button-name: #empty', 'image-alt: #bare']);
  });

  it('leaves colour contrast out (the emulator has no layout)', async () => {
    await expectNoAxeViolations(mount('<p style="color:#eee;background:#fff">흐린 글씨</p>'));
  });
});
