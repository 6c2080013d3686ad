import { useTranslation } from '../../i18n/use-translation';
import { CHARGES_MODE_LABELS, GEORISQUES_MENTION, type Listing, saleFeesSentence } from '../../../domain/listings/listing';
import { numberFormat } from '../../../domain/format/intl';

const eur = (n: number) => `${numberFormat('fr-FR').format(n)} €`;

/** The price mentions an advert must carry (fees and who pays them; rent, charges, deposit, tenant fees). */
export function PriceMentions({ listing }: { listing: Listing }) {
  if (listing.rent) {
    const r = listing.rent;
    return (
      <ul lang="fr" className="price-mentions mt-2 space-y-1 text-sm text-slate-700" data-testid="price-mentions">
        <li>{`Loyer ${eur(r.rentChargesIncluded)} par mois charges comprises, dont ${eur(r.charges)} de charges (${CHARGES_MODE_LABELS[r.chargesMode]}).`}</li>
        <li>{`Dépôt de garantie : ${eur(r.deposit)}.`}</li>
        <li>{`Honoraires à la charge du locataire : ${eur(r.tenantFees)} TTC, dont ${eur(r.inventoryFee)} pour l’état des lieux.`}</li>
        {r.furnished ? <li>Logement meublé.</li> : null}
      </ul>
    );
  }
  const fees = saleFeesSentence(listing.sale);
  return fees ? (
    <p lang="fr" className="price-mentions mt-2 text-sm text-slate-700" data-testid="price-mentions">
      {fees}
    </p>
  ) : null;
}

/** Co-ownership (loi ALUR) and Géorisques mentions, shown under the energy card. */
export function LegalMentions({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation('listings');
  const c = listing.coownership;
  return (
    <section aria-labelledby="legal-title" className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <h2 id="legal-title" className="text-lg font-semibold text-slate-900">
        {t('mentions.legalTitle')}
      </h2>
      {/* Under /en the legal wording stays French (lang="fr" for screen readers); the page says so. */}
      {i18n.language !== 'fr' ? (
        <p className="mt-2" data-testid="mentions-in-french">
          {t('mentions.inFrench')}
        </p>
      ) : null}
      {c ? (
        <p lang="fr" className="mt-2">{`Bien soumis au statut de la copropriété : ${c.lots} lots, charges courantes annuelles moyennes de ${eur(c.yearlyCharges)}. ${c.procedureUnderway ? `Procédure en cours : ${c.procedureDetails ?? 'oui'}.` : 'Aucune procédure en cours (art. 29-1 A et suivants de la loi du 10 juillet 1965).'}`}</p>
      ) : null}
      {listing.georisquesMention ? (
        <p lang="fr" className="mt-2" data-testid="georisques">
          {GEORISQUES_MENTION.replace('www.georisques.gouv.fr', '')}
          <a href="https://www.georisques.gouv.fr" className="text-teal-900 underline" rel="noopener">
            www.georisques.gouv.fr
          </a>
        </p>
      ) : null}
    </section>
  );
}
