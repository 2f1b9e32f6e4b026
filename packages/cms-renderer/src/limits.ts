/**
 * How much of a template is rendered at most.
 *
 * @example
 * const limits: CmsLimits = { maxDepth: 16, maxNodes: 500 };
 */
export interface CmsLimits {
  /** Deepest nesting rendered; deeper nodes are dropped with their subtrees. */
  maxDepth: number;
  /**
   * Template entries looked at in total (valid or not); the rest is dropped. Counting every
   * entry, not just the rendered ones, keeps a sparse or junk-filled array from hanging a render.
   */
  maxNodes: number;
}

/**
 * The default limits: 32 levels, 2 000 entries — far beyond any real page, small enough that a
 * hostile template can neither blow the stack nor stall a server render.
 *
 * @example
 * renderToString(<CmsRenderer template={t} limits={{ ...DEFAULT_CMS_LIMITS, maxNodes: 500 }} />);
 */
export const DEFAULT_CMS_LIMITS: Readonly<CmsLimits> = Object.freeze({
  maxDepth: 32,
  maxNodes: 2000,
});
