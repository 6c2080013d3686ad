import type { PageTable } from '../../../blocks/types';
import { sellingSections } from '../../../network/editorial/selling-page';
import type { AgenceBlocks } from '../blocks';

const selling = sellingSections('agence', {
  arguments: [
    { title: 'pages:agence.vendre.localTitle', text: 'pages:agence.vendre.localText' },
    { title: 'pages:selling.reachTitle', text: 'pages:agence.vendre.reachText' },
    { title: 'pages:selling.followTitle', text: 'pages:selling.followText' },
  ],
  diffusion: 'pages:selling.marketingText',
  followUp: 'pages:agence.vendre.followUp',
  callToAction: { text: 'pages:agence.vendre.ctaText', secondLink: { label: 'pages:agence.contactUs', href: '/contact' } },
});

/**
 * The agency's selling page and valuation funnel (network spec §2 'Selling page', agency variant; the
 * funnel's steps are the network's blocks, the request goes to the agency: its site e-mail).
 * Page texts are catalogue keys of `pages` (decision 0080); claims are placeholders filled from the
 * agency's record ('{portails}', domain/agence/claims.ts), never figures written here.
 */
export const agenceSellPages: PageTable<AgenceBlocks> = {
  '/vendre': {
    title: 'pages:agence.vendre.metaTitle',
    description: 'pages:agence.vendre.metaDescription',
    blocks: [
      { type: 'agence.sellHero' },
      selling.arguments,
      selling.steps,
      selling.callToAction,
      selling.faq,
    ],
  },
  '/evaluation': { title: 'pages:agence.evaluation.metaTitle', description: 'pages:agence.evaluation.metaDescription', blocks: [{ type: 'valuation.step1' }] },
  '/evaluation-two': { title: 'pages:agence.evaluationTwo.metaTitle', description: 'pages:agence.evaluationTwo.metaDescription', blocks: [{ type: 'valuation.step2' }] },
  '/evaluation-three': { title: 'pages:agence.evaluationThree.metaTitle', description: 'pages:agence.evaluationThree.metaDescription', blocks: [{ type: 'valuation.step3' }] },
  // The funnel's last step offers the network's adviser directory: on an agency site, its own contact page.
  '/conseillers-immobiliers': { blocks: [{ type: 'advisers.redirect', props: { to: '/contact' } }] },
};
