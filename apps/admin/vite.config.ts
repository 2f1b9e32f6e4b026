import { appViteConfig, byPackage } from '@atelier/app-frame/vite';
import { fromPackedPackages } from '@atelier/tsup-config';
import react from '@vitejs/plugin-react';

// What the list pages share, with what it imports (the router, the data layer), as one chunk:
// left to automatic splitting it was a dozen chunks of a few hundred bytes each, and on a
// phone's connection each costs a round trip before the order list can hydrate (decision
// 0028). Only zod-free modules: a schema here would bring zod into every page's first load.
const CONSOLE_CORE = byPackage([
  {
    name: '@atelier/admin',
    files: /^src\/(?:domain\/listing\/[^/]+\.tsx?|shared\/(?:fill-label|korean-date-time)\.ts)$/,
  },
  {
    name: '@atelier/contracts',
    files: /^src\/(?:money|order-constants|admin-order-lists|locale|http|operator-roles)\.ts$/,
  },
  { name: '@atelier/api-client', files: /^src\/unreachable-messages\.ts$/ },
  { name: '@atelier/app-frame', files: /^src\/forms\/use-action-failure\.tsx?$/ },
  { name: 'react', files: /jsx-runtime/ },
]);

export default appViteConfig({
  root: import.meta.dirname,
  basePath: '/admin',
  plugins: [react()],
  packageSources: !fromPackedPackages(),
  chunkGroups: [{ name: 'console-core', test: CONSOLE_CORE }],
});
