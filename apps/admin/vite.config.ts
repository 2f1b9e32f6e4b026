import { appViteConfig } from '@atelier/app-frame/vite';
import { fromPackedPackages } from '@atelier/tsup-config';
import react from '@vitejs/plugin-react';

export default appViteConfig({
  root: import.meta.dirname,
  basePath: '/admin',
  plugins: [react()],
  packageSources: !fromPackedPackages(),
});
