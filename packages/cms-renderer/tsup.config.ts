import { createBuildConfig } from '@atelier/tsup-config';
import type { Options } from 'tsup';

const config = createBuildConfig({ entry: { index: 'src/index.ts' } }) as Options;

// CmsNode comes from a dev dependency: inline its declaration so consumers don't need the client.
export default { ...config, dts: { resolve: ['@atelier/api-client'] } } satisfies Options;
