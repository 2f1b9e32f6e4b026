import { runServer } from './run-server.js';
import { createServer } from './server.js';

runServer((config) => createServer(config)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
