import type { Page } from 'playwright-core';

/**
 * A JPEG the browser draws itself (a candle-coloured block on a warm background): a real image
 * for the API's content checks of uploaded photos (reviews, return and exchange requests).
 */
export async function browserPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#c89b6d';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#7a4b24';
    g.fillRect(110, 60, 100, 140);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}
