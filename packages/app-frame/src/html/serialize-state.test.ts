import { describe, expect, test } from 'vitest';

import { serializeState } from './serialize-state.js';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!-- <script>',
  '<!--',
  '-->',
  ']]>',
  'a\u2028b\u2029c',
  '"quoted" \\ backslash',
  '&lt; &amp; &#x3C;',
  '<img src=x onerror=alert(1)>',
  '\u0000\u001f',
  '한국어 ✓ 🕯️',
];

// The text the browser reads as the script's content ends at the first `</script`.
function scriptText(json: string): string {
  const html = `<script id="s" type="application/json">${json}</script>`;
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('serializeState', () => {
  test('hostile strings cannot end the script or open a comment, and parse back unchanged', () => {
    const state = { list: HOSTILE, nested: { [HOSTILE[0]!]: HOSTILE }, n: 1, ok: true, none: null };
    const json = serializeState(state);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('\u2028');
    expect(json).not.toContain('\u2029');
    expect(JSON.parse(scriptText(json))).toEqual(state);
  });

  test('escapes <, >, & and the line separators as JSON unicode escapes', () => {
    expect(serializeState('</script>')).toBe('"\\u003c/script\\u003e"');
    expect(serializeState('a&b')).toBe('"a\\u0026b"');
    expect(serializeState('\u2028\u2029')).toBe('"\\u2028\\u2029"');
  });

  test('undefined and functions serialise to null; plain values stay plain', () => {
    expect(serializeState(undefined)).toBe('null');
    expect(serializeState(() => 1)).toBe('null');
    expect(serializeState({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
  });
});
