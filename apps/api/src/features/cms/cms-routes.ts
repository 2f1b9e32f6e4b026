import { cmsPageParamsSchema, type CmsPublishedPage } from '@atelier/contracts';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { cmsPages } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';

/** Published CMS pages and banners (`GET /api/cms/published/{name}`). */
export async function cmsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/cms/published/:name', async (request, reply): Promise<CmsPublishedPage> => {
    const { name } = parseInput(cmsPageParamsSchema, request.params, request);
    const [page] = await db
      .select({ template: cmsPages.template, link: cmsPages.link, closable: cmsPages.closable })
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.name, name),
          isNotNull(cmsPages.publishedAt),
          lte(cmsPages.publishedAt, new Date()),
        ),
      )
      .limit(1);
    if (!page) throw notFound();
    publicAnswer(reply);
    return page;
  });
}
