import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's HTML as it goes on the wire: brotli when the browser accepts it, else gzip, else
 * the text as is (`encoding: null`).
 *
 * @example
 * const compressed: CompressedHtml = { body: Buffer.from('…'), encoding: 'br' };
 */
export interface CompressedHtml {
  body: Buffer | string;
  encoding: 'br' | 'gzip' | null;
}

function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return name === coding && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/**
 * Compresses a rendered page for the request's `Accept-Encoding`. Pages are rendered per
 * request, so the levels favour speed (brotli 5, gzip 6) over the last few bytes.
 *
 * @example
 * const { body, encoding } = await compressHtml(html, request.headers['accept-encoding']);
 * if (encoding) reply.header('content-encoding', encoding);
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<CompressedHtml> {
  if (!acceptEncoding) return { body: html, encoding: null };
  if (accepts(acceptEncoding, 'br')) {
    return {
      body: await brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      }),
      encoding: 'br',
    };
  }
  if (accepts(acceptEncoding, 'gzip'))
    return { body: await gzipAsync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}
