/**
 * The id of the `<script type="application/json">` holding the embedded state. Its own
 * module, with no imports, so the server plugin can use it without loading the app.
 *
 * @example
 * document.getElementById(EMBEDDED_STATE_ID)?.textContent;
 */
export const EMBEDDED_STATE_ID = '__ATELIER_STATE__';
