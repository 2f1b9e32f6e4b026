import { ProductCard } from '@atelier/commerce-ui';
import type { ProductListItem } from '@atelier/contracts';
import { demoProducts } from '@atelier/test-utils/product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

import {
  commerceLabels,
  DESKTOP,
  productHref,
  storyLink,
  storyLocale,
  type StoryLocale,
} from './commerce-story-kit.js';

interface ProductCardDemoProps {
  /** Which demo product (its row in the toolbar's language). */
  product: ProductListItem;
  /** The whole demo catalog as a grid, the way a category page shows it. */
  grid?: boolean;
  locale?: StoryLocale;
}

function ProductCardDemo({ product, grid = false, locale = 'kr' }: ProductCardDemoProps) {
  const labels = commerceLabels(locale);
  const products = demoProducts(locale);
  const card = (item: ProductListItem, index: number) => (
    <ProductCard
      key={item.it_id}
      product={item}
      href={productHref(item.it_id)}
      renderLink={storyLink}
      priority={index < 4}
      labels={labels.card}
      priceLabels={labels.price}
      ratingLabels={labels.rating}
    />
  );
  if (!grid) {
    const row = products.find((p) => p.it_id === product.it_id) ?? product;
    return <div className="commerce-story commerce-story__single">{card(row, 0)}</div>;
  }
  return (
    <section className="commerce-story" aria-labelledby="grid-title">
      <h2 id="grid-title" className="commerce-story__title">
        {locale === 'en' ? 'Best sellers' : '베스트셀러'}
      </h2>
      <div className="commerce-story__grid">{products.map(card)}</div>
    </section>
  );
}

const [lavender, diffuser, woodWick, oil, kit] = demoProducts('kr') as [
  ProductListItem,
  ProductListItem,
  ProductListItem,
  ProductListItem,
  ProductListItem,
];

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCardDemo,
  render: (args, { globals }) => <ProductCardDemo {...args} locale={storyLocale(globals)} />,
  args: { product: lavender, grid: true },
  parameters: {
    docs: {
      description: {
        component:
          'A listing row of `GET /api/v1/product` as a card: square `<picture>` (WebP and JPEG `srcset`, lazy unless `priority`), badges 품절/BEST/NEW/SALE, the name as the link covering the card, `Price` and `RatingStars`. Pass the product page as `href` and your router link as `renderLink` (the storefront uses AppLink); set `priority` on the first row. Heights are reserved, so a grid does not shift while images load.',
      },
    },
  },
} satisfies Meta<typeof ProductCardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category grid: 2 columns on phones, 4 on desktop; the first row loads eagerly. */
export const GridKorean: Story = {};

export const GridEnglish: Story = { globals: { locale: 'en' } };

export const GridDesktopKorean: Story = { globals: DESKTOP };

export const GridDesktopEnglish: Story = { globals: { ...DESKTOP, locale: 'en' } };

/** A sale: the rate, the price to pay and the crossed-out regular price; NEW and SALE badges. */
export const SaleKorean: Story = { args: { product: diffuser, grid: false } };

export const SaleEnglish: Story = {
  args: { product: diffuser, grid: false },
  globals: { locale: 'en' },
};

/** Sold out: the 품절 badge first, the photo dimmed; still a link to the product page. */
export const SoldOutKorean: Story = { args: { product: woodWick, grid: false } };

export const SoldOutEnglish: Story = {
  args: { product: woodWick, grid: false },
  globals: { locale: 'en' },
};

/** No reviews yet: the stars' row keeps its height, empty. A crossed-out list price. */
export const NoReviewsKorean: Story = { args: { product: oil, grid: false } };

/** No photo yet: a placeholder of the same square size. */
export const NoImageKorean: Story = { args: { product: kit, grid: false } };
