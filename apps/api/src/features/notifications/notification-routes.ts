import {
  idParamSchema,
  notificationListQuerySchema,
  type AppNotification,
  type NotificationDeleteResponse,
  type NotificationListResponse,
  type NotificationResponse,
} from '@atelier/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { requireMember } from '../session/session-plugin.js';

// The list shows the latest notifications; older ones stay in the database.
const LIST_LIMIT = 100;

function wire(n: NotificationRow): AppNotification {
  return {
    id: n.id,
    title: n.title,
    title_en: n.titleEn,
    body: n.body,
    body_en: n.bodyEn,
    link: n.link,
    read_at: n.readAt ? koreaDateTime(n.readAt) : null,
    created_at: koreaDateTime(n.createdAt),
  };
}

/** A member's notifications: list, mark read, delete one or all. Only your own. */
export async function notificationRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/notification', async (request): Promise<NotificationListResponse> => {
    const member = requireMember(request);
    const query = parseInput(notificationListQuerySchema, request.query, request);
    if (query.mb_id && query.mb_id !== member.mbId) throw forbidden();
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, member.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT);
    return { data: rows.map(wire) };
  });

  // A GET in the legacy API (spec §7), kept; since it changes state, a link from another site
  // must not trigger it: like an unsafe method, it needs the XSRF header.
  app.get(
    '/api/v1/notification/:id/read-at',
    { config: { xsrf: true } },
    async (request): Promise<NotificationResponse> => {
      const member = requireMember(request);
      const { id } = parseInput(idParamSchema, request.params, request);
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.memberId, member.id)));
      if (!row) throw notFound();
      if (row.readAt) return { data: wire(row) };
      const [updated] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
        .returning();
      return { data: wire(updated ?? row) };
    },
  );

  app.delete('/api/v1/notification/all', async (request): Promise<NotificationDeleteResponse> => {
    const member = requireMember(request);
    const removed = await db
      .delete(notifications)
      .where(eq(notifications.memberId, member.id))
      .returning({ id: notifications.id });
    return { deleted: removed.length };
  });

  app.delete('/api/v1/notification/:id', async (request): Promise<NotificationDeleteResponse> => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    const removed = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.memberId, member.id)))
      .returning({ id: notifications.id });
    if (removed.length === 0) throw notFound();
    return { deleted: 1 };
  });
}
