import {
  adminMailQuerySchema,
  CONTENT_ATTRIBUTES,
  idParamSchema,
  MAIL_STATUS_LABELS,
  type AdminMail,
  type DataResponse,
  type MailStatus,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { mailOutbox, type MailRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { koreaPeriod } from '../../shared/korea-period.js';
import { koreaDateTime } from '../../shared/korea-time.js';
import { maskEmail } from '../../shared/masks.js';
import { defineAdminResource } from '../operators/admin-resource.js';
import { adminResourceRoutes } from '../operators/admin-resource-routes.js';
import { recordAudit } from '../operators/audit-records.js';

function listItem(row: MailRow): AdminMail & Record<string, unknown> {
  return {
    id: row.id,
    kind: row.kind,
    to: maskEmail(row.to),
    subject: row.subject,
    status: row.transport as MailStatus,
    suppressed_reason: row.suppressedReason,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const filters = adminMailQuerySchema.shape;

/**
 * The mail outbox in the operator console (area mail): list by status, recipient (`q`
 * searches the full address; lists show it masked) and period; detail with the text as sent;
 * the full recipient on reveal (re-auth, audited).
 */
export const mailResource = defineAdminResource<
  MailRow,
  AdminMail & Record<string, unknown>,
  typeof filters
>({
  name: 'mail',
  area: 'mail',
  table: mailOutbox,
  id: mailOutbox.id,
  listItem,
  detail: (row) => ({ ...listItem(row), text: row.text }),
  search: [mailOutbox.to],
  sort: { created_at: mailOutbox.createdAt, id: mailOutbox.id },
  attributes: CONTENT_ATTRIBUTES,
  filters: {
    shape: filters,
    where: (q) => [
      q.status ? eq(mailOutbox.transport, q.status) : undefined,
      koreaPeriod(mailOutbox.createdAt, q.from, q.to),
    ],
  },
  reveal: (row) => ({ to: row.to }),
  export: {
    name: { kr: '메일 발송함', en: 'Mail outbox' },
    columns: {
      created: { kr: '만든 시각', en: 'Created (KST)', width: 18 },
      kind: { kr: '종류', en: 'Kind', width: 18 },
      to: { kr: '받는 사람', en: 'To', width: 26 },
      subject: { kr: '제목', en: 'Subject', width: 40 },
      status: { kr: '상태', en: 'Status', width: 12 },
      reason: { kr: '보내지 않은 이유', en: 'Why not sent', width: 24 },
      sent: { kr: '보낸 시각', en: 'Sent (KST)', width: 18 },
    },
    cells: (row, lang) => ({
      created: koreaDateTime(row.createdAt),
      kind: row.kind,
      to: maskEmail(row.to),
      subject: row.subject,
      status: MAIL_STATUS_LABELS[row.transport as MailStatus][lang],
      reason: row.suppressedReason ?? '',
      sent: row.sentAt ? koreaDateTime(row.sentAt) : '',
    }),
  },
});

/**
 * The mail resource under `/api/admin/mail`, and `POST /{id}/resend`: a failed mail goes back
 * to the queue (`queued`), which delivers it within seconds under the usual recipient limits.
 */
export async function adminMailRoutes(app: FastifyInstance, deps: AppDeps) {
  await adminResourceRoutes(app, deps, mailResource);
  app.post(
    '/api/admin/mail/:id/resend',
    { config: { admin: { area: 'mail', action: 'edit' } } },
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      const row = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
          .for('update');
        if (!before) throw notFound();
        if (before.transport !== 'failed') throw new HttpError(409, 'mail_not_failed');
        const [after] = await tx
          .update(mailOutbox)
          .set({ transport: 'queued', suppressedReason: null })
          .where(eq(mailOutbox.id, id))
          .returning();
        await recordAudit(tx, request, {
          area: 'mail',
          action: 'resend',
          resource: 'mail',
          resourceId: id,
          before: { status: before.transport },
          after: { status: after!.transport },
        });
        return after!;
      });
      return { data: listItem(row) } satisfies DataResponse<AdminMail>;
    },
  );
}
