import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { agenceFamily } from './family';
import { expertimoMLandingOneLoader } from './landing/loader.server';

/** The agence family, server half. */
export const agenceFamilyServer = defineFamilyServer(agenceFamily, {
  loaders: {
    'agence.ExpertimoMLandingOne': expertimoMLandingOneLoader,
  },
  faviconSvg: NETWORK_MARK_SVG,
});
