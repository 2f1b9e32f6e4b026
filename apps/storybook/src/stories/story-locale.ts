/** The storefront languages of the toolbar's `locale` global. */
export type StoryLocale = 'kr' | 'en';

/**
 * The toolbar's locale, `kr` unless it says `en`.
 */
export function storyLocale(globals: Record<string, unknown>): StoryLocale {
  return globals.locale === 'en' ? 'en' : 'kr';
}
