import type { AgenceSettings } from '../../../../domain/agence/site';
import type { fixedT } from '../../../i18n/instances.server';

type T = ReturnType<typeof fixedT>;

/** FAQPage (the 4 questions shown) and the free valuation Service: 0 EUR, the agency's towns (its record). */
export function landingJsonLd(site: { name: string; settings: Pick<AgenceSettings, 'numeroTel' | 'email'> }, sector: { areas: string[]; areasText: string }, t: T): Record<string, unknown>[] {
  const faq = (['q1', 'q2', 'q3', 'q4'] as const).map((k) => ({
    '@type': 'Question',
    name: t(`agence:landing.faq.${k}.q`),
    acceptedAnswer: { '@type': 'Answer', text: t(`agence:landing.faq.${k}.a`, { areas: sector.areasText }) },
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
      areaServed: sector.areas.map((name) => ({ '@type': 'City', name })),
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR', description: t('agence:landing.trust.free') },
    },
  ];
}
