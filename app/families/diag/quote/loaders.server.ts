import type { BlockLoader } from '../../../blocks/loader-types';

/** Server loaders of the diag family's quote blocks. */
export const quoteLoaders: Record<string, BlockLoader<never, unknown>> = {};
