// `npm start`: one process, one port — the API and every registered app's server rendering.
import { runServer } from '@atelier/api';

import { createGateway } from './create-gateway.js';

// ATELIER_DEV_SSR=1 (running from source): the apps through Vite with HMR.
const dev = process.env.ATELIER_DEV_SSR === '1';

runServer((config) => createGateway(config, { dev })).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
