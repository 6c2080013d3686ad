import { defineLoader } from '../../../../blocks/loader-types';
import type { contactPageBlock } from './block';

export const contactPageLoader = defineLoader<typeof contactPageBlock>(async (ctx) => {
  const address = ctx.site.crm.Address;
  const position = address ? await ctx.services.geocoder.locate(address) : null;
  return { data: { position }, seo: { title: 'diag:pageMeta.contact.title', description: 'diag:pageMeta.contact.description' } };
});
