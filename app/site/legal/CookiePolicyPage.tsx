import type { PublicSite } from '../../../domain/sites/site';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { LegalArticle, LegalSection } from './LegalParts';
import { brandOf, legalOf, updatedOn } from './legal-site';

/** /politique-cookies: what is stored in the browser and why; choices are made on /gestion-des-cookies. */
export function CookiePolicyPage({ site }: BlockProps<Record<string, never>, undefined, PublicSite>) {
  const href = useLocalizedHref();
  const legal = legalOf(site);
  return (
    <LegalArticle
      title="common:legal.cookies.title"
      updated={updatedOn(legal)}
      toc={[
        ['definition', 'common:legal.cookies.sections.definition'],
        ['necessaires', 'common:legal.cookies.sections.necessaires'],
        ['mesure', 'common:legal.cookies.sections.mesure'],
        ['choix', 'common:legal.cookies.sections.choix'],
      ]}
    >
      <LegalSection id="definition" title="common:legal.cookies.sections.definition">
        <p>Un cookie est un petit fichier déposé dans votre navigateur. Certains sont nécessaires au site ; les autres ne sont déposés qu’avec votre accord (article 82 de la loi Informatique et Libertés).</p>
      </LegalSection>
      <LegalSection id="necessaires" title="common:legal.cookies.sections.necessaires">
        <ul>
          <li>lng : la langue choisie (un an).</li>
          <li>Le choix que vous faites sur les cookies (six mois).</li>
        </ul>
      </LegalSection>
      <LegalSection id="mesure" title="common:legal.cookies.sections.mesure">
        <p>Avec votre accord seulement : la mesure d’audience et les contenus hébergés par des tiers (vidéos, prise de rendez-vous) du site {brandOf(site)}. Sans accord, ces contenus sont remplacés par un lien.</p>
      </LegalSection>
      <LegalSection id="choix" title="common:legal.cookies.sections.choix">
        <p>
          Vous pouvez accepter, refuser ou changer d’avis à tout moment sur la page <a href={href('/gestion-des-cookies')}>Gestion des cookies</a>. Voir aussi la page <a href={href('/protection-donnees')}>Protection des données</a>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}

