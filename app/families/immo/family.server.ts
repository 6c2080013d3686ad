import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { immoFamily } from './family';

/** The immo family, server half. */
export const immoFamilyServer = defineFamilyServer(immoFamily, {
  loaders: {},
  faviconSvg: NETWORK_MARK_SVG,
});
