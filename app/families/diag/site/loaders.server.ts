import type { BlockLoader } from '../../../blocks/loader-types';

/** Server loaders of the diag family's site blocks. */
export const siteLoaders: Record<string, BlockLoader<never, unknown>> = {};
