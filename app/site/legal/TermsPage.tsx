import { or } from '../../../domain/legal/legal-record';
import type { PublicSite } from '../../../domain/sites/site';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { LegalArticle, LegalSection } from './LegalParts';
import { brandOf, legalOf, updatedOn } from './legal-site';

/** /cgu: conditions of use of the site (the footer's 'CGU' link). */
export function TermsPage({ site }: BlockProps<Record<string, never>, undefined, PublicSite>) {
  const href = useLocalizedHref();
  const legal = legalOf(site);
  const brand = brandOf(site);
  return (
    <LegalArticle
      title="common:legal.terms.title"
      updated={updatedOn(legal)}
      toc={[
        ['objet', 'common:legal.terms.sections.objet'],
        ['acces', 'common:legal.terms.sections.acces'],
        ['services', 'common:legal.terms.sections.services'],
        ['estimation', 'common:legal.terms.sections.estimation'],
        ['engagements', 'common:legal.terms.sections.engagements'],
        ['donnees-cgu', 'common:legal.terms.sections.donnees-cgu'],
        ['droit', 'common:legal.terms.sections.droit'],
      ]}
    >
      <LegalSection id="objet" title="common:legal.terms.sections.objet">
        <p>Les présentes conditions régissent l’utilisation du site {brand}, édité par {or(legal.publisher.name)} (voir les <a href={href('/mentions-legales')}>mentions légales</a>). Utiliser le site vaut acceptation de ces conditions.</p>
      </LegalSection>
      <LegalSection id="acces" title="common:legal.terms.sections.acces">
        <p>Le site est accessible gratuitement, sans compte. Les frais de connexion restent à la charge de l’utilisateur.</p>
      </LegalSection>
      <LegalSection id="services" title="common:legal.terms.sections.services">
        <p>Consultation d’annonces, recherche d’un conseiller, demandes d’estimation, de contact, de rendez-vous et d’alerte. Les annonces sont publiées par les conseillers du réseau sous la responsabilité du titulaire de la carte professionnelle.</p>
      </LegalSection>
      <LegalSection id="estimation" title="common:legal.terms.sections.estimation">
        <p>La fourchette affichée après une demande d’estimation est indicative : calculée à partir de prix médians publics (DVF), elle ne constitue pas un avis de valeur. Seule la visite d’un conseiller permet d’estimer le bien.</p>
      </LegalSection>
      <LegalSection id="engagements" title="common:legal.terms.sections.engagements">
        <p>L’utilisateur fournit des informations exactes et n’utilise pas les formulaires pour envoyer des messages publicitaires ou illicites.</p>
      </LegalSection>
      <LegalSection id="donnees-cgu" title="common:legal.terms.sections.donnees-cgu">
        <p>
          Voir la page <a href={href('/protection-donnees')}>Protection des données</a>.
        </p>
      </LegalSection>
      <LegalSection id="droit" title="common:legal.terms.sections.droit">
        <p>Ces conditions sont soumises au droit français ; un litige de consommation peut être porté devant le médiateur : {or(legal.mediator.name)}.</p>
      </LegalSection>
    </LegalArticle>
  );
}

