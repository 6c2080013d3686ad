import { diagLoaders } from '../families/diag/loaders.server';
import type { BlockLoader } from './loader-types';

/** Server loaders of the block types that need data. */
export const blockLoaders: Record<string, BlockLoader<never, unknown> | undefined> = {
  ...diagLoaders,
} as Record<string, BlockLoader<never, unknown>>;
