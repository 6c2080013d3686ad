import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { recrutementFamily } from './family';

/** The recrutement family, server half. */
export const recrutementFamilyServer = defineFamilyServer(recrutementFamily, {
  loaders: {},
  faviconSvg: NETWORK_MARK_SVG,
});
