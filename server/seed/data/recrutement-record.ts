import type { RecrutementRecord } from '../../../domain/recrutement/record';

/**
 * The recruitment demo site's record (network spec §9 "Recruitment"): the one place its prices, fees,
 * meeting times and promises are written. Decision 0019 explains the two values the spec gives twice
 * (agency price 230 € rather than 275 €; answers and fee payment within 48 h).
 */
export const RECRUTEMENT_RECORD: RecrutementRecord = {
  pricing: {
    mandataire: {
      label: { fr: 'Mandataire', en: 'Independent adviser' },
      title: { fr: 'L’offre Mandataire immobilier', en: 'The independent property adviser offer' },
      monthlyFeeHt: 190,
      features: [
        { fr: '100 % de vos honoraires vous reviennent', en: '100 % of your fees are yours' },
        { fr: 'Sans engagement de durée, services à la carte', en: 'No minimum term, services à la carte' },
        { fr: 'Diffusion de vos annonces sur plus de 100 portails', en: 'Your listings published on more than 100 portals' },
        { fr: 'Accompagnement juridique et administratif', en: 'Legal and administrative support' },
        { fr: 'Formation continue, webinaires et séminaire d’intégration', en: 'Ongoing training, webinars and an induction seminar' },
      ],
    },
    agence: {
      label: { fr: 'Agence', en: 'Agency' },
      title: { fr: 'L’offre Agence', en: 'The agency offer' },
      monthlyFeeHt: 230,
      features: [
        { fr: '100 % des honoraires de l’agence conservés', en: 'The agency keeps 100 % of its fees' },
        { fr: 'Votre vitrine et votre équipe gardent leur identité locale', en: 'Your shop front and your team keep their local identity' },
        { fr: 'Outils partagés pour tous les collaborateurs de l’agence', en: 'Shared tools for everyone in the agency' },
        { fr: 'Accompagnement juridique et administratif', en: 'Legal and administrative support' },
        { fr: 'Formation continue de vos collaborateurs', en: 'Ongoing training for your staff' },
      ],
    },
  },
  adminFee: { amountHt: 150, sliceHt: 20_000 },
  meetings: { weekday: 2, time: '09:00', durationMinutes: 60, trainingTime: '09:30', timeZone: 'Europe/Paris', joinUrl: 'https://visio.maisonfort.example/reunion-information' },
  seminar: { hours: 14, days: 1.5, spreadDays: 2 },
  webinars: { hoursPerWeek: 2 },
  supportAnswerHours: 48,
  feePaymentHours: 48,
  tools: 13,
  portals: 100,
  clubs: [
    { fr: 'Viager', en: 'Life annuity (viager)' },
    { fr: 'Immobilier Neuf', en: 'New-build' },
    { fr: 'Immobilier Commercial', en: 'Commercial property' },
    { fr: 'Gestion Locative', en: 'Letting management' },
    { fr: 'Marketing Digital', en: 'Digital marketing' },
  ],
  stats: [
    { figure: { fr: '1 000+', en: '1,000+' }, caption: { fr: 'conseillers dans le réseau', en: 'advisers in the network' } },
    { figure: { fr: '15 ans', en: '15 years' }, caption: { fr: 'd’existence, depuis 2010', en: 'in business, since 2010' } },
    { figure: { fr: '4,8/5', en: '4.8/5' }, caption: { fr: 'de satisfaction des vendeurs', en: 'seller satisfaction' } },
    { figure: { fr: '100+', en: '100+' }, caption: { fr: 'portails de diffusion', en: 'listing portals' } },
  ],
};
