import type { ProductFlag, ProductListQueryInput, ProductSort } from '@atelier/contracts';

/**
 * Korean source phrases of the home page's product rails.
 */
export const HOME_RAIL_LABELS = Object.freeze({
  best: '베스트 상품',
  new: '새로 들어온 상품',
  recommended: '아틀리에 추천',
  viewAll: '전체보기',
});

/**
 * The English of {@link HOME_RAIL_LABELS}, key by key.
 */
export const HOME_RAIL_LABELS_EN: Readonly<Record<keyof typeof HOME_RAIL_LABELS, string>> =
  Object.freeze({
    best: 'Best sellers',
    new: 'Just arrived',
    recommended: 'Atelier recommends',
    viewAll: 'View all',
  });

/** Products per rail: one row of 4 on desktop, a sideways row on phones. */
export const HOME_RAIL_SIZE = 8;

/**
 * One rail of the home page: its products (a flag, an order) and the page its 전체보기 opens.
 */
export interface HomeRail {
  key: 'best' | 'new' | 'recommended';
  flag: ProductFlag;
  sort: ProductSort;
  /** The listing page its 전체보기 opens. */
  more?: 'BestSeller' | 'ProductNewItem';
}

/** The home page's rails, in page order. */
export const HOME_RAILS: readonly HomeRail[] = [
  { key: 'best', flag: 'best', sort: 'best', more: 'BestSeller' },
  { key: 'new', flag: 'new', sort: 'new', more: 'ProductNewItem' },
  { key: 'recommended', flag: 'recommended', sort: 'best' },
];

/**
 * The product query of a rail (the home loader prefetches the same).
 */
export function railQuery(rail: HomeRail): ProductListQueryInput {
  return { flag: rail.flag, sort: rail.sort, page: 1, per_page: HOME_RAIL_SIZE };
}
