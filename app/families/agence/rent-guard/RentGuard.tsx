import { z } from 'zod';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import { type BlockProps, defineBlock } from '../../../blocks/types';

/**
 * Put first on an agency page about renting (/recherche-location): its loader answers the site's 404
 * when the agency's showLouer setting is off (network spec §1). Renders nothing.
 */
function RentGuard(_: BlockProps<Record<string, never>, undefined, AgencePublicSite>) {
  return null;
}

export const rentGuardBlock = defineBlock(z.object({}).strict().default({}), RentGuard, { static: true });
