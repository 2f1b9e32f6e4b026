import type { IncomingMessage } from 'node:http';

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';

import type { AppDeps, ImageWork } from '../../ports/app-deps.js';
import type { ObjectStore } from '../../ports/storage/object-store.js';
import {
  HttpError,
  tooManyRequests,
  ValidationError,
  type FieldProblem,
} from '../../http/errors.js';
import { imageWorkBusy } from './image-work.js';
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

/** What an {@link UploadReader} answers. */
export interface ImageUploads<T = undefined> {
  /** The plain fields, bracket names nested (`a[b]=v`, `a[]=1`) as the api-client sends them. */
  fields: Record<string, unknown>;
  images: UploadedImage[];
  /** What `check` answered. */
  checked: T;
}

/** What a route tells an {@link UploadReader}. */
export interface UploadOptions<T> {
  /** Files at most. */
  max: number;
  /** Bytes per file at most. */
  maxBytes: number;
  /**
   * The route's checks of the caller's rights and of the fields (ownership, status,
   * eligibility, the schema), run on every field before any file is read: when it throws,
   * the request is refused having read and decoded no file. Its answer is `checked`.
   */
  check?: (fields: Record<string, unknown>) => T | Promise<T>;
}

/**
 * Reads a form with image files: multipart with the plain fields first and then `files[]`
 * (limits enforced while it streams), or a JSON body (fields only). In order:
 * 1. every field is read; a field after the first file, or (with `check`) a file before any
 *    field, is a 400 (`upload_fields_first`), so nothing the route decides on comes after a file;
 * 2. `check` runs on the fields;
 * 3. when the form has files: a full image queue is a 503, and the request counts against the
 *    upload throttle (per member and per address; over it, a 429);
 * 4. the files are read, then checked by content, size and count and re-encoded through the
 *    process's {@link ImageWork} queue.
 * Nothing is stored: the route stores the images with {@link storeUploadedImages} after its
 * own checks, so a refused request leaves nothing behind. On the POST of an
 * {@link updateRoute}, the first field must be `_method=PUT`.
 *
 * @throws {ValidationError} 422 naming the file (`files.0`…) when one is not an image, is
 *   damaged, too large, or one too many; messages in the session language with its name.
 */
export type UploadReader = <T = undefined>(
  request: FastifyRequest,
  options: UploadOptions<T>,
) => Promise<ImageUploads<T>>;

// Plain fields of one upload form: how many, and how long each may be.
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_NAME_DEPTH = 4;
// The rest of a refused multipart body is read and dropped up to this much, so the browser
// gets the answer on a connection that stays usable; beyond it the connection is closed.
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Lets the calling route plugin's routes read multipart bodies (only those routes: the rest of
 * the API keeps answering 415 to multipart) and answers their {@link UploadReader}. Call it at
 * the top of the plugin. A body the route refused before reading it all is dropped unread.
 */
export async function acceptUploads(
  app: FastifyInstance,
  { config, imageWork, throttle }: Pick<AppDeps, 'config' | 'imageWork' | 'throttle'>,
): Promise<UploadReader> {
  await app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.isMultipart() && !request.raw.readableEnded) discardBody(request.raw);
    return payload;
  });
  const { perMember, perIp, windowMinutes } = config.uploadThrottle;
  const admit = async (request: FastifyRequest) => {
    if (imageWork.full) throw imageWorkBusy();
    const member = request.session?.member;
    const allowed = await Promise.all([
      throttle.take(`upload:ip:${request.ip}`, perIp, windowMinutes),
      member ? throttle.take(`upload:member:${member.id}`, perMember, windowMinutes) : true,
    ]);
    if (allowed.includes(false)) throw tooManyRequests('too_many_uploads', windowMinutes * 60);
  };
  return (request, options) => readImageUploads(request, options, { admit, imageWork });
}

function discardBody(raw: IncomingMessage): void {
  raw.unpipe();
  let left = DISCARD_MAX_BYTES;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
}

/**
 * Registers an update as `PUT {url}` and as the generic helper's multipart form of it,
 * `POST {url}` whose first field is `_method=PUT` (spec §7); the {@link UploadReader} checks
 * that field and drops it. One handler serves both.
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

async function readImageUploads<T>(
  request: FastifyRequest,
  options: UploadOptions<T>,
  { admit, imageWork }: { admit: (request: FastifyRequest) => Promise<void>; imageWork: ImageWork },
): Promise<ImageUploads<T>> {
  const check = async (fields: Record<string, unknown>) =>
    (options.check ? await options.check(fields) : undefined) as T;
  const override = request.method === 'POST' && request.routeOptions.config.methodOverride;
  if (!request.isMultipart?.()) {
    const fields = isPlainObject(request.body) ? { ...request.body } : {};
    if (override) {
      if (String(fields._method ?? '').toUpperCase() !== override) throw overrideRefused();
      delete fields._method;
    }
    return { fields, images: [], checked: await check(fields) };
  }

  const fields: Record<string, unknown> = {};
  const files: Array<{ fileName: string; bytes: Buffer } | { fileName: string; tooLarge: true }> =
    [];
  const problems: FieldProblem[] = [];
  let first = true;
  let checked: { value: T } | undefined;
  // What the route's check or the admission threw: answered as it is.
  let refusal: { error: unknown } | undefined;
  const checkFields = async () => {
    try {
      checked = { value: await check(fields) };
    } catch (error) {
      refusal = { error };
      throw error;
    }
  };
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
        if (checked) throw new HttpError(400, 'upload_fields_first');
        if (part.valueTruncated || !setField(fields, part.fieldname, String(part.value))) {
          throw new HttpError(400, 'bad_request');
        }
        continue;
      }
      if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
        throw new HttpError(400, 'bad_request');
      }
      // A file input with nothing chosen still sends an empty, nameless part.
      if (!part.filename) {
        for await (const _chunk of part.file) {
          // dropped
        }
        continue;
      }
      if (!checked) {
        // The route decides on fields: a photo before them is the wrong order, not a bad form.
        if (options.check && Object.keys(fields).length === 0) {
          throw new HttpError(400, 'upload_fields_first');
        }
        await checkFields();
        try {
          await admit(request);
        } catch (error) {
          refusal = { error };
          throw error;
        }
      }
      const fileName = displayName(part.filename);
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
    if (refusal?.error === error) throw error;
    if (error instanceof HttpError || error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (/LIMIT|TOO_LARGE/.test(code)) throw new HttpError(413, 'payload_too_large');
    throw new HttpError(400, 'bad_request');
  }
  if (override && first) throw overrideRefused();
  if (!checked) await checkFields();

  const prepared =
    files.length === 0 ? [] : await imageWork.run(() => prepareFiles(files, options, problems));
  if (problems.length > 0) throw new ValidationError(undefined, problems);

  return {
    fields,
    images: prepared.map((image, i) => ({ ...image!, fileName: files[i]!.fileName })),
    checked: checked!.value,
  };
}

async function prepareFiles(
  files: Array<{ fileName: string; bytes: Buffer } | { fileName: string; tooLarge: true }>,
  options: { maxBytes: number },
  problems: FieldProblem[],
): Promise<Array<PreparedImage | undefined>> {
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
  return prepared;
}

/**
 * Stores uploaded images under `prefix` (content-addressed: the same picture twice is one
 * object) and answers their keys and sizes, in order. Called by a route once every check of
 * the request has passed, just before it writes the rows that refer to them.
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
