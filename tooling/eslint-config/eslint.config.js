import { createEslintConfig } from './index.js';

// The fixture app breaks the layer rules on purpose: index.test.js lints it with its own config.
export default createEslintConfig({ ignores: ['fixtures/**'] });
