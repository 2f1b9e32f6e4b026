import { launchBrowser, startShop, viewports } from '@atelier/e2e';
import { consoleSession } from './bench-session.js';
const ADMIN_PASSWORD = 'console-bench-2026';
const shop = await startShop({ env: { ADMIN_PASSWORD }, readyTimeoutMs: 300_000 });
try {
  const cookie = await consoleSession(shop.baseUrl, 'admin', ADMIN_PASSWORD);
  const browser = await launchBrowser();
  for (const path of ['/admin/orders', '/admin/audit-log', '/admin/account', '/admin/login', '/admin', '/admin/products']) {
    const context = await browser.newContext({ ...viewports.mobile });
    if (path !== '/admin/login') await context.addCookies(cookie.split('; ').map((pair) => { const at = pair.indexOf('='); return { name: pair.slice(0, at), value: pair.slice(at + 1), url: shop.baseUrl }; }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
    page.on('requestfailed', (r) => errors.push(`failed: ${r.url()}`));
    page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
    await page.goto(`${shop.baseUrl}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(1500);
    console.log(path, JSON.stringify(errors));
    await context.close();
  }
  await browser.close();
} finally { await shop.stop(); }
