const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON of `value` that is safe inside `<script type="application/json">`: `<`, `>` and `&`
 * are written as `\u003c`, `\u003e`, `\u0026` (so neither `</script>` nor `<!--` can appear)
 * and U+2028/U+2029 as escapes. `JSON.parse` of the script's text gives the value back.
 * `undefined` (or a value that serialises to nothing) is written as `null`.
 */
export function serializeState(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char]!);
}
