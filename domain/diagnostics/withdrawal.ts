/**
 * The withdrawal right of a diagnostic visit booked online (issue 33 item 4, decision 0119): a
 * service contract concluded at a distance with a consumer (Code de la consommation L. 221-1).
 * - L. 221-18: fourteen days to withdraw, from the conclusion of a service contract, without reason.
 * - L. 221-5 and R. 221-1 (annex): the information and the model withdrawal form are given before
 *   the contract; the confirmation repeats them (L. 221-13, on a durable medium).
 * - L. 221-25: a service that starts before the period ends needs the consumer's express request;
 *   withdrawing afterwards costs the part already provided.
 * - L. 221-28 1°: once fully performed with that request and the acknowledged loss of the right,
 *   the right is gone.
 */
export const WITHDRAWAL_DAYS = 14;

/** The text of the express request the visitor ticks when booking (it is stored with its time). */
export const EXPRESS_REQUEST_TEXT =
  'Je demande que la visite ait lieu avant la fin du délai de rétractation de 14 jours. Si je me rétracte après son début, je paierai la part déjà réalisée ; une fois la prestation entièrement réalisée, je perds mon droit de rétractation (Code de la consommation, art. L. 221-25 et L. 221-28).';

export { EXPRESS_REQUEST_MISSING } from './booking-refusals';
/** The form field of the express request (a checkbox, value 'oui'). */
export const EXPRESS_REQUEST_FIELD = 'demandeExpresse';

export interface WithdrawalParties {
  brand: string;
  address: string;
  email: string | null;
  /** 'YYYY-MM-DD': the day the contract was concluded (the booking). */
  bookedOn: string;
  /** When the visitor made the express request (ISO instant), if they did. */
  expressRequestAt: string | null;
}

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The withdrawal information and the model form (annex to R. 221-1), as plain text for the e-mail. */
export function withdrawalText(p: WithdrawalParties): string {
  const to = [p.brand, p.address, p.email].filter(Boolean).join(', ');
  return [
    'Droit de rétractation',
    `Vous disposez de ${WITHDRAWAL_DAYS} jours à compter de votre réservation du ${frenchDay(p.bookedOn)} pour vous rétracter, sans avoir à donner de motif (Code de la consommation, art. L. 221-18). Pour l’exercer, informez-nous de votre décision par une déclaration dénuée d’ambiguïté (courrier ou e-mail à ${to}) ou avec le formulaire ci-dessous, avant la fin de ce délai. Tout paiement reçu vous est remboursé au plus tard 14 jours après votre rétractation.`,
    p.expressRequestAt
      ? `Vous avez demandé expressément, le ${frenchDay(p.expressRequestAt.slice(0, 10))}, que la visite ait lieu avant la fin de ce délai (art. L. 221-25) : si vous vous rétractez après son début, vous paierez la part de la prestation déjà réalisée ; une fois la prestation entièrement réalisée, le droit de rétractation ne peut plus être exercé (art. L. 221-28).`
      : '',
    '',
    'Formulaire de rétractation',
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${to} :`,
    'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services ci-dessous :',
    `Commandé le : ${frenchDay(p.bookedOn)}`,
    'Nom du (des) consommateur(s) :',
    'Adresse du (des) consommateur(s) :',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
    '(*) Rayez la mention inutile.',
  ]
    .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
    .join('\n');
}
