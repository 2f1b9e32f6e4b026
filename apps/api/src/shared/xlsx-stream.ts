import { once } from 'node:events';
import { PassThrough } from 'node:stream';

import type { Lang } from '@atelier/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { koreaDate } from './korea-time.js';

/** A sheet column: its header in each language and its width in characters. */
export interface SheetColumn {
  kr: string;
  en: string;
  width: number;
}

/** A sheet's rows, batch by batch, and how each row is written. */
export interface SheetSource<T> {
  name: { kr: string; en: string };
  columns: Readonly<Record<string, SheetColumn>>;
  batches: AsyncIterable<T[]>;
  cells: (row: T) => Record<string, string | number>;
  /** Number format of a cell (USD amounts in dollars with cents). */
  format?: (row: T, key: string) => string | undefined;
}

/**
 * A list read `size` rows per query (`page(offset, size)`) until a short page, for a sheet's
 * `batches`: memory stays flat whatever the list's size.
 */
export async function* pagedBatches<T>(
  page: (offset: number, limit: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await page(offset, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/**
 * Writes `source` as an XLSX workbook to `out` through exceljs's streaming writer, committing
 * each row as it goes and waiting for `out` to drain between batches, so memory stays flat
 * whatever the list's size. Stops early when `aborted()` turns true. Answers the rows written.
 */
export async function writeWorkbook<T>(
  out: PassThrough,
  source: SheetSource<T>,
  options: { lang: Lang; aborted?: () => boolean },
): Promise<number> {
  const { lang } = options;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(source.name[lang]);
  sheet.columns = Object.entries(source.columns).map(([key, column]) => ({
    key,
    header: column[lang],
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const rows of source.batches) {
    if (options.aborted?.()) break;
    for (const row of rows) {
      const line = sheet.addRow(source.cells(row));
      if (source.format)
        for (const key of Object.keys(source.columns)) {
          const numFmt = source.format(row, key);
          if (numFmt) line.getCell(key).numFmt = numFmt;
        }
      line.commit();
      count += 1;
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * Answers the request with a workbook download, `<name>-<Korean date>.xlsx`, streamed as
 * `write` produces it; a failure midway is logged and cuts the download.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  write: (out: PassThrough, aborted: () => boolean) => Promise<unknown>,
): FastifyReply {
  const out = new PassThrough();
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
  });
  void reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}-${koreaDate(new Date())}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(out);
  write(out, () => closed).catch((error: unknown) => {
    request.log.error({ err: error }, `${name} export failed`);
    out.destroy(error as Error);
  });
  return reply;
}
