import { createEslintConfig } from '@atelier/eslint-config';

// A command-line benchmark: printing its figures is its job.
export default [...createEslintConfig(), { rules: { 'no-console': 'off' } }];
