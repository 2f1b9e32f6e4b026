// The bundled API looks for its migrations in a `drizzle/` folder beside (or above) the
// running file: copy apps/api/drizzle into dist/ so dist/main.js finds them.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../api/drizzle', import.meta.url));
const to = fileURLToPath(new URL('../dist/drizzle', import.meta.url));
if (!existsSync(from)) {
  console.error(`copy-migrations: ${from} is missing`);
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
