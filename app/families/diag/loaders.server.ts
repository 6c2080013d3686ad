import type { BlockLoader } from '../../blocks/loader-types';

/** Server loaders of the diag family's blocks. */
export const diagLoaders: Record<string, BlockLoader<never, unknown>> = {};
