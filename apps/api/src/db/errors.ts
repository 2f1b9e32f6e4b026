/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

// Properties of database errors that carry the statement's values: Drizzle's `params`, and
// PostgreSQL's `detail` ("Key (email)=(…) already exists") and `where` (COPY lines).
const VALUE_FIELDS = ['params', 'detail', 'where', 'internalQuery'];
// Drizzle's message is `Failed query: <sql>\nparams: <values>`.
const PARAMS_LINE = /\nparams: [\s\S]*$/;

/**
 * A copy of `error` (and of each error in its `cause` chain) without the values a database
 * statement carried: what may be logged. The SQL text stays (its values are placeholders), and
 * so do the code, constraint, table and column. Anything that is not an object comes back as is.
 */
export function withoutQueryValues<T>(error: T, seen = new WeakMap<object, unknown>()): T {
  if (!error || typeof error !== 'object') return error;
  const known = seen.get(error);
  if (known) return known as T;
  const copy = Object.create(Object.getPrototypeOf(error) as object | null) as Record<
    PropertyKey,
    unknown
  >;
  seen.set(error, copy);
  for (const key of Reflect.ownKeys(error)) {
    if (typeof key === 'string' && VALUE_FIELDS.includes(key)) continue;
    copy[key] = (error as Record<PropertyKey, unknown>)[key];
  }
  const { message, stack } = copy;
  if (typeof message === 'string' && PARAMS_LINE.test(message)) {
    const clean = message.replace(PARAMS_LINE, '\nparams: [redacted]');
    copy.message = clean;
    if (typeof stack === 'string') copy.stack = stack.replace(message, clean);
  }
  if ('cause' in copy) copy.cause = withoutQueryValues(copy.cause, seen);
  return copy as T;
}
