import { formatMeetingDate } from './next-meeting';

export interface MeetingConfirmationInput {
  firstName: string;
  brand: string;
  meetingAt: Date;
  timeZone: string;
  durationMinutes: number;
  joinUrl: string;
  contactEmail: string | null;
}

/** The visitor's confirmation e-mail after signing up for an information meeting (plain French text). */
export function meetingConfirmationMail(input: MeetingConfirmationInput): { subject: string; text: string } {
  const when = formatMeetingDate(input.meetingAt, input.timeZone);
  const duration = input.durationMinutes % 60 === 0 ? `${input.durationMinutes / 60} heure${input.durationMinutes > 60 ? 's' : ''}` : `${input.durationMinutes} minutes`;
  const text = [
    `Bonjour ${input.firstName},`,
    '',
    `Vous êtes inscrit(e) à la réunion d’information ${input.brand} du ${when} (heure de Paris), d’une durée de ${duration}.`,
    '',
    `Pour nous rejoindre, en visioconférence : ${input.joinUrl}`,
    '',
    'L’invitation est jointe à ce message (fichier .ics) : ouvrez-la pour l’ajouter à votre agenda.',
    input.contactEmail ? `Une question, un empêchement ? Écrivez-nous à ${input.contactEmail}.` : null,
    '',
    'À bientôt,',
    `L’équipe ${input.brand}`,
  ].filter((l) => l !== null);
  return { subject: `Votre inscription à la réunion d’information du ${when}`, text: text.join('\n') };
}
