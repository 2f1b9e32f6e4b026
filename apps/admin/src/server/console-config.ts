/**
 * The console's public configuration (none yet: nothing of the shop's integrations runs here).
 */
export type ConsoleConfig = Record<string, never>;

/**
 * What the server tells the console's first render about the request.
 */
export interface ConsoleHints {
  host: string;
}
