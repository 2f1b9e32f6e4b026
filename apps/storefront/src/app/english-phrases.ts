import { CASH_RECEIPT_LABELS } from '@atelier/contracts';
import {
  OPTION_PICKER_LABELS_EN,
  OPTION_PICKER_LABELS_KO,
  PRICE_LABELS_EN,
  PRICE_LABELS_KO,
  PRODUCT_CARD_LABELS_EN,
  PRODUCT_CARD_LABELS_KO,
  QUANTITY_STEPPER_LABELS_EN,
  QUANTITY_STEPPER_LABELS_KO,
  RATING_STARS_LABELS_EN,
  RATING_STARS_LABELS_KO,
} from '@atelier/commerce-ui';
import { DEFAULT_SESSION_LABELS, SESSION_LABELS_EN } from '@atelier/session';
import { SHOP_SHELL_LABELS_EN, SHOP_SHELL_LABELS_KO } from '@atelier/shop-shell';
import {
  ADDRESS_FINDER_LABELS_EN,
  ADDRESS_FINDER_LABELS_KO,
  DATE_PICKER_LABELS_EN,
  DATE_PICKER_LABELS_KO,
  DIALOG_LABELS_EN,
  DIALOG_LABELS_KO,
  FILE_INPUT_LABELS_EN,
  FILE_INPUT_LABELS_KO,
  IMAGE_PREVIEW_LABELS_EN,
  IMAGE_PREVIEW_LABELS_KO,
  MULTI_SELECT_LIMIT_MESSAGE_EN,
  MULTI_SELECT_LIMIT_MESSAGE_KO,
  OFFLINE_POSTCODE_LABELS_EN,
  OFFLINE_POSTCODE_LABELS_KO,
  PAGER_LABELS_EN,
  PAGER_LABELS_KO,
  SELECT_PLACEHOLDER_EN,
  SELECT_PLACEHOLDER_KO,
  STAR_RATING_LABELS_EN,
  STAR_RATING_LABELS_KO,
  TEXT_AREA_MAX_LENGTH_NOTE_EN,
  TEXT_AREA_MAX_LENGTH_NOTE_KO,
  TOAST_LABELS_EN,
  TOAST_LABELS_KO,
} from '@atelier/ui-kit';

import { FORM_FALLBACK_MESSAGE, FORM_FALLBACK_MESSAGE_EN } from '@atelier/app-frame/forms';

import { AUTH_LABELS, AUTH_LABELS_EN } from '../domain/account/auth-labels.js';
import { MEMBER_LABELS, MEMBER_LABELS_EN } from '../features/member/member-labels.js';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_LABELS_EN,
} from '../features/member/notification-labels.js';
import { CATALOG_LABELS, CATALOG_LABELS_EN } from '../features/catalog/catalog-labels.js';
import { HOME_RAIL_LABELS, HOME_RAIL_LABELS_EN } from '../features/home/home-rails.js';
import { LOAD_MORE_LABELS, LOAD_MORE_LABELS_EN } from '../shared/listing/use-load-more.js';
import {
  FEEDBACK_PAGE_LABELS,
  FEEDBACK_PAGE_LABELS_EN,
} from '../features/product-feedback/feedback-page-labels.js';
import { CART_LABELS, CART_LABELS_EN } from '../features/cart/cart-labels.js';
import { QUOTATION_LABELS, QUOTATION_LABELS_EN } from '../features/quotation/quotation-labels.js';
import { ORDER_LABELS, ORDER_LABELS_EN } from '../features/orders/order-labels.js';
import { CHECKOUT_LABELS, CHECKOUT_LABELS_EN } from '../features/checkout/checkout-labels.js';
import {
  ORDER_RESULT_LABELS,
  ORDER_RESULT_LABELS_EN,
} from '../features/checkout/order-result-labels.js';
import {
  ORDER_FORM_PART_LABELS,
  ORDER_FORM_PART_LABELS_EN,
} from '../features/checkout/order-form-part-labels.js';
import { PRODUCT_LABELS, PRODUCT_LABELS_EN } from '../features/product/product-labels.js';
import { FEEDBACK_LABELS, FEEDBACK_LABELS_EN } from '../domain/feedback/feedback-labels.js';
import {
  COUPON_REDEEM_LABELS,
  COUPON_REDEEM_LABELS_EN,
} from '../domain/orders/coupon-redeem-labels.js';
import {
  DELIVERY_MEMO_PRESETS,
  DELIVERY_MEMO_PRESETS_EN,
} from '../domain/orders/delivery-memo-presets.js';
import { FRAME_LABELS, FRAME_LABELS_EN } from '../shared/routing/frame-labels.js';
import { POLICY_LABELS, POLICY_LABELS_EN } from '../features/policies/policy-labels.js';
import {
  POLICY_LINK_LABELS,
  POLICY_LINK_LABELS_EN,
} from '../domain/policies/policy-link-labels.js';
import { ROUTE_META_EN } from '../shared/routing/route-meta-en.js';
import { ROUTE_DESCRIPTIONS } from '../shared/routing/route-descriptions.js';
import { ROUTE_TABLE } from '../shared/routing/route-table.js';

/** One owner's Korean source phrases, each with its English (`undefined`: none yet). */
export interface PhraseSource {
  /** The package or module whose labels these are, e.g. `@atelier/ui-kit Pager`. */
  owner: string;
  pairs: ReadonlyArray<readonly [korean: string, english: string | undefined]>;
}

/** What {@link collectEnglishPhrases} found. */
export interface CollectedPhrases {
  /** Korean source phrase → English, sorted by Korean phrase. */
  phrases: Record<string, string>;
  /** `owner: phrase` for every Korean phrase without English. */
  missing: string[];
  /** Korean phrases two owners translate differently, with both answers. */
  conflicts: string[];
}

function byKey<K extends string>(
  owner: string,
  korean: Readonly<Record<K, string>>,
  english: Readonly<Record<K, string>>,
): PhraseSource {
  return {
    owner,
    pairs: (Object.keys(korean) as K[]).map((key) => [korean[key], english[key]] as const),
  };
}

/** Every Korean title of the route table and every route description, once each. */
function routeMetaPhrases(): string[] {
  const phrases = new Set<string>();
  const rows = Object.values(ROUTE_TABLE) as Array<{ meta?: { title?: string } }>;
  for (const { meta } of rows) if (meta?.title) phrases.add(meta.title);
  for (const description of Object.values(ROUTE_DESCRIPTIONS)) phrases.add(description);
  return [...phrases];
}

/**
 * Every owner of Korean source phrases the shop shows through `t()`: the storefront's own
 * label modules and route table, and the packages it renders (ui-kit, session, shop-shell).
 * The texts of the demo CMS pages belong to the API's seed and are not listed here.
 */
export const PHRASE_SOURCES: readonly PhraseSource[] = [
  byKey('@atelier/ui-kit DIALOG_LABELS', DIALOG_LABELS_KO, DIALOG_LABELS_EN),
  byKey('@atelier/ui-kit TOAST_LABELS', TOAST_LABELS_KO, TOAST_LABELS_EN),
  byKey('@atelier/ui-kit PAGER_LABELS', PAGER_LABELS_KO, PAGER_LABELS_EN),
  byKey('@atelier/ui-kit DATE_PICKER_LABELS', DATE_PICKER_LABELS_KO, DATE_PICKER_LABELS_EN),
  byKey('@atelier/ui-kit STAR_RATING_LABELS', STAR_RATING_LABELS_KO, STAR_RATING_LABELS_EN),
  byKey('@atelier/ui-kit FILE_INPUT_LABELS', FILE_INPUT_LABELS_KO, FILE_INPUT_LABELS_EN),
  byKey('@atelier/ui-kit IMAGE_PREVIEW_LABELS', IMAGE_PREVIEW_LABELS_KO, IMAGE_PREVIEW_LABELS_EN),
  byKey(
    '@atelier/ui-kit ADDRESS_FINDER_LABELS',
    ADDRESS_FINDER_LABELS_KO,
    ADDRESS_FINDER_LABELS_EN,
  ),
  byKey(
    '@atelier/ui-kit OFFLINE_POSTCODE_LABELS',
    OFFLINE_POSTCODE_LABELS_KO,
    OFFLINE_POSTCODE_LABELS_EN,
  ),
  {
    owner: '@atelier/ui-kit (single texts)',
    pairs: [
      [SELECT_PLACEHOLDER_KO, SELECT_PLACEHOLDER_EN],
      [TEXT_AREA_MAX_LENGTH_NOTE_KO, TEXT_AREA_MAX_LENGTH_NOTE_EN],
      [MULTI_SELECT_LIMIT_MESSAGE_KO, MULTI_SELECT_LIMIT_MESSAGE_EN],
    ],
  },
  byKey('@atelier/commerce-ui PRODUCT_CARD_LABELS', PRODUCT_CARD_LABELS_KO, PRODUCT_CARD_LABELS_EN),
  byKey('@atelier/commerce-ui PRICE_LABELS', PRICE_LABELS_KO, PRICE_LABELS_EN),
  byKey('@atelier/commerce-ui RATING_STARS_LABELS', RATING_STARS_LABELS_KO, RATING_STARS_LABELS_EN),
  byKey(
    '@atelier/commerce-ui OPTION_PICKER_LABELS',
    OPTION_PICKER_LABELS_KO,
    OPTION_PICKER_LABELS_EN,
  ),
  byKey(
    '@atelier/commerce-ui QUANTITY_STEPPER_LABELS',
    QUANTITY_STEPPER_LABELS_KO,
    QUANTITY_STEPPER_LABELS_EN,
  ),
  byKey('@atelier/session DEFAULT_SESSION_LABELS', DEFAULT_SESSION_LABELS, SESSION_LABELS_EN),
  byKey('@atelier/shop-shell SHOP_SHELL_LABELS', SHOP_SHELL_LABELS_KO, SHOP_SHELL_LABELS_EN),
  byKey('storefront FRAME_LABELS', FRAME_LABELS, FRAME_LABELS_EN),
  byKey('storefront LOAD_MORE_LABELS', LOAD_MORE_LABELS, LOAD_MORE_LABELS_EN),
  byKey('storefront CATALOG_LABELS', CATALOG_LABELS, CATALOG_LABELS_EN),
  byKey('storefront HOME_RAIL_LABELS', HOME_RAIL_LABELS, HOME_RAIL_LABELS_EN),
  byKey('storefront AUTH_LABELS', AUTH_LABELS, AUTH_LABELS_EN),
  {
    owner: 'storefront FORM_FALLBACK_MESSAGE',
    pairs: [[FORM_FALLBACK_MESSAGE, FORM_FALLBACK_MESSAGE_EN]],
  },
  byKey('storefront MEMBER_LABELS', MEMBER_LABELS, MEMBER_LABELS_EN),
  byKey('storefront NOTIFICATION_LABELS', NOTIFICATION_LABELS, NOTIFICATION_LABELS_EN),
  byKey('storefront PRODUCT_LABELS', PRODUCT_LABELS, PRODUCT_LABELS_EN),
  byKey('storefront CART_LABELS', CART_LABELS, CART_LABELS_EN),
  byKey('storefront QUOTATION_LABELS', QUOTATION_LABELS, QUOTATION_LABELS_EN),
  byKey('storefront ORDER_LABELS', ORDER_LABELS, ORDER_LABELS_EN),
  byKey('storefront COUPON_REDEEM_LABELS', COUPON_REDEEM_LABELS, COUPON_REDEEM_LABELS_EN),
  byKey('storefront CHECKOUT_LABELS', CHECKOUT_LABELS, CHECKOUT_LABELS_EN),
  byKey('storefront ORDER_FORM_PART_LABELS', ORDER_FORM_PART_LABELS, ORDER_FORM_PART_LABELS_EN),
  byKey('storefront ORDER_RESULT_LABELS', ORDER_RESULT_LABELS, ORDER_RESULT_LABELS_EN),
  {
    owner: '@atelier/contracts CASH_RECEIPT_LABELS',
    pairs: Object.values(CASH_RECEIPT_LABELS).map((label) => [label.kr, label.en] as const),
  },
  {
    owner: 'storefront DELIVERY_MEMO_PRESETS',
    pairs: DELIVERY_MEMO_PRESETS.map((korean, i) => [korean, DELIVERY_MEMO_PRESETS_EN[i]] as const),
  },
  byKey('storefront FEEDBACK_LABELS', FEEDBACK_LABELS, FEEDBACK_LABELS_EN),
  byKey('storefront FEEDBACK_PAGE_LABELS', FEEDBACK_PAGE_LABELS, FEEDBACK_PAGE_LABELS_EN),
  byKey('storefront POLICY_LABELS', POLICY_LABELS, POLICY_LABELS_EN),
  byKey('storefront POLICY_LINK_LABELS', POLICY_LINK_LABELS, POLICY_LINK_LABELS_EN),
  {
    owner: 'storefront ROUTE_TABLE titles and descriptions',
    pairs: routeMetaPhrases().map((korean) => [korean, ROUTE_META_EN[korean]] as const),
  },
];

/**
 * The English phrase package of the owners' labels: one English phrase per Korean phrase, with
 * the phrases that have none and those two owners translate differently (a package keyed by the
 * Korean phrase can hold only one).
 */
export function collectEnglishPhrases(
  sources: readonly PhraseSource[] = PHRASE_SOURCES,
): CollectedPhrases {
  const found = new Map<string, { english: string; owner: string }>();
  const missing: string[] = [];
  const conflicts: string[] = [];
  for (const { owner, pairs } of sources) {
    for (const [korean, english] of pairs) {
      if (english === undefined || english.trim() === '') {
        missing.push(`${owner}: ${korean}`);
        continue;
      }
      const earlier = found.get(korean);
      if (!earlier) found.set(korean, { english, owner });
      else if (earlier.english !== english) {
        conflicts.push(
          `${korean}: '${earlier.english}' (${earlier.owner}) vs '${english}' (${owner})`,
        );
      }
    }
  }
  const phrases: Record<string, string> = {};
  for (const korean of [...found.keys()].sort()) phrases[korean] = found.get(korean)!.english;
  return { phrases, missing, conflicts };
}
