import type { Locale } from '../../../../../domain/i18n/locale';
import { proposedSlots, slotLabel } from '../../../../../domain/quote/slots';
import { defineLoader } from '../../../../blocks/loader-types';
import { businessJsonLd } from '../../business-json-ld.server';
import type { heroBlock } from './block';

/**
 * The slots offered today, in a locale: they change with the day only, so they are built once a day
 * (decision 0061) and not on every home page.
 */
const slotsOfTheDay = new Map<string, Array<{ param: string; label: string }>>();
function offeredSlots(now: Date, locale: Locale): Array<{ param: string; label: string }> {
  const key = `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}|${locale}`;
  let slots = slotsOfTheDay.get(key);
  if (!slots) {
    if (slotsOfTheDay.size >= 8) slotsOfTheDay.clear();
    slots = proposedSlots(now).map((s) => ({ param: s.param, label: slotLabel(s.date, locale) }));
    slotsOfTheDay.set(key, slots);
  }
  return slots;
}

export const heroLoader = defineLoader<typeof heroBlock>(async (ctx, props) => ({
  data: {
    slots: offeredSlots(new Date(), ctx.locale),
    // ?mode=rendezvous (the hero's own toggle link) or ?rdv=1 (the mobile menu's link).
    initialMode: ctx.url.searchParams.get('mode') === 'rendezvous' || ctx.url.searchParams.get('rdv') === '1' ? 'rendezvous' : 'devis',
  },
  seo:
    props.audience === 'professionnel'
      ? { title: 'diag:pageMeta.professionalHero.title' }
      : { jsonLd: businessJsonLd(ctx.site, ctx.url.origin) },
}));
