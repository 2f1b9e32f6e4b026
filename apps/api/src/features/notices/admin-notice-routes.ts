import {
  adminNoticeSchema,
  CONTENT_ATTRIBUTES,
  idParamSchema,
  NOTICE_ATTACHMENTS_MAX,
  type AdminNotice,
  type DataResponse,
  type MessageResponse,
  type NoticeAttachment,
} from '@atelier/contracts';
import multipart from '@fastify/multipart';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { noticeAttachments, notices, type NoticeRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';
import { attachmentWire, readAttachments, storeAttachments } from './notice-attachments.js';

/** The shop's notice answers are kept per this collection's version. */
export const NOTICES_COLLECTION = 'notices';

function adminNotice(n: NoticeRow): AdminNotice & Record<string, unknown> {
  return {
    id: n.id,
    title: n.title,
    title_en: n.titleEn,
    content: n.content,
    content_en: n.contentEn,
    is_pinned: n.isPinned,
    view_count: n.viewCount,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  };
}

const values = (input: Record<string, unknown>) => {
  const n = input as z.output<typeof adminNoticeSchema>;
  return {
    title: n.title,
    titleEn: n.title_en,
    content: n.content,
    contentEn: n.content_en,
    isPinned: n.is_pinned,
  };
};

const pinnedFilter = { pinned: z.enum(['true', 'false']).optional() };

/** Notices in the operator console (content): list, show, write, edit, pin, delete. */
export const noticesResource = defineAdminResource<
  NoticeRow,
  AdminNotice & Record<string, unknown>,
  typeof pinnedFilter
>({
  name: 'notices',
  area: 'content',
  table: notices,
  id: notices.id,
  listItem: adminNotice,
  search: [notices.title, notices.titleEn],
  sort: {
    created_at: notices.createdAt,
    updated_at: notices.updatedAt,
    view_count: notices.viewCount,
  },
  filters: {
    shape: pinnedFilter,
    where: (q) => [q.pinned ? eq(notices.isPinned, q.pinned === 'true') : undefined],
  },
  attributes: CONTENT_ATTRIBUTES,
  create: { schema: adminNoticeSchema, values },
  update: { schema: adminNoticeSchema, values },
  version: notices.updatedAt,
  remove: true,
  changed: (deps) => deps.versions.invalidate(NOTICES_COLLECTION),
});

const fileParams = z.object({
  id: idParamSchema.shape.id,
  file: idParamSchema.shape.id,
});

/**
 * The notices resource under `/api/admin/notices`, and its files: list, upload (images and
 * PDF, checked by content; at most {@link NOTICE_ATTACHMENTS_MAX} a notice) and delete, each
 * write audited in its transaction.
 */
export async function adminNoticeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, objectStore, imageWork } = deps;
  await adminResourceRoutes(app, deps, noticesResource);
  await app.register(multipart, { throwFileSizeLimit: true });

  const filesOf = async (noticeId: number) =>
    (
      await db
        .select()
        .from(noticeAttachments)
        .where(eq(noticeAttachments.noticeId, noticeId))
        .orderBy(asc(noticeAttachments.id))
    ).map(attachmentWire);

  const existing = async (noticeId: number) => {
    const [row] = await db.select({ id: notices.id }).from(notices).where(eq(notices.id, noticeId));
    if (!row) throw notFound();
  };

  app.get(
    '/api/admin/notices/:id/attachments',
    { config: { admin: { area: 'content', action: 'view' } } },
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      await existing(id);
      return { data: await filesOf(id) } satisfies DataResponse<NoticeAttachment[]>;
    },
  );

  app.post(
    '/api/admin/notices/:id/attachments',
    { config: { admin: { area: 'content', action: 'edit' } } },
    async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      await existing(id);
      const [{ held } = { held: 0 }] = await db
        .select({ held: count() })
        .from(noticeAttachments)
        .where(eq(noticeAttachments.noticeId, id));
      const files = await readAttachments(request, NOTICE_ATTACHMENTS_MAX - held, imageWork);
      await storeAttachments(objectStore, files);
      await db.transaction(async (tx) => {
        // The notice is locked so two uploads cannot both pass the count.
        const [notice] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
        if (!notice) throw notFound();
        const added = await tx
          .insert(noticeAttachments)
          .values(
            files.map((file) => ({
              noticeId: id,
              storageKey: file.storageKey,
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.bytes.length,
            })),
          )
          .returning();
        await recordAudit(tx, request, {
          area: 'content',
          action: 'attach',
          resource: 'notices',
          resourceId: id,
          before: null,
          after: { files: added.map(attachmentWire) },
        });
        // The shop's notice shows its files: its version moves.
        await tx.update(notices).set({ updatedAt: new Date() }).where(eq(notices.id, id));
      });
      deps.versions.invalidate(NOTICES_COLLECTION);
      return reply
        .code(201)
        .send({ data: await filesOf(id) } satisfies DataResponse<NoticeAttachment[]>);
    },
  );

  app.delete(
    '/api/admin/notices/:id/attachments/:file',
    { config: { admin: { area: 'content', action: 'edit' } } },
    async (request) => {
      const { id, file } = parseInput(fileParams, request.params, request);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(noticeAttachments)
          .where(and(eq(noticeAttachments.id, file), eq(noticeAttachments.noticeId, id)))
          .returning();
        if (!removed) throw notFound();
        await recordAudit(tx, request, {
          area: 'content',
          action: 'detach',
          resource: 'notices',
          resourceId: id,
          before: { file: attachmentWire(removed) },
          after: null,
        });
        await tx.update(notices).set({ updatedAt: new Date() }).where(eq(notices.id, id));
      });
      deps.versions.invalidate(NOTICES_COLLECTION);
      return { message: message('deleted', request.lang) } satisfies MessageResponse;
    },
  );
}
