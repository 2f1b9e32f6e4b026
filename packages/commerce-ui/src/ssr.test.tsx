// @vitest-environment node
import {
  OptionPicker,
  Price,
  ProductCard,
  QuantityStepper,
  RatingStars,
} from '@atelier/commerce-ui';
import {
  DEMO_RATING_SUMMARY,
  demoOptionGroups,
  demoProducts,
  demoVariants,
} from '@atelier/test-utils/product-fixtures';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('server-side rendering', () => {
  it('imports and renders every component without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        {demoProducts('kr').map((product) => (
          <ProductCard
            key={product.it_id}
            product={product}
            href={`/shop/product/${product.it_id}`}
          />
        ))}
        <Price price={34000} salePrice={27200} currency="krw" size="lg" />
        <RatingStars average={4.5} count={128} summary={DEMO_RATING_SUMMARY} />
        <OptionPicker
          groups={demoOptionGroups('kr')}
          variants={demoVariants('kr')}
          currency="krw"
          onChange={() => {}}
        />
        <QuantityStepper value={2} max={3} onChange={() => {}} />
      </>,
    );
    expect(html).toContain('27,200원');
    expect(html).toContain('5점 만점에 4.5점');
    expect(html).toContain('+12,000원');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('aria-valuenow="2"');
  });
});
