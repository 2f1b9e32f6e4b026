import { createEslintConfig } from '@atelier/eslint-config';

export default createEslintConfig({ react: true, layers: import.meta.dirname });
