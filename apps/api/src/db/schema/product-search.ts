import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { products } from './products.js';

/**
 * The searchable text of a product, normalised (NFC, lower case) by
 * `features/products/product-search.ts`, which alone writes it: `names` is `\n`-framed Korean
 * and English names (for relevance), `body` everything a keyword may match (names, SKUs, tags),
 * `choseong` the initial consonants (초성) of the Korean name and tags. The catalog read model
 * indexes it in memory (decision 0014).
 */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  names: text('names').notNull(),
  body: text('body').notNull(),
  choseong: text('choseong').notNull(),
});
