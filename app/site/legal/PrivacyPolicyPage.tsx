import { or, PRIVACY_ANCHORS } from '../../../domain/legal/legal-record';
import type { PublicSite } from '../../../domain/sites/site';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { LegalArticle, LegalSection } from './LegalParts';
import { brandOf, legalOf, updatedOn } from './legal-site';

const TITLES: Record<(typeof PRIVACY_ANCHORS)[number], string> = {
  intro: 'common:legal.privacy.sections.intro',
  definitions: 'common:legal.privacy.sections.definitions',
  roles: 'common:legal.privacy.sections.roles',
  a1: 'common:legal.privacy.sections.a1',
  a2: 'common:legal.privacy.sections.a2',
  a3: 'common:legal.privacy.sections.a3',
  a4: 'common:legal.privacy.sections.a4',
  a5: 'common:legal.privacy.sections.a5',
  a6: 'common:legal.privacy.sections.a6',
  a7: 'common:legal.privacy.sections.a7',
  a8: 'common:legal.privacy.sections.a8',
  a9: 'common:legal.privacy.sections.a9',
  b1: 'common:legal.privacy.sections.b1',
  b3: 'common:legal.privacy.sections.b3',
  b4: 'common:legal.privacy.sections.b4',
  modifs: 'common:legal.privacy.sections.modifs',
};

/** /protection-donnees (network spec §2): the anchored sections, with the 72-hour breach notification. */
export function PrivacyPolicyPage({ site }: BlockProps<Record<string, never>, undefined, PublicSite>) {
  const href = useLocalizedHref();
  const legal = legalOf(site);
  const brand = brandOf(site);
  const controller = or(legal.publisher.name);
  const contact = legal.privacyEmail ?? legal.publisher.email;
  const mail = contact ? <a href={`mailto:${contact}`}>{contact}</a> : or(undefined);
  return (
    <LegalArticle title="common:legal.privacy.title" updated={updatedOn(legal)} toc={PRIVACY_ANCHORS.map((id) => [id, TITLES[id]])}>
      <LegalSection id="intro" title={TITLES.intro}>
        <p>Cette politique explique comment {controller} traite les données personnelles des visiteurs du site {brand}, conformément au règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés.</p>
      </LegalSection>
      <LegalSection id="definitions" title={TITLES.definitions}>
        <ul>
          <li>Donnée personnelle : toute information se rapportant à une personne physique identifiée ou identifiable.</li>
          <li>Traitement : toute opération portant sur ces données (collecte, enregistrement, consultation, transmission, effacement…).</li>
          <li>Responsable du traitement : la personne qui détermine les finalités et les moyens du traitement.</li>
          <li>Sous-traitant : la personne qui traite les données pour le compte du responsable du traitement.</li>
        </ul>
      </LegalSection>
      <LegalSection id="roles" title={TITLES.roles}>
        <p>Le responsable du traitement est {controller}, {or(legal.publisher.address)}. Les conseillers du réseau, agents commerciaux indépendants, reçoivent les demandes de leur secteur et les traitent pour le compte du réseau. Contact pour vos données : {mail}.</p>
      </LegalSection>
      <LegalSection id="a1" title={TITLES.a1}>
        <p>Par les formulaires : civilité, prénom, nom, e-mail, téléphone, message ; pour une estimation, l’adresse et les caractéristiques du bien ; pour une alerte, vos critères de recherche. Par la navigation : des données techniques (adresse IP tronquée dans les journaux, pages vues) et, avec votre accord, des cookies de mesure d’audience. Nous mesurons aussi l’audience de ce site sans cookie : notre serveur compte les pages vues par jour, avec le domaine du site d’où vous venez, la source de campagne et le type d’appareil, sans conserver votre adresse IP ni aucun identifiant.</p>
      </LegalSection>
      <LegalSection id="a2" title={TITLES.a2}>
        <p>Répondre à vos demandes (estimation, contact, rendez-vous, alerte), vous mettre en relation avec le conseiller de votre secteur, assurer la sécurité du site et, avec votre accord, mesurer son audience.</p>
      </LegalSection>
      <LegalSection id="a3" title={TITLES.a3}>
        <p>Votre consentement pour être recontacté(e) et pour les cookies non nécessaires ; l’exécution de mesures précontractuelles prises à votre demande ; notre intérêt légitime pour la sécurité du site.</p>
      </LegalSection>
      <LegalSection id="a4" title={TITLES.a4}>
        <p>Les équipes de {brand} et le conseiller de votre secteur, ainsi que nos sous-traitants techniques (hébergement, envoi d’e-mails). Vos données ne sont ni vendues ni louées.</p>
      </LegalSection>
      <LegalSection id="a5" title={TITLES.a5}>
        <p>Les demandes sont conservées trois ans après notre dernier contact ; les journaux techniques un an ; les choix de cookies six mois ; les statistiques de pages vues, sans identifiant, 25 mois.</p>
      </LegalSection>
      <LegalSection id="a6" title={TITLES.a6}>
        <p>Les données sont hébergées dans l’Union européenne et ne sont pas transférées hors de l’Union.</p>
      </LegalSection>
      <LegalSection id="a7" title={TITLES.a7}>
        <p>Connexions chiffrées (HTTPS), accès restreint aux personnes habilitées, sauvegardes, journalisation des accès.</p>
      </LegalSection>
      <LegalSection id="a8" title={TITLES.a8}>
        <p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et du droit de retirer votre consentement à tout moment, pour l’avenir. Écrivez à {mail} ; nous répondons sous un mois.</p>
      </LegalSection>
      <LegalSection id="a9" title={TITLES.a9}>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNIL (Commission nationale de l’informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, <a href="https://www.cnil.fr">www.cnil.fr</a>.
        </p>
      </LegalSection>
      <LegalSection id="b1" title={TITLES.b1}>
        <p>Les données des conseillers (profil public, zones, avis) sont publiées avec leur accord pour les présenter aux visiteurs ; celles des candidats au réseau servent au seul recrutement et sont conservées deux ans.</p>
      </LegalSection>
      <LegalSection id="b3" title={TITLES.b3}>
        <p>Hébergement : {or(legal.host.name)}, {or(legal.host.address)}. Les sous-traitants sont tenus par contrat aux obligations de l’article 28 du RGPD.</p>
      </LegalSection>
      <LegalSection id="b4" title={TITLES.b4}>
        <p>En cas de violation de données présentant un risque pour vos droits, nous la notifions à la CNIL dans les 72 heures après en avoir pris connaissance et, si le risque est élevé, nous vous en informons.</p>
      </LegalSection>
      <LegalSection id="modifs" title={TITLES.modifs}>
        <p>
          Cette politique peut évoluer ; la date de dernière mise à jour figure en haut de page. Voir aussi les <a href={href('/mentions-legales')}>mentions légales</a> et la <a href={href('/politique-cookies')}>politique cookies</a>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}

