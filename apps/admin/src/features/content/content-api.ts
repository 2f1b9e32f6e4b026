import { toFormData } from '@atelier/api-client';
import type {
  AdminCmsPage,
  AdminCmsPageInput,
  AdminInstaItem,
  AdminInstaItemInput,
  AdminNotice,
  AdminNoticeInput,
  AdminPopup,
  AdminPopupInput,
  DataResponse,
  MessageResponse,
  NoticeAttachment,
  Paginated,
  UploadedContentImage,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** A list query of a content resource. */
export interface ContentListQuery {
  page?: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  active?: 'true' | 'false';
  pinned?: 'true' | 'false';
  published?: 'true' | 'false';
  per_page?: number;
}

type Resource = 'popups' | 'insta-feed' | 'notices' | 'cms-pages';
type Tag = 'AdminPopup' | 'AdminInsta' | 'AdminNotice' | 'AdminCms';
const TAGS: Record<Resource, Tag> = {
  popups: 'AdminPopup',
  'insta-feed': 'AdminInsta',
  notices: 'AdminNotice',
  'cms-pages': 'AdminCms',
};

const api = operatorApi.enhanceEndpoints({
  addTagTypes: ['AdminPopup', 'AdminInsta', 'AdminNotice', 'AdminCms'],
});

/** A save of a resource: a new one without `id`; `updated_at` is the version it was edited from. */
interface Save<T> {
  id?: number;
  body: T & { updated_at?: string };
}

function resourceEndpoints<Item, Input>(
  build: Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0],
  resource: Resource,
) {
  const tag = TAGS[resource];
  return {
    list: build.query<Paginated<Item>, ContentListQuery>({
      query: (params) => ({ url: `/api/admin/${resource}`, params: { ...params } }),
      extraOptions: OWN_401,
      providesTags: [tag],
    }),
    one: build.query<DataResponse<Item>, number>({
      query: (id) => `/api/admin/${resource}/${id}`,
      extraOptions: OWN_401,
      providesTags: [tag],
    }),
    save: build.mutation<DataResponse<Item>, Save<Input>>({
      query: ({ id, body }) => ({
        url: id ? `/api/admin/${resource}/${id}` : `/api/admin/${resource}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      extraOptions: OWN_401,
      invalidatesTags: [tag, 'AuditLog'],
    }),
    remove: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/admin/${resource}/${id}`, method: 'DELETE' }),
      extraOptions: OWN_401,
      invalidatesTags: [tag, 'AuditLog'],
    }),
  };
}

/**
 * The content area (`/api/admin/popups`, `/insta-feed`, `/notices`, `/cms-pages`, images).
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => {
    const popups = resourceEndpoints<AdminPopup, AdminPopupInput>(build, 'popups');
    const insta = resourceEndpoints<AdminInstaItem, AdminInstaItemInput>(build, 'insta-feed');
    const notices = resourceEndpoints<AdminNotice, AdminNoticeInput>(build, 'notices');
    const cms = resourceEndpoints<AdminCmsPage, AdminCmsPageInput>(build, 'cms-pages');
    return {
      adminPopups: popups.list,
      adminPopup: popups.one,
      saveAdminPopup: popups.save,
      deleteAdminPopup: popups.remove,
      adminInstaItems: insta.list,
      saveAdminInstaItem: insta.save,
      deleteAdminInstaItem: insta.remove,
      adminNotices: notices.list,
      adminNotice: notices.one,
      saveAdminNotice: notices.save,
      deleteAdminNotice: notices.remove,
      adminCmsPages: cms.list,
      adminCmsPage: cms.one,
      saveAdminCmsPage: cms.save,
      deleteAdminCmsPage: cms.remove,
      reorderContent: build.mutation<
        MessageResponse,
        { resource: 'popups' | 'insta-feed'; ids: number[] }
      >({
        query: ({ resource, ids }) => ({
          url: `/api/admin/${resource}/reorder`,
          method: 'POST',
          body: { ids },
        }),
        extraOptions: OWN_401,
        invalidatesTags: (_r, _e, { resource }) => [TAGS[resource], 'AuditLog'],
      }),
      publishCmsPage: build.mutation<
        DataResponse<AdminCmsPage>,
        { id: number; action: 'publish' | 'unpublish' }
      >({
        query: ({ id, action }) => ({
          url: `/api/admin/cms-pages/${id}/${action}`,
          method: 'POST',
          body: {},
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCms', 'AuditLog'],
      }),
      uploadContentImage: build.mutation<DataResponse<UploadedContentImage>, File>({
        query: (file) => ({
          url: '/api/admin/content/images',
          method: 'POST',
          body: toFormData({}, [file]),
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
      noticeAttachments: build.query<DataResponse<NoticeAttachment[]>, number>({
        query: (id) => `/api/admin/notices/${id}/attachments`,
        extraOptions: OWN_401,
        providesTags: (_r, _e, id) => [{ type: 'AdminNotice', id: `files-${id}` }],
      }),
      attachNoticeFiles: build.mutation<
        DataResponse<NoticeAttachment[]>,
        { id: number; files: File[] }
      >({
        query: ({ id, files }) => ({
          url: `/api/admin/notices/${id}/attachments`,
          method: 'POST',
          body: toFormData({}, files),
        }),
        extraOptions: OWN_401,
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'AdminNotice', id: `files-${id}` },
          'AuditLog',
        ],
      }),
      detachNoticeFile: build.mutation<MessageResponse, { id: number; file: number }>({
        query: ({ id, file }) => ({
          url: `/api/admin/notices/${id}/attachments/${file}`,
          method: 'DELETE',
        }),
        extraOptions: OWN_401,
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'AdminNotice', id: `files-${id}` },
          'AuditLog',
        ],
      }),
    };
  },
});
