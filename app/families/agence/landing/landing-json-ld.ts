import type { AgenceSettings } from '../../../../domain/agence/site';
import type { fixedT } from '../../../i18n/instances.server';

type T = ReturnType<typeof fixedT>;

/** The spec's areas of the Sevran offer (schema.org City names, with hyphens). */
export const LANDING_AREAS = ['Sevran', 'Aulnay-sous-Bois', 'Le Blanc-Mesnil', 'Bondy'] as const;

/** FAQPage (the 4 questions shown) and the free valuation Service: 0 EUR, the four towns. */
export function landingJsonLd(site: { name: string; settings: Pick<AgenceSettings, 'numeroTel' | 'email'> }, t: T): Record<string, unknown>[] {
  const faq = (['q1', 'q2', 'q3', 'q4'] as const).map((k) => ({
    '@type': 'Question',
    name: t(`agence:landing.faq.${k}.q`),
    acceptedAnswer: { '@type': 'Answer', text: t(`agence:landing.faq.${k}.a`) },
  }));
  return [
    { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: faq },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: t('agence:landing.formTitle'),
      serviceType: 'Estimation immobilière',
      provider: {
        '@type': 'RealEstateAgent',
        name: site.name,
        ...(site.settings.numeroTel ? { telephone: site.settings.numeroTel } : {}),
        ...(site.settings.email ? { email: site.settings.email } : {}),
      },
      areaServed: LANDING_AREAS.map((name) => ({ '@type': 'City', name })),
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR', description: t('agence:landing.trust.free') },
    },
  ];
}
