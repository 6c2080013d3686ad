import type { PageTable } from '../../../blocks/types';
import type { ImmoBlocks } from '../blocks';

/** `key` names the landing's texts in the catalogue (pages:landings.<key>.title, .metaTitle, .description). */
type Variant = { path: string; action: 'sale' | 'rent'; type?: 'Maison' | 'Appartement'; key: string };
const text = (v: Variant, field: 'title' | 'metaTitle' | 'description') => `pages:landings.${v.key}.${field}`;

const VARIANTS: Variant[] = [
  { path: '/acheter', action: 'sale', key: 'acheter' },
  { path: '/acheter-maison', action: 'sale', type: 'Maison', key: 'acheterMaison' },
  { path: '/acheter-appartement', action: 'sale', type: 'Appartement', key: 'acheterAppartement' },
  { path: '/louer', action: 'rent', key: 'louer' },
  { path: '/louer-maison', action: 'rent', type: 'Maison', key: 'louerMaison' },
  { path: '/louer-appartement', action: 'rent', type: 'Appartement', key: 'louerAppartement' },
];

/** Buy and rent landings (spec §2): quick search, project steps, latest listings, key figures, energy renovation, splitter. */
export const landingPages: PageTable<ImmoBlocks> = Object.fromEntries(
  VARIANTS.map((v) => [
    v.path,
    {
      title: text(v, 'metaTitle'),
      description: text(v, 'description'),
      blocks: [
        { type: 'immo.quickSearch', props: { title: text(v, 'title'), intro: v.action === 'sale' ? 'pages:landings.saleIntro' : 'pages:landings.rentIntro', action: v.action, ...(v.type ? { type: v.type } : {}) } },
        {
          type: 'immo.steps',
          props:
            v.action === 'sale'
              ? { title: 'pages:landings.buy.title', steps: [{ title: 'pages:landings.buy.budgetTitle', text: 'pages:landings.buy.budgetText' }, { title: 'pages:landings.buy.searchTitle', text: 'pages:landings.buy.searchText' }, { title: 'pages:landings.buy.offerTitle', text: 'pages:landings.buy.offerText' }, { title: 'pages:landings.buy.deedTitle', text: 'pages:landings.buy.deedText' }] }
              : { title: 'pages:landings.rent.title', steps: [{ title: 'pages:landings.rent.fileTitle', text: 'pages:landings.rent.fileText' }, { title: 'pages:landings.rent.visitTitle', text: 'pages:landings.rent.visitText' }, { title: 'pages:landings.rent.leaseTitle', text: 'pages:landings.rent.leaseText' }, { title: 'pages:landings.rent.moveTitle', text: 'pages:landings.rent.moveText' }] },
        },
        { type: 'immo.recentListings', props: { status: v.action, title: v.action === 'sale' ? 'pages:common.latestForSale' : 'pages:common.latestForRent' } },
        { type: 'immo.keyFigures' },
        {
          type: 'immo.textSections',
          props: {
            title: 'pages:landings.energyTitle',
            columns: 2,
            sections: [
              { title: 'pages:landings.dpeTitle', paragraphs: ['pages:landings.dpeText'], links: [] },
              { title: 'pages:landings.aidTitle', paragraphs: ['pages:landings.aidText'], links: [{ label: 'pages:landings.news', href: '/actualites' }] },
            ],
          },
        },
        { type: 'immo.callToAction', props: { title: 'pages:landings.choiceTitle', text: 'pages:landings.choiceText', links: [{ label: 'pages:common.buy', href: '/acheter' }, { label: 'pages:common.rent', href: '/louer' }] } },
      ],
    },
  ]),
);
