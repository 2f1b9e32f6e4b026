import type {
  InstaFeedItem,
  InstaFeedResponse,
  NoticeSummary,
  Paginated,
} from '@atelier/contracts';
import { FOOTER_NOTICE_COUNT } from '@atelier/shop-shell';

import { appApi } from '../../app/api.js';

/**
 * The shell's own data, loaded by the server next to categories and popups and embedded in
 * the page, so the footers hydrate without a request: the latest 5 notices and the Instagram
 * feed (the mobile footer's strip).
 *
 * @example
 * await store.dispatch(shellApi.endpoints.getLatestNotices.initiate());
 * const { data: notices = [] } = shellApi.useGetLatestNoticesQuery();
 */
export const shellApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/notice`: the first page of notices, newest first, 5 per page (spec §9). */
    getLatestNotices: build.query<NoticeSummary[], void>({
      query: () => ({
        url: '/api/v1/notice',
        params: {
          page: 1,
          per_page: FOOTER_NOTICE_COUNT,
          perPage: FOOTER_NOTICE_COUNT,
          sort: 'created_at',
          order: 'desc',
        },
      }),
      transformResponse: (response: Paginated<NoticeSummary>) =>
        Array.isArray(response?.data) ? response.data.slice(0, FOOTER_NOTICE_COUNT) : [],
      providesTags: ['Notice'],
    }),
    /** `GET /api/v1/insta-feeds`: the operator-managed Instagram items. */
    getInstaFeeds: build.query<InstaFeedItem[], void>({
      query: () => '/api/v1/insta-feeds',
      transformResponse: (response: InstaFeedResponse) =>
        Array.isArray(response?.data) ? response.data : [],
      providesTags: ['InstaFeed'],
    }),
  }),
});
