import type { BlockLoader } from '../../../blocks/loader-types';

/** Server loaders of the diag family's simulator blocks. */
export const simulatorLoaders: Record<string, BlockLoader<never, unknown>> = {};
