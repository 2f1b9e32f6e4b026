import type {
  AdminCategoryOption,
  AdminProductBulkInput,
  AdminProductBulkResponse,
  AdminProductDetail,
  AdminProductInput,
  AdminProductListItem,
  AdminProductListQuery,
  AdminStockAdjustInput,
  DataResponse,
  MessageResponse,
  Paginated,
  StockAdjustment,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

const api = operatorApi.enhanceEndpoints({ addTagTypes: ['AdminProduct', 'StockHistory'] });
const path = (itId: string) => `/api/admin/products/${encodeURIComponent(itId)}`;

/**
 * The catalog's products (`/api/admin/products`): list, the whole product, create, edit (with
 * the version it was made from), delete, show, hide or delete many, image uploads, stock adjustments and their history.
 */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<Paginated<AdminProductListItem>, AdminProductListQuery>({
      query: (params) => ({ url: '/api/admin/products', params: { ...params } }),
      extraOptions: OWN_401,
      providesTags: ['AdminProduct'],
    }),
    adminProduct: build.query<DataResponse<AdminProductDetail>, string>({
      query: (itId) => path(itId),
      extraOptions: OWN_401,
      providesTags: (_result, _error, itId) => [{ type: 'AdminProduct', id: itId }],
    }),
    adminProductCategories: build.query<DataResponse<AdminCategoryOption[]>, void>({
      query: () => '/api/admin/product-categories',
      extraOptions: OWN_401,
    }),
    createProduct: build.mutation<DataResponse<AdminProductDetail>, AdminProductInput>({
      query: (body) => ({ url: '/api/admin/products', method: 'POST', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog', 'StockHistory'],
    }),
    updateProduct: build.mutation<
      DataResponse<AdminProductDetail>,
      { itId: string; body: AdminProductInput & { updated_at: string } }
    >({
      query: ({ itId, body }) => ({ url: path(itId), method: 'PUT', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog', 'StockHistory'],
    }),
    deleteProduct: build.mutation<MessageResponse, string>({
      query: (itId) => ({ url: path(itId), method: 'DELETE' }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog'],
    }),
    bulkProducts: build.mutation<AdminProductBulkResponse, AdminProductBulkInput>({
      query: (body) => ({ url: '/api/admin/products/bulk', method: 'POST', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog'],
    }),
    uploadProductImages: build.mutation<
      DataResponse<AdminProductDetail>,
      { itId: string; files: File[] }
    >({
      query: ({ itId, files }) => {
        const form = new FormData();
        for (const file of files) form.append('files[]', file);
        return { url: `${path(itId)}/images`, method: 'POST', body: form };
      },
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog'],
    }),
    adjustStock: build.mutation<
      DataResponse<StockAdjustment>,
      { itId: string; body: AdminStockAdjustInput }
    >({
      query: ({ itId, body }) => ({ url: `${path(itId)}/stock`, method: 'POST', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminProduct', 'AuditLog', 'StockHistory'],
    }),
    stockHistory: build.query<Paginated<StockAdjustment>, { itId: string; page?: number }>({
      query: ({ itId, page }) => ({ url: `${path(itId)}/stock-history`, params: { page } }),
      extraOptions: OWN_401,
      providesTags: ['StockHistory'],
    }),
  }),
});
