import { createHash } from 'node:crypto';

import {
  NOTICE_ATTACHMENT_MAX_BYTES,
  NOTICE_ATTACHMENTS_MAX,
  type NoticeAttachment,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';

import type { NoticeAttachmentRow } from '../../db/schema/index.js';
import { HttpError, ValidationError, type FieldProblem } from '../../http/errors.js';
import type { ImageWork } from '../../ports/app-deps.js';
import type { ObjectStore } from '../../ports/storage/object-store.js';
import { imageWorkBusy } from '../media/image-work.js';
import {
  ImageRejectedError,
  megabytes,
  prepareImage,
  sniffImageType,
} from '../media/ingest-image.js';

/** Storage prefix of notice files (never served under /media: only by the notice routes). */
export const NOTICE_FILES_PREFIX = 'notice-files';

/** A file ready to store: its bytes (images re-encoded), type, name and key. */
export interface PreparedAttachment {
  storageKey: string;
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

// A PDF starts with its header and ends with the end-of-file marker (within its last KB, as
// writers may append a line break or a little junk after it).
function isPdf(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')
  );
}

function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Checks one uploaded file by its content: an image goes through the media pipeline's checks
 * and is re-encoded (metadata dropped); a PDF must have its header and end marker. Anything
 * else is `file_type`.
 */
export async function prepareAttachment(
  bytes: Buffer,
  fileName: string,
  imageWork: ImageWork,
): Promise<PreparedAttachment> {
  const name = displayName(fileName);
  if (isPdf(bytes)) {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    return {
      storageKey: `${NOTICE_FILES_PREFIX}/${hash}`,
      bytes,
      contentType: 'application/pdf',
      fileName: name,
    };
  }
  if (sniffImageType(bytes) === undefined) throw new ImageRejectedError('image_type');
  if (imageWork.full) throw imageWorkBusy();
  const image = await imageWork.run(() => prepareImage(bytes, NOTICE_ATTACHMENT_MAX_BYTES));
  return {
    storageKey: `${NOTICE_FILES_PREFIX}/${image.hash}`,
    bytes: image.data,
    contentType: image.contentType,
    fileName: name,
  };
}

/**
 * Reads the multipart `files[]` of an attachment upload (at most `room` files of
 * {@link NOTICE_ATTACHMENT_MAX_BYTES}) and checks each by content. Nothing is stored; a file
 * that is refused is a 422 naming it (`files.0`…), and then no file of the request is kept.
 */
export async function readAttachments(
  request: FastifyRequest,
  room: number,
  imageWork: ImageWork,
): Promise<PreparedAttachment[]> {
  if (!request.isMultipart())
    throw new ValidationError(undefined, [{ field: 'files', rule: 'required' }]);
  const prepared: PreparedAttachment[] = [];
  const problems: FieldProblem[] = [];
  let index = 0;
  for await (const part of request.parts({
    limits: { fileSize: NOTICE_ATTACHMENT_MAX_BYTES, files: NOTICE_ATTACHMENTS_MAX + 1, fields: 0 },
  })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'files[]' && part.fieldname !== 'files')
      throw new HttpError(400, 'bad_request');
    const at = index++;
    const name = displayName(part.filename ?? '');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      problems.push({
        field: `files.${at}`,
        rule: 'file_size',
        values: { file: name, max: megabytes(NOTICE_ATTACHMENT_MAX_BYTES) },
      });
      continue;
    }
    if (at >= room) {
      problems.push({
        field: `files.${at}`,
        rule: 'max_files',
        values: { file: name, max: NOTICE_ATTACHMENTS_MAX },
      });
      continue;
    }
    try {
      prepared.push(await prepareAttachment(bytes, name, imageWork));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      problems.push({
        field: `files.${at}`,
        rule: error.reason === 'image_type' ? 'file_type' : error.reason,
        values: { ...error.values, file: name },
      });
    }
  }
  if (problems.length > 0) throw new ValidationError(undefined, problems);
  if (prepared.length === 0)
    throw new ValidationError(undefined, [{ field: 'files', rule: 'required' }]);
  return prepared;
}

/** Stores prepared files (content-addressed: the same file twice is one object). */
export async function storeAttachments(
  store: ObjectStore,
  files: readonly PreparedAttachment[],
): Promise<void> {
  for (const file of files)
    await store.put(`${file.storageKey}/original`, file.bytes, file.contentType);
}

/** An attachment as the wire shows it, with its public download address. */
export function attachmentWire(row: NoticeAttachmentRow): NoticeAttachment {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    url: `/api/v1/notice/${row.noticeId}/files/${row.id}`,
  };
}
