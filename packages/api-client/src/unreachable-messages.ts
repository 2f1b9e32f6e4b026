import type { Lang } from '@atelier/contracts';

/**
 * Keys of the messages the client writes itself (when the server sent none).
 *
 * @example
 * const key: ClientMessageKey = 'timeout';
 */
export type ClientMessageKey =
  | 'timeout'
  | 'aborted'
  | 'network'
  | 'not_modified_without_cache'
  | 'missing_id'
  | 'invalid_body'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'csrf'
  | 'validation'
  | 'rate_limited'
  | 'other';

// The client's messages for a request that never reached the server: in the first load, since a
// failed network cannot fetch the chunk of the other messages (messages.ts).
export const UNREACHABLE_MESSAGES = {
  kr: {
    timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
    aborted: '요청이 취소되었습니다.',
    network: '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  },
  en: {
    timeout: 'The request timed out. Please try again.',
    aborted: 'The request was cancelled.',
    network: 'Could not reach the server. Please check your connection and try again.',
  },
} as const satisfies Record<Lang, Record<string, string>>;
