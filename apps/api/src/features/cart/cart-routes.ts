import {
  CART_ATTRIBUTES,
  cartAddSchema,
  cartLineParamSchema,
  cartLineUpdateSchema,
  type Cart,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { sessionCurrency } from '../session/session-plugin.js';
import { emptyCart, loadCart, type CartOwner } from './cart-view.js';
import { addToCart, removeLine, setLineQty } from './cart-writes.js';

/**
 * Whose cart a request works on: the member's when logged in, else the visitor's by the
 * session's cart key; `undefined` without a session (nothing in the cart yet).
 */
function ownerOf(request: FastifyRequest): CartOwner | undefined {
  const session = request.session;
  if (!session) return undefined;
  return session.member ? { memberId: session.member.id } : { cartKey: session.row.cartKey };
}

// Changes pass the XSRF check first, which needs a session: one is always there.
function writerOf(request: FastifyRequest): CartOwner {
  const owner = ownerOf(request);
  if (!owner) throw new HttpError(400, 'bad_request');
  return owner;
}

/**
 * The cart (issue 12): visitors' carts by the session's cart key, members' by member, merged
 * at login. Every answer is the whole cart priced now in the session's language and currency;
 * lines never store a price.
 */
export async function cartRoutes(app: FastifyInstance, { db }: AppDeps) {
  const answer = (request: FastifyRequest): Promise<Cart> => {
    const owner = ownerOf(request);
    const currency = sessionCurrency(request);
    if (!owner) return emptyCart(db, currency);
    return loadCart(db, owner, request.lang, currency, new Date());
  };

  app.get('/api/v1/cart', async (request): Promise<Cart> => answer(request));

  app.post('/api/v1/cart', async (request, reply): Promise<Cart> => {
    const body = parseInput(cartAddSchema, request.body, request, CART_ATTRIBUTES);
    const owner = writerOf(request);
    await db.transaction((tx) => addToCart(tx, owner, body, sessionCurrency(request), new Date()));
    reply.code(201);
    return answer(request);
  });

  app.put('/api/v1/cart/:line_id', async (request): Promise<Cart> => {
    const { line_id } = parseInput(cartLineParamSchema, request.params, request, CART_ATTRIBUTES);
    const { qty } = parseInput(cartLineUpdateSchema, request.body, request, CART_ATTRIBUTES);
    const owner = writerOf(request);
    await db.transaction((tx) =>
      setLineQty(tx, owner, line_id, qty, sessionCurrency(request), new Date()),
    );
    return answer(request);
  });

  app.delete('/api/v1/cart/:line_id', async (request): Promise<Cart> => {
    const { line_id } = parseInput(cartLineParamSchema, request.params, request, CART_ATTRIBUTES);
    const owner = writerOf(request);
    await removeLine(db, owner, line_id);
    return answer(request);
  });
}
