import type { BlockLoader } from '../../blocks/loader-types';
import { quoteLoaders } from './quote/loaders.server';
import { simulatorLoaders } from './simulator/loaders.server';
import { siteLoaders } from './site/loaders.server';

/** Server loaders of the diag family's blocks. */
export const diagLoaders: Record<string, BlockLoader<never, unknown>> = { ...siteLoaders, ...quoteLoaders, ...simulatorLoaders };
