const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '', 'localhost']);

/**
 * The URL this process reaches itself at, for the storefront's server-side API calls:
 * loopback when it listens on every interface, else the host it listens on.
 */
export function loopbackOrigin(host: string, port: number): string {
  const target = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host;
  return `http://${target.includes(':') ? `[${target}]` : target}:${port}`;
}
