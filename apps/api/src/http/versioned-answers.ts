import type { FastifyReply, FastifyRequest } from 'fastify';

import type { VersionCache } from '../ports/app-deps.js';
import { answerNotModified, etagOf } from './etag.js';

/** One public GET answer as {@link VersionedAnswers.send} needs it described. */
export interface VersionedAnswer {
  /**
   * Version-cache key of the data the answer reads, e.g. `notices` or `translations:en`
   * (what `VersionCache.invalidate` is called with after a write).
   */
  collection: string;
  /** Reads that data's current version from the database, e.g. with `tableVersion`. */
  version: () => Promise<string>;
  /**
   * Everything else the answer depends on: the parsed query, the language or currency when the
   * answer is localised, the minute when it depends on the clock; `''` when nothing.
   */
  key: string;
  /**
   * Reads and shapes the answer for `version` (the one its ETag names); runs only when no answer
   * is kept for this version and key. A `Buffer` is taken as the answer already serialised (UTF-8
   * JSON), anything else is serialised with `JSON.stringify`.
   */
  build: (version: string) => Promise<unknown>;
}

interface Kept {
  version: string;
  etag: string;
  // UTF-8 bytes: sent without encoding the text again, and kept outside the JavaScript heap, so
  // a thousand kept answers of a Korean catalog page (two-byte strings) do not weigh on GC.
  body: Buffer;
}

/**
 * The one way to answer a public GET from the version of the table(s) it reads: the ETag comes
 * from the version, a matching If-None-Match gets a 304, and the serialised 200 answer is kept
 * per key for that version, so while the data does not change an answer touches neither the
 * rows nor `JSON.stringify`. Versions come from the database through the {@link VersionCache},
 * so a write through another instance is seen within the cache's time to live.
 *
 * Only the newest version's answer is kept per key, and at most `maxKeys` keys (least recently
 * used first out). Never for member data: those answers are hashed from the body (`etagPlugin`).
 */
export class VersionedAnswers {
  private readonly kept = new Map<string, Kept>();
  private readonly building = new Map<string, Promise<Kept>>();

  constructor(
    private readonly versions: VersionCache,
    private readonly maxKeys: number,
  ) {}

  /** Answers `request`: 304, the kept 200 body, or a freshly built one (then kept). */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: VersionedAnswer,
  ): Promise<FastifyReply> {
    const version = await this.versions.get(answer.collection, answer.version);
    const slot = `${answer.collection}\n${answer.key}`;
    let kept = this.kept.get(slot);
    if (kept && kept.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(slot);
      this.kept.set(slot, kept);
    } else {
      kept = undefined;
    }
    const etag = kept?.etag ?? etagOf(`${answer.collection}:${version}:${answer.key}`);
    if (answerNotModified(request, reply, etag)) return reply;
    // A build that fails (a 404 for an unknown id) must not leave its ETag on the error.
    kept ??= await this.build(slot, version, etag, answer.build).catch((error: unknown) => {
      reply.removeHeader('etag');
      throw error;
    });
    return reply.type('application/json; charset=utf-8').send(kept.body);
  }

  // Requests that miss together share one build.
  private build(
    slot: string,
    version: string,
    etag: string,
    build: (version: string) => Promise<unknown>,
  ): Promise<Kept> {
    const id = `${slot}\n${version}`;
    let pending = this.building.get(id);
    if (!pending) {
      pending = build(version)
        .then((data) => {
          const body = Buffer.isBuffer(data) ? data : Buffer.from(JSON.stringify(data));
          const kept = { version, etag, body };
          this.keep(slot, kept);
          return kept;
        })
        .finally(() => this.building.delete(id));
      this.building.set(id, pending);
    }
    return pending;
  }

  private keep(slot: string, kept: Kept): void {
    // A late build of an older version may replace a newer one: the next request then misses
    // on the version and builds again, it never gets the older body.
    this.kept.delete(slot);
    this.kept.set(slot, kept);
    while (this.kept.size > this.maxKeys) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
  }
}
