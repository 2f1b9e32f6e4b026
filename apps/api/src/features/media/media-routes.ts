import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { notFound } from '../../http/errors.js';
import { matchesIfNoneMatch } from '../../http/etag.js';
import { isObjectKey } from '../../ports/storage/object-key.js';
import {
  CLAIM_PHOTOS_PREFIX,
  MEDIA_PREFIX,
  RENDITION_SIZES,
  type RenditionFormat,
  type RenditionSize,
} from './image-urls.js';
import { Renditions, RENDITION_TYPES } from './renditions.js';

const FILE = /^(thumb|detail|zoom)\.(webp|jpg)$/;

/** `{storageKey}/{size}.{ext}` of a media path, or `undefined` when it names no rendition. */
function parseMediaPath(
  rest: string,
): { storageKey: string; size: RenditionSize; format: RenditionFormat } | undefined {
  const slash = rest.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const storageKey = rest.slice(0, slash);
  const match = FILE.exec(rest.slice(slash + 1));
  // The rendition's own key is longer than the original's: both must be keys.
  if (!match || !isObjectKey(storageKey) || !isObjectKey(rest)) return undefined;
  const size = match[1] as RenditionSize;
  if (!(size in RENDITION_SIZES)) return undefined;
  return { storageKey, size, format: match[2] === 'jpg' ? 'jpeg' : 'webp' };
}

/**
 * Answers the rendition `file` (`thumb.webp`, `zoom.jpg`…) of the original `storageKey`,
 * rendered on first request. `public`: cached for a year as immutable (the key is content-
 * addressed); `private`: `private, no-store`, for images only some callers may see.
 *
 * @throws {HttpError} 404 when the file names no rendition or there is no such original.
 */
export async function sendRendition(
  request: FastifyRequest,
  reply: FastifyReply,
  renditions: Renditions,
  storageKey: string,
  file: string,
  cache: 'public' | 'private',
): Promise<FastifyReply> {
  const wanted = parseMediaPath(`${storageKey}/${file}`);
  if (!wanted || wanted.storageKey !== storageKey) throw notFound();
  const bytes = await renditions.get(wanted.storageKey, wanted.size, wanted.format);
  if (!bytes) throw notFound();
  reply.header('content-type', RENDITION_TYPES[wanted.format]);
  if (cache === 'private') {
    reply.header('cache-control', 'private, no-store');
    return reply.send(bytes);
  }
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  reply.headers({ 'cache-control': 'public, max-age=31536000, immutable', etag });
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
  return reply.send(bytes);
}

/**
 * `GET /media/{storageKey}/{thumb|detail|zoom}.{webp|jpg}`: an image rendition, rendered on
 * first request and kept in the object store. The key is content-addressed, so the answer is
 * cached for a year as immutable (a CDN in front keeps it too). Return and exchange photos
 * (`claims/…`) are not served here, nor is anything else: a 404.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps) {
  const renditions = new Renditions(deps.objectStore, deps.imageWork);
  app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.lastIndexOf('/');
    const storageKey = rest.slice(0, Math.max(0, slash));
    if (slash <= 0 || storageKey.startsWith(`${CLAIM_PHOTOS_PREFIX}/`)) throw notFound();
    return sendRendition(request, reply, renditions, storageKey, rest.slice(slash + 1), 'public');
  });
}
