import type { ProductListItem } from '@atelier/contracts';
import {
  PRICE_LABELS_EN,
  PRODUCT_CARD_LABELS_EN,
  ProductCard,
  ProductPicture,
} from '@atelier/commerce-ui';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { demoImage, demoProducts } from '@atelier/test-utils/product-fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const [lavender, diffuser, woodWick, oil, kit] = demoProducts('kr') as [
  ProductListItem,
  ProductListItem,
  ProductListItem,
  ProductListItem,
  ProductListItem,
];

const badges = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('ProductCard', () => {
  it('links the name to the product page and shows price and stars', async () => {
    const { container } = render(
      <ProductCard product={lavender} href="/shop/product/1700000001" />,
    );
    const link = screen.getByRole('link', { name: '라벤더 소이 캔들 200g' });
    expect(link.getAttribute('href')).toBe('/shop/product/1700000001');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('라벤더 소이 캔들 200g');
    expect(container.querySelector('.atelier-price__pay')?.textContent).toBe('판매가 28,000원');
    expect(screen.getByRole('img', { name: '5점 만점에 4.5점' })).toBeTruthy();
    expect(container.textContent).toContain('리뷰 128개');
    expect(badges()).toEqual(['BEST']);
    await expectNoAxeViolations(container);
  });

  it('gives the picture WebP and JPEG srcsets, its size and lazy loading', () => {
    const { container } = render(<ProductCard product={lavender} href="/p" />);
    const source = container.querySelector('picture source');
    const img = container.querySelector('picture img');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/media/demo/lavender-candle/thumb.webp 400w, /media/demo/lavender-candle/detail.webp 800w',
    );
    expect(img?.getAttribute('srcset')).toBe(
      '/media/demo/lavender-candle/thumb.jpg 400w, /media/demo/lavender-candle/detail.jpg 800w',
    );
    expect(img?.getAttribute('src')).toBe('/media/demo/lavender-candle/thumb.jpg');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '400']);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1024px) 300px, 50vw');
    // The name below says what the picture shows.
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('loads a priority card eagerly with high fetch priority', () => {
    const { container } = render(<ProductCard product={lavender} href="/p" priority />);
    const img = container.querySelector('picture img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('marks a sale, a new item and a sold-out product', () => {
    const { container, rerender } = render(<ProductCard product={diffuser} href="/p" />);
    expect(badges()).toEqual(['NEW', 'SALE']);
    expect(container.querySelector('del')?.textContent).toBe('정가 34,000원');
    rerender(<ProductCard product={woodWick} href="/p" />);
    expect(badges()).toEqual(['품절', 'BEST']);
    expect(container.querySelector('.atelier-product-card--sold-out')).not.toBeNull();
  });

  it('keeps the rating row without reviews and shows a placeholder without an image', () => {
    const { container, rerender } = render(<ProductCard product={oil} href="/p" />);
    expect(container.querySelector('.atelier-product-card__rating')?.childElementCount).toBe(0);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ProductCard product={kit} href="/p" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.textContent).toContain('이미지 준비 중');
  });

  it('renders the link through renderLink with the product', () => {
    render(
      <ProductCard
        product={lavender}
        href="/shop/product/1700000001"
        headingLevel={2}
        renderLink={({ href, className, children, product }) => (
          <a href={`${href}?from=grid`} className={className} data-id={product.it_id}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: '라벤더 소이 캔들 200g' });
    expect(link.getAttribute('href')).toBe('/shop/product/1700000001?from=grid');
    expect(link.dataset.id).toBe('1700000001');
    expect(link.className).toBe('atelier-product-card__link');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('shows the English storefront in dollars with English labels', async () => {
    const [, , soldOut] = demoProducts('en') as [ProductListItem, ProductListItem, ProductListItem];
    const { container } = render(
      <ProductCard
        product={soldOut}
        href="/p"
        labels={PRODUCT_CARD_LABELS_EN}
        priceLabels={PRICE_LABELS_EN}
      />,
    );
    expect(badges()).toEqual(['Sold out', 'BEST']);
    expect(container.querySelector('.atelier-price__pay')?.textContent).toBe('Price $25.00');
    await expectNoAxeViolations(container);
  });
});

describe('ProductPicture', () => {
  it('offers the chosen renditions and the image alt', () => {
    const { container } = render(
      <ProductPicture
        image={demoImage('soy-wax', '소이 왁스')}
        renditions={['detail', 'zoom']}
        sizes="100vw"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('소이 왁스');
    expect(img?.getAttribute('srcset')).toBe(
      '/media/demo/soy-wax/detail.jpg 800w, /media/demo/soy-wax/zoom.jpg 1600w',
    );
    expect(img?.getAttribute('width')).toBe('800');
  });
});
