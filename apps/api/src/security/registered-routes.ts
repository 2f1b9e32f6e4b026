import type { FastifyInstance } from 'fastify';

/**
 * One route of the server: its method and path as registered (`/api/v1/notice/:id`).
 */
export interface RegisteredRoute {
  method: string;
  url: string;
}

// `printRoutes()` draws the router's tree: each line is `<indent>├── <segment> (<METHODS>)`,
// the indent four characters per level, a child's path continuing its parent's.
const LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the server has registered, read from its router, so a test that loops over
 * them covers routes added later without being edited.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = `${stack.at(-1) ?? ''}${match[2]}`;
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
