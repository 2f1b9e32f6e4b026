import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';

import type { ObjectStore } from '../../ports/storage/object-store.js';
import { HttpError, ValidationError, type FieldProblem } from '../../http/errors.js';
import {
  ImageRejectedError,
  prepareImage,
  storePreparedImage,
  type PreparedImage,
  type StoredImage,
  megabytes,
} from './ingest-image.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by {@link updateRoute}: a POST to this route is the multipart `_method=PUT` update. */
    methodOverride?: 'PUT';
  }
}

/**
 * An uploaded image as a route gets it: checked and re-encoded, not stored yet, with the name
 * the visitor's file had. The route stores it ({@link storeUploadedImages}) once every other
 * check of the request has passed.
 */
export interface UploadedImage extends PreparedImage {
  fileName: string;
}

/** What {@link readImageUploads} answers. */
export interface ImageUploads {
  /** The plain fields, bracket names nested (`a[b]=v`, `a[]=1`) as the api-client sends them. */
  fields: Record<string, unknown>;
  images: UploadedImage[];
}

// Plain fields of one upload form: how many, and how long each may be.
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_NAME_DEPTH = 4;

/**
 * Lets the calling route plugin's routes read multipart bodies (only those routes: the rest of
 * the API keeps answering 415 to multipart). Call it at the top of the plugin.
 *
 * @example
 * export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
 *   await acceptUploads(app);
 *   app.post('/api/v1/product-review', async (request) => {
 *     const { fields, images } = await readImageUploads(request, { max: 5, maxBytes: REVIEW_PHOTO_MAX_BYTES });
 *   });
 * }
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}

/**
 * Registers an update as `PUT {url}` and as the generic helper's multipart form of it,
 * `POST {url}` whose first field is `_method=PUT` (spec §7); {@link readImageUploads} checks
 * that field and drops it. One handler serves both.
 *
 * @example
 * updateRoute(app, '/api/v1/product-review/:id', async (request) => {
 *   const { fields, images } = await readImageUploads(request, { max: 5, maxBytes });
 * });
 */
export function updateRoute(app: FastifyInstance, url: string, handler: RouteHandlerMethod): void {
  app.put(url, handler);
  app.post(url, { config: { methodOverride: 'PUT' } }, handler);
}

function displayName(name: string | undefined): string {
  // Only the last path part, without control characters, short enough for a message.
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 100);
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Sets `value` at a bracket name (`a`, `a[]`, `a[b]`, `a[0][b]`); false when the name is refused. */
function setField(fields: Record<string, unknown>, name: string, value: string): boolean {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return false;
  const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (path.length > MAX_NAME_DEPTH + 1 || path.some((key) => UNSAFE_KEYS.has(key))) return false;
  let container: Record<string, unknown> | unknown[] = fields;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    const last = i === path.length - 1;
    const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
    if (Array.isArray(container)) {
      if (key !== '' && !/^\d+$/.test(key)) return false;
      const index = key === '' ? container.length : Number(key);
      if (index > container.length) return false;
      if (last) {
        container[index] = value;
        return true;
      }
      container[index] ??= nextIsIndex ? [] : {};
      container = container[index] as Record<string, unknown> | unknown[];
      continue;
    }
    if (key === '') return false;
    if (last) {
      container[key] = value;
      return true;
    }
    const existing = container[key];
    if (existing === undefined || typeof existing === 'string') {
      container[key] = nextIsIndex ? [] : {};
    }
    container = container[key] as Record<string, unknown> | unknown[];
  }
  return true;
}

function overrideRefused(): HttpError {
  return new HttpError(405, 'method_not_allowed');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a form with image files: multipart with `files[]` and plain fields (limits enforced
 * while it streams), or a JSON body (fields only). Every file is checked by content, size and
 * count and re-encoded; nothing is stored here: the route stores the images with
 * {@link storeUploadedImages} after its own checks (fields, rights, counts), so a refused
 * request leaves nothing behind. On the POST of an {@link updateRoute}, the first field must
 * be `_method=PUT`.
 *
 * @throws {ValidationError} 422 naming the file (`files.0`…) when one is not an image, is
 *   damaged, too large, or one too many; messages in the session language with its name.
 * @example
 * const { fields, images } = await readImageUploads(request, { max: 5, maxBytes: REVIEW_PHOTO_MAX_BYTES });
 * const body = parseInput(reviewCreateSchema, fields, request);
 */
export async function readImageUploads(
  request: FastifyRequest,
  options: { max: number; maxBytes: number },
): Promise<ImageUploads> {
  const override = request.method === 'POST' && request.routeOptions.config.methodOverride;
  if (!request.isMultipart?.()) {
    const fields = isPlainObject(request.body) ? { ...request.body } : {};
    if (override) {
      if (String(fields._method ?? '').toUpperCase() !== override) throw overrideRefused();
      delete fields._method;
    }
    return { fields, images: [] };
  }

  const fields: Record<string, unknown> = {};
  const files: Array<{ fileName: string; bytes: Buffer } | { fileName: string; tooLarge: true }> =
    [];
  const problems: FieldProblem[] = [];
  let first = true;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: options.maxBytes,
        // One more than allowed, so the first file too many can be named.
        files: options.max + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + options.max + 1,
      },
    })) {
      const isFirst = first;
      first = false;
      if (override && isFirst) {
        const value = part.type === 'field' ? String(part.value).toUpperCase() : '';
        if (part.fieldname !== '_method' || value !== override) throw overrideRefused();
        continue;
      }
      if (part.type === 'field') {
        if (part.valueTruncated || !setField(fields, part.fieldname, String(part.value))) {
          throw new HttpError(400, 'bad_request');
        }
        continue;
      }
      const fileName = displayName(part.filename);
      if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, 'bad_request');
      }
      // A file input with nothing chosen still sends an empty, nameless part.
      if (!part.filename) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      if (files.length >= options.max) {
        problems.push({
          field: `files.${files.length}`,
          rule: 'max_files',
          values: { file: fileName, max: options.max },
        });
        break;
      }
      try {
        files.push({ fileName, bytes: await part.toBuffer() });
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        files.push({ fileName, tooLarge: true });
        // The rest of the stream is not read: its limit was crossed; the answer is a 422.
        break;
      }
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (/LIMIT|TOO_LARGE/.test(code)) throw new HttpError(413, 'payload_too_large');
    throw new HttpError(400, 'bad_request');
  }
  if (override && first) throw overrideRefused();

  const prepared: Array<PreparedImage | undefined> = [];
  for (const [i, file] of files.entries()) {
    if ('tooLarge' in file) {
      problems.push({
        field: `files.${i}`,
        rule: 'image_size',
        values: { file: file.fileName, max: megabytes(options.maxBytes) },
      });
      continue;
    }
    try {
      prepared.push(await prepareImage(file.bytes, options.maxBytes));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      problems.push({
        field: `files.${i}`,
        rule: error.reason,
        values: { ...error.values, file: file.fileName },
      });
    }
  }
  if (problems.length > 0) throw new ValidationError(undefined, problems);

  return {
    fields,
    images: prepared.map((image, i) => ({ ...image!, fileName: files[i]!.fileName })),
  };
}

/**
 * Stores uploaded images under `prefix` (content-addressed: the same picture twice is one
 * object) and answers their keys and sizes, in order. Called by a route once every check of
 * the request has passed, just before it writes the rows that refer to them.
 *
 * @example
 * const stored = await storeUploadedImages(deps.objectStore, images, 'reviews');
 * // [{ storageKey: 'reviews/3f2a…', width: 1600, height: 1200 }]
 */
export async function storeUploadedImages(
  store: ObjectStore,
  images: readonly UploadedImage[],
  prefix: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const image of images) stored.push(await storePreparedImage(store, image, prefix));
  return stored;
}
