/**
 * The highest page number a paginated list accepts (`?page=`); past the last page a list
 * answers an empty page, past this a 422.
 *
 * @example
 * z.coerce.number().int().min(1).max(PAGE_MAX);
 */
export const PAGE_MAX = 100_000;

/**
 * The list envelope every paginated endpoint answers with (Laravel-style, as the legacy API).
 *
 * @example
 * const page: Paginated<{ id: number }> = {
 *   current_page: 1, data: [{ id: 1 }], from: 1, last_page: 1, per_page: 10, to: 1, total: 1,
 * };
 */
export interface Paginated<T> {
  current_page: number;
  data: T[];
  /** 1-based index of the first item on this page, `null` when the page is empty. */
  from: number | null;
  last_page: number;
  per_page: number;
  /** 1-based index of the last item on this page, `null` when the page is empty. */
  to: number | null;
  total: number;
}

/**
 * The envelope of every answer that carries one resource or a plain (unpaginated) list.
 *
 * @example
 * const answer: DataResponse<{ id: number }[]> = { data: [{ id: 1 }] };
 * answer.data[0]?.id; // 1
 */
export interface DataResponse<T> {
  data: T;
}

/**
 * Body of every error answer other than 422 (401, 403, 404, 413, 419, 429, 5xx),
 * with `message` in the session language.
 *
 * @example
 * const body: ApiMessageBody = { message: '로그인이 필요합니다.' };
 */
export interface ApiMessageBody {
  message: string;
}

/**
 * Answer of calls that only confirm (logout, password changes, recovery mails), with
 * `message` in the session language.
 *
 * @example
 * const answer: MessageResponse = { message: '로그아웃되었습니다.' };
 */
export interface MessageResponse {
  message: string;
}

/** Field name (dotted for nested fields, e.g. `items.0.qty`) to its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Body of a 422 answer.
 *
 * @example
 * const body: ValidationErrorBody = {
 *   message: '입력값을 확인해 주세요.',
 *   errors: { mb_id: ['이미 사용 중인 아이디입니다.'] },
 * };
 */
export interface ValidationErrorBody extends ApiMessageBody {
  errors: FieldErrors;
}

/**
 * Builds the envelope for one page of a list.
 *
 * @example
 * paginate([{ id: 11 }], { page: 2, perPage: 10, total: 11 }).from; // 11
 */
export function paginate<T>(
  data: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data,
    from,
    last_page: lastPage,
    per_page: perPage,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
