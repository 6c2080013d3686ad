import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { agenceFamily } from './family';

/** The agence family, server half. */
export const agenceFamilyServer = defineFamilyServer(agenceFamily, {
  loaders: {},
  faviconSvg: NETWORK_MARK_SVG,
});
