import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { Layout, type ShellSlots } from './layout.js';

const slots: ShellSlots = {
  topBar: <header>TOP</header>,
  sideBar: <nav>SIDE</nav>,
  menu: <nav>MENU</nav>,
  footer: <footer>FOOT</footer>,
  bottomToolbar: <nav>TOOLS</nav>,
  overlays: <div>POPUP</div>,
};

describe('Layout', () => {
  test('renders every named slot around the page', () => {
    const html = renderToString(<Layout slots={slots}>PAGE</Layout>);
    for (const part of ['TOP', 'SIDE', 'MENU', 'FOOT', 'TOOLS', 'POPUP', 'PAGE', '본문 바로가기']) {
      expect(html, part).toContain(part);
    }
    expect(html.indexOf('TOP')).toBeLessThan(html.indexOf('PAGE'));
    expect(html.indexOf('PAGE')).toBeLessThan(html.indexOf('FOOT'));
    expect(html).toContain('<main id="main" class="atelier-layout__main">PAGE</main>');
  });

  test('blank routes render the page alone', () => {
    const html = renderToString(
      <Layout slots={slots} blank>
        PAGE
      </Layout>,
    );
    expect(html).toContain('PAGE');
    for (const part of ['TOP', 'SIDE', 'MENU', 'FOOT', 'TOOLS', 'POPUP', '본문 바로가기']) {
      expect(html, part).not.toContain(part);
    }
  });

  test('empty slots leave no wrappers; the skip link text can be translated', () => {
    const html = renderToString(
      <Layout slots={{}} skipLinkLabel="Skip to content">
        PAGE
      </Layout>,
    );
    expect(html).not.toContain('atelier-layout__top-bar');
    expect(html).toContain('Skip to content');
  });
});
