import type { PageTable } from '../blocks/types';
import type { listingBlocks } from './blocks';

/**
 * Listing pages shared by the immo and agence families: each family spreads them into its table.
 * The agency's rental search answers 404 when its settings.showLouer is false (the block's loader).
 */
export const listingPages: PageTable<typeof listingBlocks> = {
  '/recherche-bien': { title: 'Biens à vendre · {site}', blocks: [{ type: 'listings.search', props: { status: 'sale' } }] },
  '/recherche-location': { title: 'Biens à louer · {site}', blocks: [{ type: 'listings.search', props: { status: 'rent' } }] },
  // Without a slug (the spec's route): redirects to a sample listing.
  '/bien-immobilier': { blocks: [{ type: 'listings.property' }] },
  '/bien-immobilier/:slug': { blocks: [{ type: 'listings.property' }] },
  // The links of the buyer-alert e-mails (decision 0032): noindex, outside the sitemap.
  '/alerte-immobiliere/confirmation': { title: 'Alerte immobilière · {site}', blocks: [{ type: 'listings.alertConfirm' }] },
  '/alerte-immobiliere/desinscription': { title: 'Alerte immobilière · {site}', blocks: [{ type: 'listings.alertUnsubscribe' }] },
  '/favoris': { title: 'Mes favoris · {site}', description: 'Les biens que vous avez mis en favoris.', blocks: [{ type: 'listings.favourites' }] },
};
