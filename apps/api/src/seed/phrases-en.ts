import { DEMO_CMS_PHRASES_EN } from './cms-seeder.js';
import UI_PHRASES_EN from '../features/translations/ui-phrases-en.json';

/**
 * The English package the seed writes: Korean source phrase → English. The UI's phrases come
 * from `ui-phrases-en.json`, collected from the English written beside each owner's Korean labels
 * (ui-kit, session, shop-shell, the storefront) by the storefront's `src/app/english-phrases.ts`,
 * whose test keeps the file current; the demo CMS texts are the seed's own.
 */
export const ENGLISH_PHRASES: Readonly<Record<string, string>> = Object.freeze({
  ...(UI_PHRASES_EN as Record<string, string>),
  ...DEMO_CMS_PHRASES_EN,
});
