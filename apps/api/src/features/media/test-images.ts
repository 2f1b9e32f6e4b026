import sharp from 'sharp';

/**
 * A photo-like image for tests: a gradient with a dark square, so resizing has something to keep.
 */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 1000,
  height = 750,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#e8d5c0"/><stop offset="1" stop-color="#7a5c45"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="10%" width="30%" height="30%" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}
