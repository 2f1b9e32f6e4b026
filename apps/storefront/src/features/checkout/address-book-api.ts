import type { AddressInput, SavedAddress } from '@atelier/contracts';

import { checkoutApi } from './checkout-api.js';

// Every address call answers the whole book: it replaces the cached one, no refetch.
const keepBook = {
  async onQueryStarted(
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<{ data: SavedAddress[] }>;
    },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(checkoutApi.util.upsertQueryData('getAddresses', undefined, data));
    } catch {
      // The dialog shows the error; the cached book stays as it was.
    }
  },
};

/**
 * The address book's changes, injected into {@link checkoutApi} by the address-book dialog: they
 * load with it, on first use, outside the order form's first load.
 */
export const addressBookApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v1/address`: saves an address (the first one, or `is_default`, is the default). */
    addAddress: build.mutation<SavedAddress[], AddressInput>({
      query: (body) => ({ url: '/api/v1/address', method: 'POST', body }),
      transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
      extraOptions: { skipHooks: true },
      ...keepBook,
    }),
    /** `PUT /api/v1/address/{id}`: changes a saved address (`is_default` makes it the default). */
    updateAddress: build.mutation<SavedAddress[], { id: number; body: AddressInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/address/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
      extraOptions: { skipHooks: true },
      ...keepBook,
    }),
    /** `DELETE /api/v1/address/{id}`: removes a saved address. */
    deleteAddress: build.mutation<SavedAddress[], number>({
      query: (id) => ({ url: `/api/v1/address/${id}`, method: 'DELETE' }),
      transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
      extraOptions: { skipHooks: true },
      ...keepBook,
    }),
  }),
});
