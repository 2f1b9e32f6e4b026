import stylesCss from '@atelier/ui-kit/styles.css?raw';
import tokensCss from '@atelier/ui-kit/tokens.css?raw';
import { describe, expect, it } from 'vitest';

const tokens = new Map(
  Array.from(tokensCss.matchAll(/--([\w-]+):\s*([^;]+);/g), (m) => [m[1]!, m[2]!.trim()]),
);
const token = (name: string): string => {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`missing token --${name}`);
  return value;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(token(a)), luminance(token(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('tokens.css', () => {
  it('uses the Korean system font stack and no web fonts', () => {
    expect(token('atelier-font-family').replace(/\s+/g, ' ').replaceAll("'", '"')).toBe(
      '-apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", sans-serif',
    );
    expect(tokensCss + stylesCss).not.toMatch(/@font-face|url\(/);
  });

  it('carries the spec values as tokens', () => {
    expect(token('atelier-duration-dialog-close')).toBe('301ms');
    expect(token('atelier-duration-image-fade')).toBe('500ms');
    expect(token('atelier-select-max-height')).toBe('300px');
    expect(token('atelier-textarea-min-height')).toBe('10rem');
    expect(token('atelier-preview-tile-size')).toBe('6rem');
  });

  it.each([
    ['atelier-color-text', 'atelier-color-bg'],
    ['atelier-color-text', 'atelier-color-surface'],
    ['atelier-color-text', 'atelier-color-surface-strong'],
    ['atelier-color-text-muted', 'atelier-color-bg'],
    ['atelier-color-text-muted', 'atelier-color-surface'],
    ['atelier-color-text-muted', 'atelier-color-surface-strong'],
    ['atelier-color-primary', 'atelier-color-bg'],
    ['atelier-color-primary', 'atelier-color-surface-strong'],
    ['atelier-color-on-primary', 'atelier-color-primary'],
    ['atelier-color-on-primary', 'atelier-color-primary-hover'],
    ['atelier-color-danger', 'atelier-color-bg'],
    ['atelier-color-on-danger', 'atelier-color-danger'],
    ['atelier-color-success', 'atelier-color-bg'],
    ['atelier-color-on-success', 'atelier-color-success'],
    ['atelier-color-on-toast', 'atelier-color-toast-bg'],
  ])('text %s on %s meets AA 4.5:1', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['atelier-color-border', 'atelier-color-bg'],
    ['atelier-color-border', 'atelier-color-surface'],
    ['atelier-color-star', 'atelier-color-bg'],
    ['atelier-color-focus', 'atelier-color-bg'],
    ['atelier-color-focus', 'atelier-color-surface'],
    // range fill against the unfilled track
    ['atelier-color-primary', 'atelier-color-surface-strong'],
  ])('non-text %s on %s meets AA 3:1', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('bundles every component stylesheet after the tokens', () => {
    const imports = Array.from(stylesCss.matchAll(/@import ["']([^"']+)["']/g), (m) => m[1]);
    expect(imports.slice(0, 2)).toEqual(['./tokens.css', './button.css']);
    expect(imports).toEqual(
      expect.arrayContaining(['./dialogs/dialog.css', './toasts/toast.css', './inputs/fields.css']),
    );
  });
});
