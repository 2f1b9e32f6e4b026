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
 * const page: CmsPublishedPage = { template: [], link: null };
 */
export interface CmsPublishedPage {
  template: CmsNode[];
  link: string | null;
  /** Banners only: the visitor may close it until the next local midnight. */
  closable?: boolean;
}
