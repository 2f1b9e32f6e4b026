import { adminPopupSchema, CONTENT_ATTRIBUTES, type AdminPopup } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';

import { popups, type PopupRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { reorderRoute } from '../content/reorder-routes.js';
import { popupWire } from './shell-routes.js';

function adminPopup(p: PopupRow): AdminPopup & Record<string, unknown> {
  return {
    ...popupWire(p),
    sort: p.sort,
    is_active: p.isActive,
    starts_at: p.startsAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
    click_count: p.clickCount,
    updated_at: p.updatedAt.toISOString(),
  };
}

const values = (input: Record<string, unknown>) => {
  const p = input as z.output<typeof adminPopupSchema>;
  return {
    title: p.title,
    titleEn: p.title_en,
    type: p.type,
    link: p.link,
    linkEn: p.link_en,
    thumbnailKo: p.thumbnail_ko,
    thumbnailEn: p.thumbnail_en,
    sort: p.sort,
    isActive: p.is_active,
    startsAt: p.starts_at ? new Date(p.starts_at) : null,
    endsAt: p.ends_at ? new Date(p.ends_at) : null,
  };
};

const activeFilter = { active: z.enum(['true', 'false']).optional() };

/** Popups in the operator console (content): list, show, create, edit, delete. */
export const popupsResource = defineAdminResource<
  PopupRow,
  AdminPopup & Record<string, unknown>,
  typeof activeFilter
>({
  name: 'popups',
  area: 'content',
  table: popups,
  id: popups.id,
  listItem: adminPopup,
  search: [popups.title, popups.titleEn],
  sort: { sort: popups.sort, updated_at: popups.updatedAt, click_count: popups.clickCount },
  filters: {
    shape: activeFilter,
    where: (q) => [q.active ? eq(popups.isActive, q.active === 'true') : undefined],
  },
  attributes: CONTENT_ATTRIBUTES,
  create: { schema: adminPopupSchema, values },
  update: { schema: adminPopupSchema, values },
  version: popups.updatedAt,
  remove: true,
  // The shop's popup list answers the new version at once.
  changed: (deps) => deps.versions.invalidate('popups'),
});

/** The popups resource's routes under `/api/admin/popups`, and its reorder action. */
export async function adminPopupRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, popupsResource);
  reorderRoute(app, deps, {
    resource: 'popups',
    table: popups,
    id: popups.id,
    sort: popups.sort,
    changed: popupsResource.changed,
  });
}
