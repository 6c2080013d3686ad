import { LEGAL_NOTICE_ANCHORS, or } from '../../../domain/legal/legal-record';
import type { PublicSite } from '../../../domain/sites/site';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { Facts, LegalArticle, LegalSection } from './LegalParts';
import { brandOf, legalOf, updatedOn } from './legal-site';

const TITLES: Record<(typeof LEGAL_NOTICE_ANCHORS)[number], string> = {
  'identite-editeur': 'common:legal.notice.sections.identite-editeur',
  hebergeur: 'common:legal.notice.sections.hebergeur',
  'directeur-publication': 'common:legal.notice.sections.directeur-publication',
  'activite-immo': 'common:legal.notice.sections.activite-immo',
  mediateur: 'common:legal.notice.sections.mediateur',
  'propriete-intellectuelle': 'common:legal.notice.sections.propriete-intellectuelle',
  liens: 'common:legal.notice.sections.liens',
  donnees: 'common:legal.notice.sections.donnees',
  cookies: 'common:legal.notice.sections.cookies',
  securite: 'common:legal.notice.sections.securite',
  responsabilite: 'common:legal.notice.sections.responsabilite',
  disponibilite: 'common:legal.notice.sections.disponibilite',
  loi: 'common:legal.notice.sections.loi',
  contact: 'common:legal.notice.sections.contact',
};

/** /mentions-legales (network spec §2): the 14 anchored sections, filled from the site's legal record. */
export function LegalNoticePage({ site }: BlockProps<Record<string, never>, undefined, PublicSite>) {
  const href = useLocalizedHref();
  const legal = legalOf(site);
  const brand = brandOf(site);
  const p = legal.publisher;
  const estate = legal.realEstate;
  const host = site.origin.replace(/^https?:\/\//, '');
  return (
    <LegalArticle title="common:legal.notice.title" updated={updatedOn(legal)} toc={LEGAL_NOTICE_ANCHORS.map((id) => [id, TITLES[id]])}>
      <LegalSection id="identite-editeur" title={TITLES['identite-editeur']}>
        <p>Le site {host} est édité par :</p>
        <Facts
          rows={[
            ['Raison sociale', or(p.name)],
            ['Forme juridique', or(p.legalForm)],
            ['Capital social', or(p.capital)],
            ['Siège social', or(p.address)],
            ['Immatriculation', or(p.rcs)],
            ['SIRET', or(p.siret)],
            ['N° de TVA intracommunautaire', or(p.vat)],
            ['Téléphone', or(p.phone)],
            ['E-mail', p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : or(undefined)],
          ]}
        />
        {legal.structures.length > 0 && (
          <>
            <h3>Structures rattachées</h3>
            <ul>
              {legal.structures.map((s) => (
                <li key={s.name}>
                  {s.name}, {s.address}
                  {s.siret ? ` (SIRET ${s.siret})` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </LegalSection>
      <LegalSection id="hebergeur" title={TITLES.hebergeur}>
        <Facts rows={[['common:legal.notice.sections.hebergeur', or(legal.host.name)], ['Adresse', or(legal.host.address)], ['Téléphone', or(legal.host.phone)], ['Site', or(legal.host.website)]]} />
      </LegalSection>
      <LegalSection id="directeur-publication" title={TITLES['directeur-publication']}>
        <p>Le directeur de la publication est {or(legal.director)}.</p>
      </LegalSection>
      <LegalSection id="activite-immo" title={TITLES['activite-immo']}>
        {estate ? (
          <>
            <p>Activité exercée dans le cadre de la loi n° 70-9 du 2 janvier 1970 (loi Hoguet) et de son décret d’application n° 72-678 du 20 juillet 1972.</p>
            <Facts
              rows={[
                ['Carte professionnelle', or(estate.cardNumber)],
                ['Délivrée par', or(estate.cardIssuer)],
                ['Activités', or(estate.cardActivities)],
                ['Garantie financière', `${or(estate.guarantor)}${estate.guarantorAddress ? `, ${estate.guarantorAddress}` : ''}`],
                ['Montant de la garantie', or(estate.guaranteeAmount)],
                ['Assurance responsabilité civile professionnelle', `${or(estate.insurer)}${estate.insurancePolicy ? `, ${estate.insurancePolicy}` : ''}`],
              ]}
            />
            {estate.noFundsHeld && <p>Le titulaire de la carte ne doit recevoir ni détenir aucun fonds, effet ou valeur autre que ses honoraires.</p>}
            <p>Les conseillers du réseau {brand} sont des agents commerciaux indépendants, immatriculés au registre spécial des agents commerciaux (RSAC), habilités par le titulaire de la carte professionnelle.</p>
          </>
        ) : (
          <p>Ce site ne propose pas de transaction immobilière.</p>
        )}
      </LegalSection>
      <LegalSection id="mediateur" title={TITLES.mediateur}>
        <p>Conformément aux articles L611-1 et suivants du code de la consommation, tout consommateur peut recourir gratuitement au médiateur de la consommation, après une réclamation écrite restée sans réponse satisfaisante :</p>
        <Facts rows={[['Médiateur', or(legal.mediator.name)], ['Adresse', or(legal.mediator.address)], ['Site', or(legal.mediator.website)]]} />
      </LegalSection>
      <LegalSection id="propriete-intellectuelle" title={TITLES['propriete-intellectuelle']}>
        <p>Les textes, photographies, logos, marques et éléments graphiques de ce site sont la propriété de {or(p.name)} ou de leurs auteurs. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite est interdite (articles L122-4 et L335-2 du code de la propriété intellectuelle).</p>
      </LegalSection>
      <LegalSection id="liens" title={TITLES.liens}>
        <p>Les liens vers d’autres sites sont fournis pour information : l’éditeur n’est pas responsable de leur contenu. Un lien vers ce site est libre, sans le présenter comme le nôtre ni l’ouvrir dans un cadre.</p>
      </LegalSection>
      <LegalSection id="donnees" title={TITLES.donnees}>
        <p>
          Les données transmises par nos formulaires (estimation, contact, alerte, rendez-vous) servent à répondre à votre demande. Leur traitement, vos droits et la façon de les exercer sont décrits dans la page <a href={href('/protection-donnees')}>Protection des données</a>.
        </p>
      </LegalSection>
      <LegalSection id="cookies" title={TITLES.cookies}>
        <p>
          Le site n’utilise sans votre accord que les cookies nécessaires à son fonctionnement. Voir la <a href={href('/politique-cookies')}>politique cookies</a> et <a href={href('/gestion-des-cookies')}>gérer vos choix</a>.
        </p>
      </LegalSection>
      <LegalSection id="securite" title={TITLES.securite}>
        <p>Le site est servi en HTTPS ; les données des formulaires sont enregistrées sur des serveurs situés dans l’Union européenne, avec un accès limité aux personnes qui traitent vos demandes.</p>
      </LegalSection>
      <LegalSection id="responsabilite" title={TITLES.responsabilite}>
        <p>Les informations du site (annonces, prix, estimations indicatives) sont données de bonne foi et peuvent évoluer ; elles n’ont pas de valeur contractuelle. Une estimation en ligne n’est pas un avis de valeur.</p>
      </LegalSection>
      <LegalSection id="disponibilite" title={TITLES.disponibilite}>
        <p>Le site est accessible en permanence, sauf interruption pour maintenance ou cas de force majeure, sans que l’éditeur en soit tenu responsable.</p>
      </LegalSection>
      <LegalSection id="loi" title={TITLES.loi}>
        <p>Les présentes mentions sont régies par le droit français. À défaut d’accord amiable ou de médiation, les tribunaux français sont compétents.</p>
      </LegalSection>
      <LegalSection id="contact" title={TITLES.contact}>
        <p>
          Pour toute question : {p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : or(undefined)}, {or(p.phone)}, ou par courrier à {or(p.address)}.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}

