import type { AdminArea, AttributeLabels, Lang } from '@atelier/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { Transaction } from '../../db/database.js';
import type { AppDeps } from '../../ports/app-deps.js';
import type { SheetColumn } from '../../shared/xlsx-stream.js';

// The operator console's resources (brief §10.18): one definition gives the routes
// `/api/admin/{name}` (list, show, create, update, delete, reveal), each with its permission,
// zod validation, pagination and, on every write, the audit record in the write's transaction.

/** A table row or a wire item. */
export type Row = Record<string, unknown>;
/** The query fields of a resource's list filters. */
export type Shape = z.ZodRawShape;

/** The part of a write a resource definition hooks into (same transaction as the write). */
export interface ResourceWriteContext<R> {
  tx: Transaction;
  request: FastifyRequest;
  deps: AppDeps;
  before: R | null;
}

/**
 * One resource of the operator console. `R` is its table's row, `Item` its wire shape.
 */
export interface AdminResource<R extends Row, Item extends Row, F extends Shape = Shape> {
  /** The path segment: `/api/admin/{name}`; also the audit record's resource. */
  name: string;
  area: AdminArea;
  table: PgTable;
  /** The integer primary key. */
  id: PgColumn;
  /** A row as a list shows it (phone, address and email masked). */
  listItem: (row: R) => Item;
  /** A row as its detail shows it; the list's shape when absent. */
  detail?: (row: R) => Item;
  /** Extra list filters: their query fields, and the conditions they give. */
  filters?: { shape: F; where: (query: z.output<z.ZodObject<F>>) => (SQL | undefined)[] };
  /** Columns `q` searches (case-insensitive, contains). */
  search?: PgColumn[];
  /** The sortable columns by wire name; the first is the default. */
  sort: Record<string, PgColumn>;
  /** Conditions every query of the resource keeps (e.g. only members with a role). */
  scope?: () => SQL | undefined;
  /** Field labels for 422 messages. */
  attributes?: AttributeLabels;
  /** Unique constraints by name, with the field a violation is reported on (422 `unique`). */
  unique?: Record<string, string>;
  create?: {
    schema: z.ZodType<Row>;
    values: (input: Row) => Row;
    /** Refusals that need the database (a name in use, an overlapping range), before the write. */
    check?: (input: Row, context: ResourceWriteContext<R>) => Promise<void>;
  };
  update?: {
    schema: z.ZodType<Row>;
    values: (input: Row, before: R) => Row;
    /** The password must be recent (role changes). */
    reauth?: boolean;
    /** Refusals that need the database (the last owner), before the write. */
    check?: (input: Row, context: ResourceWriteContext<R>) => Promise<void>;
  };
  /**
   * The row's `updated_at`: an edit that sends the `updated_at` it was made from is refused
   * (409, with the row as it is now) when another operator saved in between.
   */
  version?: PgColumn;
  /** `DELETE /{id}`; with `check`, refusals that need the database (a coupon members hold). */
  remove?: true | { check: (context: ResourceWriteContext<R>) => Promise<void> };
  /** Work in the write's transaction after it (ending sessions after a role change). */
  afterWrite?: (row: R | null, context: ResourceWriteContext<R>) => Promise<void>;
  /** `GET /{name}/export`: the filtered list as an XLSX sheet, every row (masked as listed). */
  export?: {
    name: { kr: string; en: string };
    columns: Readonly<Record<string, SheetColumn>>;
    cells: (row: R, lang: Lang) => Record<string, string | number>;
  };
  /** Masked fields that `POST /{name}/{id}/reveal` shows in full (re-auth, audited). */
  reveal?: (row: R) => Record<string, string | null>;
  /** After a committed write (version caches). */
  changed?: (deps: AppDeps) => void;
}

/** Defines a resource (a typed identity: the routes take the definition as it is). */
export function defineAdminResource<R extends Row, Item extends Row, F extends Shape = Shape>(
  resource: AdminResource<R, Item, F>,
): AdminResource<R, Item, F> {
  return resource;
}
