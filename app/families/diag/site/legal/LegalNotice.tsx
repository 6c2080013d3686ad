import { z } from 'zod';
import { fullName, parseDiagCrm } from '../../../../../domain/diag/crm';
import { formatPhonePairs } from '../../../../../domain/format/phone';
import { type BlockProps, defineBlock } from '../../../../blocks/types';

const dash = '–';

/** /mentions-legales, filled from the CRM record, with the privacy section the consent notice refers to. */
function LegalNotice({ site }: BlockProps<Record<string, never>>) {
  const crm = parseDiagCrm(site.crm);
  const name = fullName(crm);
  const rows: Array<[string, string]> = [
    ['Raison sociale', site.name],
    ['Forme juridique', crm.TypeOfCompany ?? dash],
    ['Capital social', crm.CapitalSocial !== undefined && crm.CapitalSocial !== '' ? `${new Intl.NumberFormat('fr-FR').format(Number(crm.CapitalSocial) || 0)} €` : dash],
    ['SIRET', crm.SIRET ?? dash],
    ['N° de TVA intracommunautaire', crm.TVANumber ?? dash],
    ['Siège', crm.Address ?? dash],
    ['Directeur de la publication', name || dash],
    ['Téléphone', crm.PhoneNumber ? formatPhonePairs(crm.PhoneNumber) : dash],
    ['Email', crm.Email ?? dash],
  ];
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>Mentions légales</h1>
      <h2>Éditeur du site</h2>
      <dl className="grid gap-1 sm:grid-cols-[16rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Hébergement</h2>
      <p>Le site est hébergé par la plateforme vitrine du réseau {typeof site.settings.brand === 'string' ? site.settings.brand : ''}, sur des serveurs situés dans l’Union européenne.</p>
      <h2 id="donnees-personnelles">Données personnelles</h2>
      <p>
        Les informations que vous transmettez par nos formulaires (demande de devis, de rendez-vous, de contact ou de téléchargement du
        tableau des diagnostics) sont utilisées par {site.name} pour vous répondre et, si vous l’avez accepté, pour vous adresser des
        communications électroniques. Elles sont conservées trois ans après notre dernier échange.
      </p>
      <p>
        Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification,
        d’effacement, de limitation, de portabilité et d’opposition, que vous pouvez exercer en écrivant à{' '}
        {crm.Email ? <a href={`mailto:${crm.Email}`}>{crm.Email}</a> : 'l’adresse du siège ci-dessus'}. Vous pouvez aussi saisir la CNIL.
      </p>
    </article>
  );
}

export const legalNoticeBlock = defineBlock(z.object({}), LegalNotice, { static: true });
