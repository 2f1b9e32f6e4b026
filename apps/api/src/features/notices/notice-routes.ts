import {
  idParamSchema,
  listQuerySchema,
  noticeSortSchema,
  paginate,
  type NoticeDetail,
  type NoticeSort,
  type NoticeSummary,
} from '@atelier/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { noticeAttachments, notices, type NoticeRow } from '../../db/schema/index.js';
import { answerNotModified } from '../../http/etag.js';
import { tableVersion } from '../../db/table-version.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { attachmentWire } from './notice-attachments.js';

const fileParamsSchema = z.object({ id: idParamSchema.shape.id, file: idParamSchema.shape.id });

const SORTABLE = {
  created_at: notices.createdAt,
  id: notices.id,
  title: notices.title,
} as const satisfies Record<NoticeSort, unknown>;

function summary(
  row: Pick<NoticeRow, 'id' | 'title' | 'titleEn' | 'createdAt' | 'isPinned'>,
): NoticeSummary {
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    created_at: koreaDateTime(row.createdAt),
    is_pinned: row.isPinned,
  };
}

/** Customer-center notices: list (pagination envelope), detail, and their files. */
export async function noticeRoutes(app: FastifyInstance, { db, objectStore, versions }: AppDeps) {
  // Titles come in both languages; the answer depends only on the paging asked for.
  const pages = new VersionedAnswers(versions, 64);
  app.get('/api/v1/notice', async (request, reply) => {
    const query = parseInput(listQuerySchema, request.query, request);
    const { sort } = parseInput(noticeSortSchema, { sort: query.sort }, request);
    return pages.send(request, reply, {
      collection: 'notices',
      version: () => tableVersion(db, notices.updatedAt),
      key: `${query.page}:${query.per_page}:${sort}:${query.order}`,
      build: async () => {
        const order = query.order === 'asc' ? asc : desc;
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notices);
        const rows = await db
          .select({
            id: notices.id,
            title: notices.title,
            titleEn: notices.titleEn,
            createdAt: notices.createdAt,
            isPinned: notices.isPinned,
          })
          .from(notices)
          .orderBy(order(SORTABLE[sort]), order(notices.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
        return paginate(rows.map(summary), { page: query.page, perPage: query.per_page, total });
      },
    });
  });

  app.get('/api/v1/notice/:id', async (request): Promise<NoticeDetail> => {
    const { id } = parseInput(idParamSchema, request.params, request);
    const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
    if (!row) throw notFound();
    const files = await db
      .select()
      .from(noticeAttachments)
      .where(eq(noticeAttachments.noticeId, id))
      .orderBy(asc(noticeAttachments.id));
    return {
      ...summary(row),
      content: row.content,
      content_en: row.contentEn,
      view_count: row.viewCount,
      updated_at: koreaDateTime(row.updatedAt),
      attachments: files.map(attachmentWire),
    };
  });

  // A notice's file, as a download (never rendered in the shop's origin).
  app.get('/api/v1/notice/:id/files/:file', async (request, reply) => {
    const { id, file } = parseInput(fileParamsSchema, request.params, request);
    const [row] = await db
      .select()
      .from(noticeAttachments)
      .where(and(eq(noticeAttachments.id, file), eq(noticeAttachments.noticeId, id)))
      .limit(1);
    if (!row) throw notFound();
    // The stored object is named by its content: its key is the file's version.
    if (answerNotModified(request, reply, `W/"${row.storageKey}"`)) return reply;
    const bytes = await objectStore.get(`${row.storageKey}/original`);
    if (!bytes) throw notFound();
    return reply
      .headers({
        'content-type': row.contentType,
        'content-disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(bytes);
  });
}
