import {
  adminCmsPageSchema,
  CONTENT_ATTRIBUTES,
  idParamSchema,
  type AdminCmsPage,
  type DataResponse,
} from '@atelier/contracts';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { cmsPages, type CmsPageRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource, type ResourceWriteContext } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';

function adminCmsPage(p: CmsPageRow): AdminCmsPage & Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    template: p.template,
    link: p.link,
    closable: p.closable,
    published_at: p.publishedAt?.toISOString() ?? null,
    updated_at: p.updatedAt.toISOString(),
  };
}

const values = (input: Record<string, unknown>) => {
  const p = input as z.output<typeof adminCmsPageSchema>;
  return { name: p.name, title: p.title, template: p.template, link: p.link, closable: p.closable };
};

// Pages are served by name: one name, one page (a 422 on the field, before the write).
async function nameFree(
  input: Record<string, unknown>,
  { tx, before }: ResourceWriteContext<CmsPageRow>,
) {
  const name = (input as { name: string }).name;
  if (name === before?.name) return;
  const [taken] = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(eq(cmsPages.name, name));
  if (taken) throw fieldError('name', 'unique', {}, CONTENT_ATTRIBUTES);
}

const publishedFilter = { published: z.enum(['true', 'false']).optional() };

/**
 * CMS pages and banners in the operator console (content). The template is validated node by
 * node on the server (`cmsNodeSchema`: known tags, safe links, no script in styles), so what
 * is saved is safe to render even before the renderer's own sanitising.
 */
export const cmsPagesResource = defineAdminResource<
  CmsPageRow,
  AdminCmsPage & Record<string, unknown>,
  typeof publishedFilter
>({
  name: 'cms-pages',
  area: 'content',
  table: cmsPages,
  id: cmsPages.id,
  listItem: adminCmsPage,
  search: [cmsPages.name, cmsPages.title],
  sort: { updated_at: cmsPages.updatedAt, name: cmsPages.name },
  filters: {
    shape: publishedFilter,
    where: (q) => [
      q.published === 'true'
        ? isNotNull(cmsPages.publishedAt)
        : q.published === 'false'
          ? isNull(cmsPages.publishedAt)
          : undefined,
    ],
  },
  attributes: CONTENT_ATTRIBUTES,
  create: { schema: adminCmsPageSchema, values, check: nameFree },
  update: { schema: adminCmsPageSchema, values, check: nameFree },
  version: cmsPages.updatedAt,
  remove: true,
});

/**
 * The CMS resource under `/api/admin/cms-pages`, and `POST /{id}/publish` and
 * `/{id}/unpublish` (served from now on, or no longer), audited with the state before and after.
 */
export async function adminCmsRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, cmsPagesResource);
  for (const action of ['publish', 'unpublish'] as const)
    app.post(
      `/api/admin/cms-pages/:id/${action}`,
      { config: { admin: { area: 'content', action: 'edit' } } },
      async (request) => {
        const { id } = parseInput(idParamSchema, request.params, request);
        const page = await deps.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(cmsPages)
            .where(eq(cmsPages.id, id))
            .for('update');
          if (!before) throw notFound();
          const [after] = await tx
            .update(cmsPages)
            .set({ publishedAt: action === 'publish' ? new Date() : null })
            .where(eq(cmsPages.id, id))
            .returning();
          await recordAudit(tx, request, {
            area: 'content',
            action,
            resource: 'cms-pages',
            resourceId: id,
            before: { published_at: before.publishedAt },
            after: { published_at: after!.publishedAt },
          });
          return after!;
        });
        return { data: adminCmsPage(page) } satisfies DataResponse<AdminCmsPage>;
      },
    );
}
