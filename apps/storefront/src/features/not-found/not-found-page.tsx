import { NotFoundView } from '../../shared/routing/not-found-view.js';

/**
 * Any path no ready route matches (spec §2 "any other path shows a not-found page"); the
 * server answers it with status 404.
 */
export default function NotFoundPage() {
  return <NotFoundView />;
}
