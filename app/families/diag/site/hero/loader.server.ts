import { localBusinessJsonLd } from '../../../../../domain/diag/json-ld';
import { proposedSlots, slotLabel } from '../../../../../domain/quote/slots';
import { defineLoader } from '../../../../blocks/loader-types';
import type { heroBlock } from './block';

export const heroLoader = defineLoader<typeof heroBlock>(async (ctx, props) => ({
  data: {
    slots: proposedSlots(new Date()).map((s) => ({ param: s.param, label: slotLabel(s.date, ctx.locale) })),
    // ?mode=rendezvous (the hero's own toggle link) or ?rdv=1 (the mobile menu's link).
    initialMode: ctx.url.searchParams.get('mode') === 'rendezvous' || ctx.url.searchParams.get('rdv') === '1' ? 'rendezvous' : 'devis',
  },
  seo:
    props.audience === 'professionnel'
      ? { title: 'diag:pageMeta.professionalHero.title' }
      : { jsonLd: [localBusinessJsonLd(ctx.site, `${ctx.url.origin}/`)] },
}));
