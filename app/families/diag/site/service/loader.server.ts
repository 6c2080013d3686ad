import { data } from 'react-router';
import { findService, isServiceEnabled } from '../../../../../domain/diag/catalogue';
import { fullName } from '../../../../../domain/diag/crm';
import { sanitizeContent, splitFirstHeading } from '../../../../../server/content/sanitize.server';
import { servicePageFor } from '../../../../../server/repositories/service-pages.server';
import { defineLoader } from '../../../../blocks/loader-types';
import type { servicePageBlock } from './block';

export const servicePageLoader = defineLoader<typeof servicePageBlock>(async (ctx, props) => {
  const entry = findService(props.group, ctx.params.slug ?? '');
  // A service the site's CRM switches off is not offered here: its page is the site's 404.
  if (!entry || !isServiceEnabled(entry, ctx.site.crm)) throw data(null, { status: 404 });
  const row = await servicePageFor(ctx.services.db, ctx.site.id, entry.slug);
  const { heading, body } = splitFirstHeading(sanitizeContent(row?.description_html));
  const crm = ctx.site.crm;
  return {
    data: { slug: entry.slug, label: entry.label, group: props.group, heading: heading ?? row?.title ?? entry.label, html: body, image: row?.image ?? null, contactName: fullName(crm), sector: crm.ActivSecteur ?? '' },
    seo: { title: row?.seo_title || `${entry.label} · {site}`, description: row?.seo_description || `${entry.label} : devis gratuit et rapport sous 48h.` },
  };
});
