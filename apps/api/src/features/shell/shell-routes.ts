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
import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { clickLogs, instaFeedItems, popups, type PopupRow } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { notFound } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';

/** A popup as the shop gets it (the console's popups add their own fields to it). */
export function popupWire(p: PopupRow): Popup {
  return {
    id: p.id,
    title: p.title,
    title_en: p.titleEn,
    type: p.type,
    link: p.link,
    link_en: p.linkEn,
    thumbnail_ko: p.thumbnailKo,
    thumbnail_en: p.thumbnailEn,
  };
}

// What the public may see and click: active popups inside their period, at `now`.
function showing(now: Date) {
  return and(
    eq(popups.isActive, true),
    or(isNull(popups.startsAt), lte(popups.startsAt, now)),
    or(isNull(popups.endsAt), gt(popups.endsAt, now)),
  );
}

/**
 * The shop shell's own content (what `@atelier/shop-shell` shows around every page; the
 * storefront loads it in `features/shell` and `features/popups`): popups and their click counts,
 * the Instagram strip, and the click statistics of banners and menus.
 *
 * The public sees only popups showing now (operators list all of them in their own console);
 * clicks count once per session and item per `CLICK_COUNT_INTERVAL_MINUTES`.
 */
export async function shellRoutes(
  app: FastifyInstance,
  { config, db, throttle, versions }: AppDeps,
) {
  const popupPages = new VersionedAnswers(versions, 16);
  const clickWindow = config.clickCountIntervalMinutes;
  // True for the first click of this session on this item in the current window.
  const firstClick = (request: FastifyRequest, item: string) =>
    throttle.take(`click:${request.session!.row.id}:${item}`, 1, clickWindow);

  app.get('/api/v1/popup', async (request, reply) => {
    // `active` is accepted (the storefront sends `active=true`) but changes nothing: only
    // popups showing now are public.
    const query = parseInput(popupQuerySchema, request.query, request);
    // Start and end times make the answer depend on the clock, so its key includes the minute:
    // a popup whose window opens or closes is served so within a minute.
    const minute = Math.floor(Date.now() / 60_000);
    return popupPages.send(request, reply, {
      collection: 'popups',
      version: () => tableVersion(db, popups.updatedAt),
      key: `${minute}:${query.page}:${query.per_page}`,
      build: async () => {
        const where = showing(new Date());
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(popups)
          .where(where);
        const rows = await db
          .select()
          .from(popups)
          .where(where)
          .orderBy(asc(popups.sort), asc(popups.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        return paginate(rows.map(popupWire), { page: query.page, perPage: query.per_page, total });
      },
    });
  });

  app.post('/api/v1/resource-clicks', async (request, reply) => {
    const input = parseInput(resourceClickSchema, request.body, request);
    const [shown] = await db
      .select({ id: popups.id })
      .from(popups)
      .where(and(eq(popups.id, input.id), showing(new Date())));
    // A popup the public cannot see cannot be clicked: the same 404 as an unknown one.
    if (!shown) throw notFound();
    if (await firstClick(request, `${input.resource}:${input.id}`)) {
      await db
        .update(popups)
        .set({ clickCount: sql`${popups.clickCount} + 1` })
        .where(eq(popups.id, input.id));
    }
    return reply
      .code(201)
      .send({ resource: input.resource, id: input.id } satisfies ResourceClickResponse);
  });

  app.get('/api/v1/insta-feeds', async (_request, reply) => {
    publicAnswer(reply);
    const rows = await db
      .select()
      .from(instaFeedItems)
      .where(eq(instaFeedItems.isActive, true))
      .orderBy(asc(instaFeedItems.sort), asc(instaFeedItems.id))
      .limit(30);
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        media_url: r.mediaUrl,
        permalink: r.permalink,
        caption: r.caption,
        caption_en: r.captionEn,
      })),
    } satisfies InstaFeedResponse;
  });

  app.post('/api/v1/click-log', async (request, reply) => {
    const input = parseInput(clickLogSchema, request.body, request);
    // A repeated click is answered as the first was, so the statistics cannot be inflated by
    // replaying it and the client learns nothing about the window.
    if (await firstClick(request, `log:${input.click_type}:${input.click_id}`)) {
      await db.insert(clickLogs).values({
        clickId: input.click_id,
        clickType: input.click_type,
        clickName: input.click_name,
        platform: input.platform,
        sessionId: request.session?.row.id ?? null,
      });
    }
    return reply.code(201).send({ ok: true } satisfies ClickLogResponse);
  });
}
