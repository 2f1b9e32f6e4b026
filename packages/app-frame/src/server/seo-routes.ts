import { createHash } from 'node:crypto';

import { createApiClient, createMemoryEtagCache } from '@atelier/api-client';
import type { SitemapResponse } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * `Cache-Control` of `/sitemap.xml`: crawlers and caches may keep it an hour, then revalidate
 * (ETag).
 */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** `Cache-Control` of `/robots.txt`: it changes only with a deployment. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Options of {@link seoRoutes}.
 *
 * @example
 * const options: SeoRoutesOptions = { origin: 'https://atelier.kr', apiOrigin: 'http://127.0.0.1:3000', robotsTxt, sitemapXml };
 */
export interface SeoRoutesOptions {
  /** The shop's public origin (`PUBLIC_URL`): every URL of both documents is built from it. */
  origin: string;
  /** Origin of the API (a function is asked per request, as the plugin's option). */
  apiOrigin: string | (() => string);
  /** Headers added to the API call (the gateway's forwarding key). */
  apiHeaders?: Record<string, string>;
  /** The app's `robots.txt` for its public origin. */
  robotsTxt(origin: string): string;
  /** The app's sitemap XML from the API's `GET /api/v1/sitemap` data. */
  sitemapXml(origin: string, data: SitemapResponse['data']): Promise<string>;
}

interface Kept {
  body: string;
  etag: string;
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || `W/${tag}` === etag);
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { body: string; etag: string; type: string; cacheControl: string },
): FastifyReply {
  reply
    .header('etag', document.etag)
    .header('cache-control', document.cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (notModified(request, document.etag)) return reply.code(304).send();
  return reply.type(document.type).send(document.body);
}

/**
 * `/robots.txt` and `/sitemap.xml` of an app at the site's root, registered by `appFramePlugin` when the app passes its `seo` hooks. The
 * sitemap reads `GET /api/v1/sitemap` (revalidated with its ETag on every request, so a
 * catalog change shows at once) and keeps the XML built from the last answer: while the
 * catalog is unchanged a request builds nothing.
 *
 * @example
 * await seoRoutes(app, { origin: 'https://atelier.kr', apiOrigin: 'http://127.0.0.1:3000', robotsTxt, sitemapXml });
 */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const robots = options.robotsTxt(options.origin);
  const robotsEtag = etagOf(robots);
  const etagCache = createMemoryEtagCache({ maxEntries: 1 });
  let kept: Promise<Kept> | undefined;
  let keptData: SitemapResponse | undefined;
  // The XML of the API's last answer; requests that arrive while it is built share the build.
  const keep = (data: SitemapResponse): Promise<Kept> => {
    if (!kept || keptData !== data) {
      keptData = data;
      const building = options.sitemapXml(options.origin, data.data).then((body) => ({
        body,
        etag: etagOf(body),
      }));
      kept = building;
      building.catch(() => {
        if (kept === building) kept = undefined;
      });
    }
    return kept;
  };

  app.get('/robots.txt', (request, reply) =>
    send(request, reply, {
      body: robots,
      etag: robotsEtag,
      type: 'text/plain; charset=utf-8',
      cacheControl: ROBOTS_CACHE_CONTROL,
    }),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const client = createApiClient({
      baseUrl: typeof options.apiOrigin === 'function' ? options.apiOrigin() : options.apiOrigin,
      headers: { ...options.apiHeaders },
      etagCache,
    });
    const result = await client.get<SitemapResponse>('/api/v1/sitemap');
    client.dispose();
    if (!result.ok) {
      request.log.error({ err: result.error }, 'sitemap: the API did not answer');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('Sitemap temporarily unavailable.');
    }
    const document = await keep(result.data);
    return send(request, reply, {
      body: document.body,
      etag: document.etag,
      type: 'application/xml; charset=utf-8',
      cacheControl: SITEMAP_CACHE_CONTROL,
    });
  });
}
