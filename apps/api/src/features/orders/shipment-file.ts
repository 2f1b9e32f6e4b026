import {
  adminShipSchema,
  CARRIERS,
  SHIPMENT_UPLOAD_COLUMNS,
  SHIPMENT_UPLOAD_LIMITS,
  type CarrierCode,
  type Lang,
} from '@atelier/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

import { HttpError } from '../../http/errors.js';

/** One data row of a shipping upload as the file has it (text, trimmed). */
export interface ShipmentFileRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  od_id: string;
  carrier: string;
  tracking_no: string;
}

// An unpacked XLSX over this is refused before it is opened (a small zip may unpack to gigabytes).
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const notSpreadsheet = () => new HttpError(422, 'shipment_file_type');

/**
 * The rows of a shipping upload: an XLSX workbook's first sheet, or a CSV file (UTF-8, or
 * the EUC-KR that Korean Excel saves). The type is told by the content, not the name. The
 * header row (the template's, Korean or English) is optional and may order the columns; empty
 * rows are skipped.
 *
 * @throws {HttpError} 422 when the file is neither, or has no rows or more than
 *   `SHIPMENT_UPLOAD_LIMITS.maxRows` (refused whole, before any order moves).
 */
export async function readShipmentFile(bytes: Buffer): Promise<ShipmentFileRow[]> {
  const isZip = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  const table = isZip ? await xlsxTable(bytes) : csvTable(bytes);
  const rows = dataRows(table);
  if (rows.length === 0) throw new HttpError(422, 'shipment_no_rows');
  if (rows.length > SHIPMENT_UPLOAD_LIMITS.maxRows)
    throw new HttpError(422, 'shipment_too_many_rows', {
      max: SHIPMENT_UPLOAD_LIMITS.maxRows,
      rows: rows.length,
    });
  return rows;
}

/** The sum of the uncompressed sizes in a zip's central directory, or null when it has none. */
function unpackedSize(bytes: Buffer): number | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    total += bytes.readUInt32LE(at + 24);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  const size = unpackedSize(bytes);
  if (size === null || size > MAX_UNPACKED_BYTES) throw notSpreadsheet();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notSpreadsheet();
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(3, row.cellCount); column += 1)
      cells.push(cellText(row.getCell(column).value));
    table[number - 1] = cells;
  });
  return Array.from(table, (cells) => cells ?? []);
}

/** A cell's text: a number (an order number typed as one) as its digits. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

function csvTable(bytes: Buffer): string[][] {
  // Binary files (an old .xls, a picture, a PDF) have NUL bytes; text never does.
  if (bytes.includes(0)) throw notSpreadsheet();
  const text = decodeText(bytes);
  // eslint-disable-next-line no-control-regex
  if (text === null || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    throw notSpreadsheet();
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      delimiter: text.split('\n', 1)[0]!.includes('\t') ? '\t' : ',',
    });
  } catch {
    throw notSpreadsheet();
  }
}

function decodeText(bytes: Buffer): string | null {
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      // the next encoding
    }
  }
  return null;
}

const headerKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const HEADERS = new Map<string, (typeof SHIPMENT_UPLOAD_COLUMNS)[number]['key']>(
  SHIPMENT_UPLOAD_COLUMNS.flatMap((column) => [
    [headerKey(column.kr), column.key],
    [headerKey(column.en), column.key],
    [headerKey(column.key), column.key],
  ]),
);

function dataRows(table: string[][]): ShipmentFileRow[] {
  const first = table[0] ?? [];
  const named = first.map((cell) => HEADERS.get(headerKey(cell)));
  const hasHeader = named.includes('od_id');
  const index = (key: (typeof SHIPMENT_UPLOAD_COLUMNS)[number]['key']) =>
    hasHeader ? named.indexOf(key) : SHIPMENT_UPLOAD_COLUMNS.findIndex((c) => c.key === key);
  const at = {
    od_id: index('od_id'),
    carrier: index('carrier'),
    tracking_no: index('tracking_no'),
  };
  const rows: ShipmentFileRow[] = [];
  table.forEach((cells, i) => {
    if (hasHeader && i === 0) return;
    const cell = (column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
    const row = {
      line: i + 1,
      od_id: cell(at.od_id).replace(/[\s-]/g, ''),
      carrier: cell(at.carrier),
      tracking_no: cell(at.tracking_no),
    };
    if (row.od_id || row.carrier || row.tracking_no) rows.push(row);
  });
  return rows;
}

const carrierKey = (text: string) => text.replace(/[\s()]/g, '').toLowerCase();
const CARRIER_NAMES = new Map<string, CarrierCode>(
  (Object.keys(CARRIERS) as CarrierCode[]).flatMap((code) => [
    [carrierKey(code), code],
    [carrierKey(CARRIERS[code].name.kr), code],
    [carrierKey(CARRIERS[code].name.en), code],
  ]),
);

/**
 * A row's carrier (its code, or its Korean or English name) and tracking number as the ship
 * step takes them, or the first problem of the row.
 */
export function checkShipmentRow(row: ShipmentFileRow): {
  carrier: CarrierCode | null;
  tracking_no: string;
  problem: 'unknown_carrier' | 'missing_tracking' | 'bad_tracking' | null;
} {
  const carrier = CARRIER_NAMES.get(carrierKey(row.carrier)) ?? null;
  if (!carrier) return { carrier, tracking_no: row.tracking_no, problem: 'unknown_carrier' };
  if (!row.tracking_no) return { carrier, tracking_no: '', problem: 'missing_tracking' };
  const parsed = adminShipSchema.safeParse({ carrier, tracking_no: row.tracking_no });
  if (!parsed.success) return { carrier, tracking_no: row.tracking_no, problem: 'bad_tracking' };
  return { carrier, tracking_no: parsed.data.tracking_no, problem: null };
}

/**
 * The upload's template: the header row in the operator's language and one example row, the
 * order number and tracking number columns formatted as text (Excel rounds a 16-digit number).
 */
export async function shipmentTemplate(format: 'xlsx' | 'csv', lang: Lang): Promise<Buffer> {
  const header = SHIPMENT_UPLOAD_COLUMNS.map((column) => column[lang]);
  const example = ['2026112538475610', CARRIERS.cj.name[lang], '689212345678'];
  if (format === 'csv')
    return Buffer.from(`\ufeff${header.join(',')}\r\n${example.join(',')}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Shipments' : '발송');
  sheet.columns = [
    { width: 22, style: { numFmt: '@' } },
    { width: 18 },
    { width: 22, style: { numFmt: '@' } },
  ];
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
