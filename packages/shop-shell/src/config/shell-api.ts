import type { Endpoints } from '@atelier/api-client';

/**
 * The API calls the chrome makes itself: the popup click store call, the banner click log
 * and the notification list. `createEndpoints(client)` satisfies it.
 *
 * @example
 * const api: ShellApi = createEndpoints(createApiClient());
 */
export interface ShellApi {
  content: Pick<Endpoints['content'], 'resourceClick' | 'clickLog'>;
  notifications: Pick<Endpoints['notifications'], 'list' | 'markRead' | 'delete' | 'deleteAll'>;
}
