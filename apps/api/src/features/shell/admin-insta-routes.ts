import { adminInstaItemSchema, CONTENT_ATTRIBUTES, type AdminInstaItem } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';

import { instaFeedItems, type InstaFeedItemRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { reorderRoute } from '../content/reorder-routes.js';

function adminInstaItem(r: InstaFeedItemRow): AdminInstaItem & Record<string, unknown> {
  return {
    id: r.id,
    media_url: r.mediaUrl,
    permalink: r.permalink,
    caption: r.caption,
    caption_en: r.captionEn,
    sort: r.sort,
    is_active: r.isActive,
    updated_at: r.updatedAt.toISOString(),
  };
}

const values = (input: Record<string, unknown>) => {
  const i = input as z.output<typeof adminInstaItemSchema>;
  return {
    mediaUrl: i.media_url,
    permalink: i.permalink,
    caption: i.caption,
    captionEn: i.caption_en,
    sort: i.sort,
    isActive: i.is_active,
  };
};

const activeFilter = { active: z.enum(['true', 'false']).optional() };

/** Instagram feed items in the operator console (content): list, add, edit, hide, delete. */
export const instaFeedResource = defineAdminResource<
  InstaFeedItemRow,
  AdminInstaItem & Record<string, unknown>,
  typeof activeFilter
>({
  name: 'insta-feed',
  area: 'content',
  table: instaFeedItems,
  id: instaFeedItems.id,
  listItem: adminInstaItem,
  search: [instaFeedItems.caption, instaFeedItems.captionEn, instaFeedItems.permalink],
  sort: { sort: instaFeedItems.sort, updated_at: instaFeedItems.updatedAt },
  filters: {
    shape: activeFilter,
    where: (q) => [q.active ? eq(instaFeedItems.isActive, q.active === 'true') : undefined],
  },
  attributes: CONTENT_ATTRIBUTES,
  create: { schema: adminInstaItemSchema, values },
  update: { schema: adminInstaItemSchema, values },
  version: instaFeedItems.updatedAt,
  remove: true,
});

/** The Instagram feed resource under `/api/admin/insta-feed`, and its reorder action. */
export async function adminInstaRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, instaFeedResource);
  reorderRoute(app, deps, {
    resource: 'insta-feed',
    table: instaFeedItems,
    id: instaFeedItems.id,
    sort: instaFeedItems.sort,
  });
}
