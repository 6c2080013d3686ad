import type { RecrutementRecord } from '../../../domain/recrutement/record';

/**
 * The recruitment demo site's record (network spec §9 "Recruitment"): the one place its prices, fees,
 * meeting times and promises are written. Decision 0019 explains the two values the spec gives twice
 * (agency price 230 € rather than 275 €; answers and fee payment within 48 h).
 */
export const RECRUTEMENT_RECORD: RecrutementRecord = {
  pricing: {
    mandataire: {
      label: 'Mandataire',
      title: 'L’offre Mandataire immobilier',
      monthlyFeeHt: 190,
      features: [
        '100 % de vos honoraires vous reviennent',
        'Sans engagement de durée, services à la carte',
        'Diffusion de vos annonces sur plus de 100 portails',
        'Accompagnement juridique et administratif',
        'Formation continue, webinaires et séminaire d’intégration',
      ],
    },
    agence: {
      label: 'Agence',
      title: 'L’offre Agence',
      monthlyFeeHt: 230,
      features: [
        '100 % des honoraires de l’agence conservés',
        'Votre vitrine et votre équipe gardent leur identité locale',
        'Outils partagés pour tous les collaborateurs de l’agence',
        'Accompagnement juridique et administratif',
        'Formation continue de vos collaborateurs',
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
  clubs: ['Viager', 'Immobilier Neuf', 'Immobilier Commercial', 'Gestion Locative', 'Marketing Digital'],
  stats: [
    { figure: '1 000+', caption: 'conseillers dans le réseau' },
    { figure: '15 ans', caption: 'd’existence, depuis 2010' },
    { figure: '4,8/5', caption: 'de satisfaction des vendeurs' },
    { figure: '100+', caption: 'portails de diffusion' },
  ],
};
