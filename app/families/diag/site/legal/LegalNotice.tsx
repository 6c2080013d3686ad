import { type LegalParty, legalNoticeContent } from '../../../../../domain/diag/legal';
import { formatPhonePairs } from '../../../../../domain/format/phone';
import type { BlockProps } from '../../../../blocks/types';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

function Party({ party }: { party: LegalParty }) {
  return (
    <p>
      <strong>{party.name}</strong>
      <br />
      {party.address}
      {party.phone && (
        <>
          <br />
          Téléphone : {party.phone}
        </>
      )}
      {party.website && (
        <>
          <br />
          <a href={party.website}>{party.website.replace(/^https?:\/\//, '')}</a>
        </>
      )}
    </p>
  );
}

/**
 * /mentions-legales on every diag site, whatever its variant (issue 17 item 1): the publisher with its
 * RCS registration, the host, the consumer mediator, and the personal-data section the forms link to.
 */
export function LegalNotice({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const content = legalNoticeContent(site.name, site.crm, site.settings, formatPhonePairs);
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>Mentions légales</h1>
      <h2 id="editeur">Éditeur du site</h2>
      <dl className="grid gap-1 sm:grid-cols-[16rem_1fr]">
        {content.publisher.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 id="hebergeur">Hébergeur</h2>
      <Party party={content.host} />
      <h2 id="mediateur">Médiation de la consommation</h2>
      <p>
        En cas de litige non résolu avec {site.name} après une réclamation écrite, vous pouvez saisir gratuitement le médiateur de la
        consommation dont nous relevons (articles L611-1 et suivants du Code de la consommation) :
      </p>
      <Party party={content.mediator} />
      <h2 id="donnees-personnelles">Données personnelles</h2>
      <p>
        Responsable du traitement : {site.name}. Les informations que vous transmettez par nos formulaires (demande de devis, de
        rendez-vous, de contact ou de téléchargement du tableau des diagnostics) servent à vous répondre et, si vous l’avez accepté, à
        vous adresser des communications électroniques. Base légale : les mesures précontractuelles prises à votre demande et, pour les
        communications, votre consentement. Destinataires : {site.name} et l’hébergeur ci-dessus, qui agit pour son compte. Elles sont
        conservées trois ans après notre dernier échange.
      </p>
      <p>
        Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification,
        d’effacement, de limitation, de portabilité et d’opposition, que vous pouvez exercer en écrivant à{' '}
        {content.privacyContact ? <a href={`mailto:${content.privacyContact}`}>{content.privacyContact}</a> : 'l’adresse du siège ci-dessus'}. Vous pouvez
        aussi introduire une réclamation auprès de la CNIL (<a href="https://www.cnil.fr">cnil.fr</a>).
      </p>
      <h2 id="cookies">Cookies</h2>
      <p>Ce site ne dépose aucun cookie publicitaire ni de mesure d’audience.</p>
      <p>
        Nous mesurons l’audience de ce site sans cookie : notre serveur compte les pages vues par jour, avec le domaine du site d’où
        vous venez, la source de campagne et le type d’appareil, sans conserver votre adresse IP ni aucun identifiant. Ces
        statistiques sont conservées 25 mois.
      </p>
    </article>
  );
}
