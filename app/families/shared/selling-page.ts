/**
 * The selling page's sections (network spec §2 'Selling page') as the network (`immo.*`) and the
 * agency (`agence.*`, decision 0036: the same blocks under the agency's names) both write them:
 * three arguments, the 4 steps, the double call to action and the 3-question FAQ. What is the same
 * for both is written once here; what differs (who follows the sale, where the second call goes,
 * the reach claim) is each page's own text.
 */
type Family = 'immo' | 'agence';
interface Link {
  label: string;
  href: string;
}
export interface SellingTexts {
  /** The three arguments 'Pourquoi vendre avec nous': [adviser, reach, follow-up]. */
  arguments: readonly [{ title: string; text: string }, { title: string; text: string }, { title: string; text: string }];
  /** The 'Diffusion' step (it states the reach claim). */
  diffusion: string;
  /** The 'Suivi' step (who accompanies the seller). */
  followUp: string;
  callToAction: { text: string; secondLink: Link };
}

/** The FAQ of 3 questions (spec §2), with FAQPage structured data from its loader. */
export const SELLING_FAQ = [
  { question: 'Combien de temps faut-il pour vendre ?', answer: 'En moyenne deux à trois mois entre la mise en vente et le compromis, selon le prix, le secteur et l’état du bien.' },
  { question: 'Comment le prix est-il calculé ?', answer: 'À partir des ventes récentes du secteur (données publiques DVF), des biens en vente autour du vôtre et de ses atouts, constatés lors d’une visite.' },
  { question: 'Quels frais paie le vendeur ?', answer: 'Les honoraires sont fixés dans le mandat et affichés dans l’annonce avec la partie qui les paie ; les diagnostics obligatoires sont à la charge du vendeur.' },
];

export function sellingSections<F extends Family>(family: F, texts: SellingTexts) {
  return {
    arguments: {
      type: `${family}.textSections` as `${F}.textSections`,
      props: { title: 'Pourquoi vendre avec nous', columns: 3 as const, sections: texts.arguments.map((a) => ({ title: a.title, paragraphs: [a.text] })) },
    },
    steps: {
      type: `${family}.steps` as `${F}.steps`,
      props: {
        title: 'Votre vente en 4 étapes',
        steps: [
          { title: 'Valorisation', text: 'Conseils de présentation et photos professionnelles de votre bien.' },
          { title: 'Estimation', text: 'Un prix fondé sur les ventes réelles du secteur et les atouts du logement.' },
          { title: 'Diffusion', text: texts.diffusion },
          { title: 'Suivi', text: texts.followUp },
        ],
      },
    },
    callToAction: {
      type: `${family}.callToAction` as `${F}.callToAction`,
      props: { title: 'Prêt à vendre ?', text: texts.callToAction.text, links: [{ label: 'Débuter mon estimation', href: '/evaluation' }, texts.callToAction.secondLink] },
    },
    faq: { type: `${family}.faqSection` as `${F}.faqSection`, props: { id: 'faq', title: 'Questions fréquentes', items: SELLING_FAQ } },
  };
}
