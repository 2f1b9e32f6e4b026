import { z } from 'zod';

/**
 * One node of a CMS page template tree.
 *
 * @example
 * const node: CmsNode = { id: 'n1', tag: 'p', option: { class: 'lead', props: { innerText: '안녕하세요' } }, children: [] };
 */
export interface CmsNode {
  id: string;
  tag: string;
  option?: {
    class?: string;
    style?: string | Record<string, string>;
    props?: { innerText?: string; [prop: string]: unknown };
  };
  children?: CmsNode[];
}

/**
 * Answer of `GET /api/cms/published/{name}`.
 *
 * @example
 * const page: CmsPublishedPage = { template: [], link: null, closable: false };
 */
export interface CmsPublishedPage {
  template: CmsNode[];
  link: string | null;
  /** Banners: the visitor may close it until the next local midnight. `false` for pages. */
  closable: boolean;
}

/**
 * `{ name }` route parameter of `GET /api/cms/published/{name}`: lower-case letters, digits
 * and dashes, at most 100 characters.
 *
 * @example
 * cmsPageParamsSchema.parse({ name: 'home-main' }); // { name: 'home-main' }
 */
export const cmsPageParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
});
