import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

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

/**
 * Retired (decision 0014): unigrams and bigrams of every word of a product's searchable text and
 * of its 초성, the database index of the search before the catalog read model. Neither written
 * nor read any more; kept in the schema until a migration drops it.
 */
export const productSearchTokens = pgTable(
  'product_search_tokens',
  {
    token: varchar('token', { length: 8 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.token, t.productId] }),
    index('product_search_tokens_product_idx').on(t.productId),
  ],
);
