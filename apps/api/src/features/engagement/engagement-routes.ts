import {
  clickLogSchema,
  paginate,
  popupQuerySchema,
  resourceClickSchema,
  type ClickLogResponse,
  type InstaFeedResponse,
  type Popup,
  type ResourceClickResponse,
} from '@atelier/contracts';
import { and, asc, count, eq, gt, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../app-deps.js';
import { clickLogs, instaFeedItems, popups, type PopupRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { answerNotModified, etagOf } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';

function popupWire(p: PopupRow): Popup {
  return {
    id: p.id,
    title: p.title,
    type: p.type,
    link: p.link,
    link_en: p.linkEn,
    thumbnail_ko: p.thumbnailKo,
    thumbnail_en: p.thumbnailEn,
  };
}

/** Popups, the Instagram strip, and click statistics. */
export async function engagementRoutes(app: FastifyInstance, { db, versions }: AppDeps) {
  app.get('/api/v1/popup', async (request, reply) => {
    const query = parseInput(popupQuerySchema, request.query, request);
    const now = new Date();
    const activeOnly = query.active === 'true' || query.active === '1';
    const where = activeOnly
      ? and(
          eq(popups.isActive, true),
          or(isNull(popups.startsAt), lte(popups.startsAt, now)),
          or(isNull(popups.endsAt), gt(popups.endsAt, now)),
        )
      : undefined;
    // Start and end times make "active" depend on the clock, so the version includes the
    // minute: a popup whose window opens is served within a minute.
    const version = await versions.get('popups', async () => {
      const [v] = await db.select({ n: count(), changed: max(popups.updatedAt) }).from(popups);
      return `${v?.n ?? 0}:${v?.changed?.getTime() ?? 0}`;
    });
    const minute = Math.floor(now.getTime() / 60_000);
    if (answerNotModified(request, reply, etagOf(`popups:${version}:${minute}:${request.url}`))) return reply;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(popups).where(where);
    const rows = await db
      .select()
      .from(popups)
      .where(where)
      .orderBy(asc(popups.sort), asc(popups.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return paginate(rows.map(popupWire), { page: query.page, perPage: query.per_page, total });
  });

  app.post('/api/v1/resource-clicks', async (request, reply) => {
    const input = parseInput(resourceClickSchema, request.body, request);
    const updated = await db
      .update(popups)
      .set({ clickCount: sql`${popups.clickCount} + 1` })
      .where(eq(popups.id, input.id))
      .returning({ id: popups.id });
    if (updated.length === 0) throw notFound();
    return reply.code(201).send({ resource: input.resource, id: input.id } satisfies ResourceClickResponse);
  });

  app.get('/api/v1/insta-feeds', async () => {
    const rows = await db
      .select()
      .from(instaFeedItems)
      .where(eq(instaFeedItems.isActive, true))
      .orderBy(asc(instaFeedItems.sort), asc(instaFeedItems.id))
      .limit(30);
    return {
      data: rows.map((r) => ({ id: String(r.id), media_url: r.mediaUrl, permalink: r.permalink, caption: r.caption })),
    } satisfies InstaFeedResponse;
  });

  app.post('/api/v1/click-log', async (request, reply) => {
    const input = parseInput(clickLogSchema, request.body, request);
    await db.insert(clickLogs).values({
      clickId: input.click_id,
      clickType: input.click_type,
      clickName: input.click_name,
      platform: input.platform,
      sessionId: request.session?.row.id ?? null,
    });
    return reply.code(201).send({ ok: true } satisfies ClickLogResponse);
  });
}
