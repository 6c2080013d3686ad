import { type DiagCrm, fullName } from './crm';

/** schema.org LocalBusiness for a diag site's home page, with its rating when it has reviews (the site's record as parsed once when it loaded). */
export function localBusinessJsonLd(site: { name: string; crm: DiagCrm }, url: string): Record<string, unknown> {
  const { crm } = site;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url,
    description: `Diagnostics immobiliers${crm.ActivSecteur ? ` à ${crm.ActivSecteur}` : ''} : DPE, amiante, plomb, termites, gaz, électricité.`,
  };
  if (crm.PhoneNumber) ld.telephone = crm.PhoneNumber;
  if (crm.Email) ld.email = crm.Email;
  if (crm.Address) ld.address = crm.Address;
  if (crm.ActivSecteur) ld.areaServed = crm.ActivSecteur;
  const founder = fullName(crm);
  if (founder) ld.employee = { '@type': 'Person', name: founder };
  const average = crm.ActivAvisNoteMoyenne;
  const count = crm.ActivAvisNombreAvis;
  if (average && average > 0 && count && count > 0) {
    ld.aggregateRating = { '@type': 'AggregateRating', ratingValue: Math.round(average * 10) / 10, reviewCount: count, bestRating: 5 };
  }
  return ld;
}

export function articleJsonLd(article: { title: string; dateIso: string; image: string | null; url: string; publisher: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    datePublished: article.dateIso,
    ...(article.image ? { image: article.image } : {}),
    mainEntityOfPage: article.url,
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}
