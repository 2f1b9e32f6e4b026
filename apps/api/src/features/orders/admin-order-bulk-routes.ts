import multipart from '@fastify/multipart';
import {
  adminBulkActionSchema,
  adminOrderExportQuerySchema,
  CARRIERS,
  ORDER_STATUS_LABELS,
  SHIPMENT_UPLOAD_LIMITS,
  type AdminBulkResponse,
  type AdminBulkRowResult,
  type CarrierCode,
  type Lang,
  type OrderStatus,
  type ShipmentRowResult,
  type ShipmentUploadResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator, requirePermission } from '../operators/operator-access.js';
import { writeOrderWorkbook } from './admin-order-export.js';
import { sendWorkbook } from '../../shared/xlsx-stream.js';
import { auditState } from './admin-order-step-routes.js';
import {
  markTransferPaid,
  prepareOrder,
  shipOrder,
  type AlsoInTransaction,
} from './order-lifecycle.js';
import {
  checkShipmentRow,
  readShipmentFile,
  shipmentTemplate,
  type ShipmentFileRow,
} from './shipment-file.js';

type OrderRow = typeof orders.$inferSelect;

const statusLabel = (status: OrderStatus, lang: Lang) => ORDER_STATUS_LABELS[status][lang];

/**
 * Many orders at once (issue 21): the XLSX export of the filtered list, a lifecycle step on
 * the selected orders of the list, and a shipping upload (an XLSX or CSV file of order number, carrier and tracking number). Each
 * order moves on its own, in its own transaction with its audit record, through
 * `order-lifecycle.ts`; one refused order never stops or undoes the others, and the answer
 * reports every order.
 */
export async function adminOrderBulkRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const view = { area: 'orders', action: 'view' } as const;
  const edit = { area: 'orders', action: 'edit' } as const;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SHIPMENT_UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
  });

  /**
   * Runs one order's step with its audit record (the order's state before and after) in the
   * step's transaction; a refusal of the order's status is answered, not thrown.
   */
  async function applyStep(
    request: FastifyRequest,
    row: OrderRow,
    action: string,
    run: (also: AlsoInTransaction, memberId: number) => Promise<void>,
    audited: Record<string, unknown> = {},
  ): Promise<AdminBulkRowResult> {
    const { member } = currentOperator(request);
    const also = async (tx: Transaction) => {
      const [after] = await tx.select().from(orders).where(eq(orders.id, row.id));
      await recordAudit(tx, request, {
        area: 'orders',
        action,
        resource: 'orders',
        resourceId: row.odId,
        before: auditState(row),
        after: after ? { ...auditState(after), ...audited } : null,
      });
    };
    try {
      await run(also, member.id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      const [now] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, row.id));
      const status = (now?.status ?? row.status) as OrderStatus;
      return {
        od_id: row.odId,
        ok: false,
        status,
        message: message('order_status_refused', request.lang, {
          status: statusLabel(status, request.lang),
          reason: message(error.key, request.lang, error.values),
        }),
      };
    }
    const [after] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, row.id));
    return {
      od_id: row.odId,
      ok: true,
      status: (after?.status ?? null) as OrderStatus | null,
      message: '',
    };
  }

  // The filtered order list as an XLSX file, streamed. Phones, email and the address's detail
  // line are masked unless `reveal=true`: then the `reveal` permission and a recent password are
  // needed, and the export is audited as a reveal.
  app.get('/api/admin/orders/export', { config: { admin: view } }, async (request, reply) => {
    const { reveal, ...filter } = parseInput(adminOrderExportQuerySchema, request.query, request);
    if (reveal) {
      requirePermission(request, currentOperator(request), {
        area: 'orders',
        action: 'reveal',
        reauth: true,
      });
      await db.transaction((tx) =>
        recordAudit(tx, request, {
          area: 'orders',
          action: 'reveal',
          resource: 'orders_export',
          resourceId: null,
          before: null,
          after: {
            fields: ['orderer_phone', 'orderer_email', 'recipient_phone', 'address2'],
            filter,
          },
        }),
      );
    }
    return sendWorkbook(request, reply, 'orders', (out, aborted) =>
      writeOrderWorkbook(db, out, filter, { lang: request.lang, reveal, aborted }),
    );
  });

  app.post('/api/admin/orders/bulk', { config: { admin: edit } }, async (request) => {
    const { action, od_ids } = parseInput(adminBulkActionSchema, request.body, request);
    const data: AdminBulkRowResult[] = [];
    for (const odId of od_ids) {
      const [row] = await db.select().from(orders).where(eq(orders.odId, odId)).limit(1);
      if (!row) {
        data.push({
          od_id: odId,
          ok: false,
          status: null,
          message: message('shipment_unknown_order', request.lang, { od_id: odId }),
        });
        continue;
      }
      data.push(
        await applyStep(request, row, action, (also, memberId) =>
          action === 'mark_paid'
            ? markTransferPaid(db, row.id, 'operator', memberId, new Date(), also)
            : prepareOrder(db, row.id, 'operator', memberId, also),
        ),
      );
    }
    const done = data.filter((r) => r.ok).length;
    return { data, done, refused: data.length - done } satisfies AdminBulkResponse;
  });

  app.get(
    '/api/admin/orders/shipments/template',
    { config: { admin: view } },
    async (request, reply) => {
      const { format } = request.query as { format?: string };
      const csv = format === 'csv';
      const body = await shipmentTemplate(csv ? 'csv' : 'xlsx', request.lang);
      return reply
        .header(
          'content-type',
          csv
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header(
          'content-disposition',
          `attachment; filename="shipments-template.${csv ? 'csv' : 'xlsx'}"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post('/api/admin/orders/shipments', { config: { admin: edit } }, async (request) => {
    const rows = await readShipmentFile(await uploadedFile(request));
    const data: ShipmentRowResult[] = [];
    const seen = new Map<string, number>();
    for (const fileRow of rows) data.push(await shipRow(request, fileRow, seen));
    const shipped = data.filter((r) => r.outcome === 'shipped').length;
    return { data, shipped, refused: data.length - shipped } satisfies ShipmentUploadResponse;
  });

  async function shipRow(
    request: FastifyRequest,
    fileRow: ShipmentFileRow,
    seen: Map<string, number>,
  ): Promise<ShipmentRowResult> {
    const lang = request.lang;
    const checked = checkShipmentRow(fileRow);
    const base = {
      line: fileRow.line,
      od_id: fileRow.od_id,
      carrier: checked.carrier,
      tracking_no: checked.tracking_no,
    };
    const refuse = (
      reason: ShipmentRowResult['reason'] & string,
      text: string,
    ): ShipmentRowResult => ({ ...base, outcome: 'refused', reason, message: text });

    const [row] = /^\d{16}$/.test(fileRow.od_id)
      ? await db.select().from(orders).where(eq(orders.odId, fileRow.od_id)).limit(1)
      : [];
    if (!row)
      return refuse(
        'unknown_order',
        message('shipment_unknown_order', lang, { od_id: fileRow.od_id }),
      );
    const earlier = seen.get(row.odId);
    if (earlier !== undefined)
      return refuse(
        'duplicate_order',
        message('shipment_duplicate_order', lang, { line: earlier }),
      );
    if (checked.problem === 'unknown_carrier')
      return refuse(
        'unknown_carrier',
        message('shipment_unknown_carrier', lang, {
          carrier: fileRow.carrier,
          carriers: Object.values(CARRIERS)
            .map((c) => c.name[lang])
            .join(', '),
        }),
      );
    if (checked.problem)
      return refuse(checked.problem, message(`shipment_${checked.problem}`, lang));
    const carrier = checked.carrier as CarrierCode;
    const result = await applyStep(
      request,
      row,
      'ship',
      (also, memberId) =>
        shipOrder(db, row.id, carrier, checked.tracking_no, 'operator', new Date(), also, memberId),
      { via: 'upload', line: fileRow.line },
    );
    if (!result.ok) return refuse('status', result.message);
    // Only a shipped row makes a later row of the same order a duplicate: a row refused for a
    // typo may be corrected further down the same file.
    seen.set(row.odId, fileRow.line);
    return { ...base, outcome: 'shipped', reason: null, message: '' };
  }
}

/** The one file of a shipping upload, read whole (it is small: see `SHIPMENT_UPLOAD_LIMITS`). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(422, 'shipment_file_missing');
  try {
    const file = await request.file();
    if (!file) throw new HttpError(422, 'shipment_file_missing');
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new HttpError(422, 'shipment_file_missing');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (/TOO_LARGE|LIMIT/.test(code))
      throw new HttpError(413, 'shipment_file_too_large', {
        max: SHIPMENT_UPLOAD_LIMITS.maxBytes / 1024 / 1024,
      });
    throw new HttpError(400, 'bad_request');
  }
}
