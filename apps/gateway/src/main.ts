// `npm start`: one process, one port — the API and the storefront's server rendering.
import { runServer } from '@atelier/api';

import { createGateway, storefrontDist } from './create-gateway.js';

// ATELIER_DEV_SSR=1 (running from source): the storefront through Vite with HMR.
const dev = process.env.ATELIER_DEV_SSR === '1';

runServer((config) =>
  createGateway(config, {
    storefront: dev ? { dev: { root: storefrontDist().replace(/[\\/]dist$/, '') } } : undefined,
  }),
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
