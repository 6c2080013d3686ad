import { adviserDisplayName, MAX_ZONES_SHOWN } from '../../../../../domain/advisers/adviser';
import { localizePath, splitLocalePrefix } from '../../../../../domain/i18n/locale';
import { ADVISER_CONTACT_FIELDS, ADVISER_CONTACT_FORM } from '../../../../../domain/leads/schemas';
import { keptInputOf } from '../../../../../server/forms/kept-input.server';
import { defineLoader, formIdempotencyKey } from '../../../../blocks/loader-types';
import { fixedT } from '../../../../i18n/instances.server';
import { adviserOfPage } from '../adviser-of-page.server';
import { adviserCardView } from '../adviser-view';
import { localeOfUrl } from '../../../../network/advisers/locale-of-url';
import type { adviserContactBlock } from './AdviserContact.block';
import { contactKindOf } from './contact-kinds';
import { knownContactError } from './known-errors';

export const adviserContactLoader = defineLoader<typeof adviserContactBlock>(async ({ site, services, url, params, formKey, request }) => {
  const locale = localeOfUrl(url);
  const t = fixedT(locale);
  const { adviser, rating } = await adviserOfPage(services, site, params);
  const name = adviserDisplayName(adviser);
  // The map shows the adviser's stored position, else the address placed by the geocoder (cached).
  let position = adviser.coords;
  if (!position && adviser.address) {
    const located = await services.geocoder.locate(adviser.address).catch(() => null);
    position = located ? { lat: located.lat, lng: located.lon } : null;
  }
  const params_ = url.searchParams;
  const kind = contactKindOf(params_.get('onglet'));
  const sent = params_.get('envoye') === '1' ? kind : null;
  const rawError = params_.get('erreur');
  return {
    data: {
      adviser: {
        ...adviserCardView(adviser, name, rating, 120),
        address: adviser.address,
        zones: adviser.zones.slice(0, MAX_ZONES_SHOWN).map((z) => z.name),
        languages: adviser.languages,
      },
      form: {
        adviserId: adviser.id,
        pathname: localizePath(splitLocalePrefix(url.pathname).pathname, locale),
        kind,
        sent,
        error: sent || rawError === null ? null : knownContactError(rawError, t('advisers:contact.error')),
        // A refused plain post: what was typed and each field's message, from its cookie (decision 0070).
        kept: sent || rawError === null ? null : keptInputOf(request, ADVISER_CONTACT_FORM, ADVISER_CONTACT_FIELDS),
        idempotencyKey: formIdempotencyKey({ formKey }, 'adviser-contact'),
      },
      tilesUrl: services.env.MAP_TILES_URL,
      marker: position ? { id: adviser.id, lat: position.lat, lng: position.lng, title: name, popup: { title: name, lines: [adviser.address] } } : null,
    },
    seo: {
      title: t('advisers:seo.contactTitle', { name }),
      description: t('advisers:seo.contactDescription', { name, city: adviser.city }),
      // The answer of a plain post is a state of the form, not a page of its own.
      ...(params_.size > 0 ? { noindex: true } : {}),
    },
  };
});
