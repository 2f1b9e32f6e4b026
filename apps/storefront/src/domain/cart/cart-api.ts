import { atelierApi } from '@atelier/api-client/rtk-query';
import type { Cart, CartAddInput } from '@atelier/contracts';
import { countsUpdated } from '@atelier/session';

/**
 * The cart's calls, injected into the app's one API. Every change answers the whole cart
 * priced anew, which becomes the cached `getCart` answer at once (no second request); every
 * answer sets the session's `cart_count`, the header's badge.
 */
export const cartApi = atelierApi.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => {
    // The answer of a change is the cart: it replaces the cached one.
    const keepAnswer = {
      async onQueryStarted(
        _arg: unknown,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
      ) {
        try {
          const { data } = await queryFulfilled;
          dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
          dispatch(countsUpdated({ cart_count: data.count }));
        } catch {
          // The caller shows the error; the cached cart stays as it was.
        }
      },
    };
    return {
      /** `GET /api/v1/cart`: the visitor's or member's cart, priced now. */
      getCart: build.query<Cart, void>({
        query: () => '/api/v1/cart',
        providesTags: ['Cart'],
        // The header's badge follows what the cart page shows.
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(countsUpdated({ cart_count: data.count }));
          } catch {
            // The page shows the error.
          }
        },
      }),
      /** `POST /api/v1/cart`: a variant with add-ons; the same choice adds to its line. */
      addToCart: build.mutation<Cart, CartAddInput>({
        query: (body) => ({ url: '/api/v1/cart', method: 'POST', body }),
        ...keepAnswer,
      }),
      /** `PUT /api/v1/cart/{line_id}` `{ qty }`. */
      setCartLineQty: build.mutation<Cart, { lineId: number; qty: number }>({
        query: ({ lineId, qty }) => ({
          url: `/api/v1/cart/${lineId}`,
          method: 'PUT',
          body: { qty },
        }),
        ...keepAnswer,
      }),
      /** `DELETE /api/v1/cart/{line_id}`. */
      removeCartLine: build.mutation<Cart, number>({
        query: (lineId) => ({ url: `/api/v1/cart/${lineId}`, method: 'DELETE' }),
        ...keepAnswer,
      }),
    };
  },
});
