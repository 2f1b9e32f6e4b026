import {
  FEEDBACK_ATTRIBUTES,
  idParamSchema,
  inquiryCreateSchema,
  inquiryListQuerySchema,
  inquiryUpdateSchema,
  type Paginated,
  type ProductInquiry,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import type { Transaction } from '../../db/database.js';
import { productInquiries } from '../../db/schema/index.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import { requireMember } from '../session/session-plugin.js';
import { findListedProduct } from './listed-product.js';
import { inquiryById, listInquiries } from './inquiry-queries.js';

/**
 * 상품문의: public lists (a product's, everyone's) and the member's own (`mine=1`), asking,
 * and changing (until answered) or deleting by the author. A secret question's subject,
 * content and answer reach only its author and operators.
 */
export async function inquiryRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/product-inquiry', async (request, reply): Promise<Paginated<ProductInquiry>> => {
    const query = parseInput(inquiryListQuerySchema, request.query, request, FEEDBACK_ATTRIBUTES);
    const viewer = query.mine ? requireMember(request) : (request.session?.member ?? null);
    // A member sees their own secret inquiries; a visitor's answer is the same for every visitor.
    if (!viewer) publicAnswer(reply);
    return listInquiries(db, query, viewer, request.lang);
  });

  app.post('/api/v1/product-inquiry', async (request, reply): Promise<ProductInquiry> => {
    const member = requireMember(request);
    const body = parseInput(inquiryCreateSchema, request.body, request, FEEDBACK_ATTRIBUTES);
    const id = await db.transaction(async (tx) => {
      const product = await findListedProduct(tx, body.it_id);
      if (!product) throw notFound();
      const [row] = await tx
        .insert(productInquiries)
        .values({
          productId: product.id,
          memberId: member.id,
          subject: body.subject,
          content: body.content,
          isSecret: body.secret,
        })
        .returning({ id: productInquiries.id });
      return row!.id;
    });
    reply.code(201);
    return (await inquiryById(db, id, member, request.lang))!;
  });

  app.put('/api/v1/product-inquiry/:id', async (request): Promise<ProductInquiry> => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    const body = parseInput(inquiryUpdateSchema, request.body, request, FEEDBACK_ATTRIBUTES);
    await db.transaction(async (tx) => {
      const question = await ownInquiry(tx, id, member.id);
      if (question.answeredAt) throw new HttpError(409, 'inquiry_answered');
      await tx
        .update(productInquiries)
        .set({ subject: body.subject, content: body.content, isSecret: body.secret })
        .where(eq(productInquiries.id, id));
    });
    return (await inquiryById(db, id, member, request.lang))!;
  });

  app.delete('/api/v1/product-inquiry/:id', async (request) => {
    const member = requireMember(request);
    const { id } = parseInput(idParamSchema, request.params, request);
    await db.transaction(async (tx) => {
      await ownInquiry(tx, id, member.id);
      await tx.delete(productInquiries).where(eq(productInquiries.id, id));
    });
    return { message: message('inquiry_deleted', request.lang) };
  });
}

// A question the member asked, locked: 404 when there is none, 403 when it is someone else's.
async function ownInquiry(tx: Transaction, id: number, memberId: number) {
  const [question] = await tx
    .select({ memberId: productInquiries.memberId, answeredAt: productInquiries.answeredAt })
    .from(productInquiries)
    .where(eq(productInquiries.id, id))
    .for('update');
  if (!question) throw notFound();
  if (question.memberId !== memberId) throw forbidden('own_posts_only');
  return question;
}
