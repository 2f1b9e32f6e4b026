import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: {
    index: 'src/index.ts',
    render: 'src/render.ts',
    server: 'src/server.ts',
    forms: 'src/forms.ts',
    'forms-styles': 'src/forms/forms.css',
    vite: 'src/vite.ts',
  },
  external: ['vite'],
});
