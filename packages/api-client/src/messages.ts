import type { Lang } from '@atelier/contracts';

import { UNREACHABLE_MESSAGES, type ClientMessageKey } from './unreachable-messages.js';

export type { ClientMessageKey } from './unreachable-messages.js';

const MESSAGES: Readonly<Record<Lang, Readonly<Record<ClientMessageKey, string>>>> = {
  kr: {
    ...UNREACHABLE_MESSAGES.kr,
    not_modified_without_cache:
      '서버가 변경 없음(304)으로 응답했지만 캐시된 사본이 없습니다. 페이지를 새로고침해 주세요.',
    missing_id: '대상의 기본 키(id)가 없어 요청을 보낼 수 없습니다.',
    invalid_body: '서버 응답을 읽을 수 없습니다. 잠시 후 다시 시도해 주세요.',
    unauthorized: '로그인이 필요합니다.',
    forbidden: '접근 권한이 없습니다.',
    not_found: '페이지를 찾을 수 없거나 접근할 수 없습니다.',
    csrf: '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    validation: '입력값을 확인해 주세요.',
    rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    other: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  en: {
    ...UNREACHABLE_MESSAGES.en,
    not_modified_without_cache:
      'The server answered 304 Not Modified but the cached copy is missing. Please reload the page.',
    missing_id: 'This request needs the record id (primary key), which is missing.',
    invalid_body: 'The server response could not be read. Please try again.',
    unauthorized: 'Please log in.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The page was not found or is not accessible.',
    csrf: 'Your security token has expired. Please reload the page and try again.',
    validation: 'Please check your input.',
    rate_limited: 'Too many requests. Please try again later.',
    other: 'The request could not be completed. Please try again later.',
  },
};

/**
 * The client's own message for `key` in `lang` (Korean unless `lang` is `en`).
 *
 * @example
 * clientMessage('timeout', 'en'); // 'The request timed out. Please try again.'
 */
export function clientMessage(key: ClientMessageKey, lang: Lang): string {
  return (lang === 'en' ? MESSAGES.en : MESSAGES.kr)[key];
}
