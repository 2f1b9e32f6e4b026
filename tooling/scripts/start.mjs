// `npm start`: install when needed, build the gateway (API + storefront server rendering; turbo
// caches), then run it in the foreground.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { repoRoot, runPnpm } from './pnpm.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

try {
  ensureInstalled();
  console.log('> building @atelier/gateway and its dependencies');
  runPnpm(['turbo', 'run', 'build', '--filter=@atelier/gateway...', '--output-logs=errors-only']);
} catch (error) {
  console.error(`start failed: ${error.message}`);
  process.exit(1);
}

console.log(`> starting the shop (ready to launch after ${elapsed()})`);
const server = spawn(process.execPath, [path.join(repoRoot, 'apps/gateway/dist/main.js')], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The terminal already sends Ctrl-C to the whole group; forwarding covers `kill <pid>`.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
