/// <reference types="vite/client" />
// The token sheet reads ui-kit's tokens.css itself, so the page always shows what ships.
import tokensCss from '@atelier/ui-kit/tokens.css?raw';

/** One custom property of tokens.css with its section and trailing comment. */
export interface DesignToken {
  /** Without the leading `--`, e.g. `atelier-color-primary`. */
  name: string;
  value: string;
  /** The section comment above it: `colour`, `type`, `spacing`, `radii`, … */
  section: string;
  /** Its own comment, e.g. the pairs it meets contrast on. */
  note: string | null;
}

// A section comment alone on its line, or a property with an optional comment after it.
const PATTERN =
  /^\s*\/\*\s*([^*\n]+?)\s*\*\/\s*$|--([\w-]+):\s*([^;]+);[ \t]*(?:\/\*\s*([^*]+?)\s*\*\/)?/gm;

/**
 * Every token of ui-kit's tokens.css in source order.
 */
export function parseTokens(css: string = tokensCss): DesignToken[] {
  const tokens: DesignToken[] = [];
  let section = '';
  for (const match of css.matchAll(PATTERN)) {
    if (match[1] !== undefined) {
      section = match[1];
      continue;
    }
    tokens.push({
      name: match[2]!,
      value: match[3]!.replace(/\s+/g, ' ').trim(),
      section,
      note: match[4] ?? null,
    });
  }
  return tokens;
}
