/**
 * Legal records of the demo network's sites (crm.legal, domain/legal/legal-record.ts). Every company,
 * number, person and address is fictional; '.example' domains.
 */
const HOST = { name: 'Vitrine Hébergement SAS (démonstration)', address: '5 rue de l’Exemple, 69002 Lyon', phone: '01 99 00 20 99', website: 'https://hebergement.example' };
const MEDIATOR = { name: 'Médiation Consommation Immobilier (démonstration)', address: '20 rue du Médiateur, 75009 Paris', website: 'https://mediation-immobilier.example' };
const NETWORK_ESTATE = {
  cardNumber: 'CPI 7501 2019 000 041 275',
  cardIssuer: 'CCI Paris Île-de-France',
  cardActivities: 'Transactions sur immeubles et fonds de commerce',
  guarantor: 'Caisse de Garantie de l’Immobilier Exemple',
  guarantorAddress: '8 avenue du Modèle, 75008 Paris',
  guaranteeAmount: '120 000 €',
  insurer: 'Mutuelle des Professions Immobilières Exemple',
  insurancePolicy: 'RCP n° 2025-MF-00417',
  noFundsHeld: true,
};
const NETWORK_PUBLISHER = {
  name: 'Maisonfort Immobilier SAS',
  legalForm: 'Société par actions simplifiée',
  capital: '50 000 €',
  address: '18 rue des Tanneurs, 75011 Paris',
  rcs: 'RCS Paris 901 234 567',
  siret: '901 234 567 00018',
  vat: 'FR 42 901234567',
  phone: '01 99 00 20 30',
  email: 'contact@maisonfort.example',
};

export const LEGAL_RECORDS = {
  reseau: {
    publisher: NETWORK_PUBLISHER,
    director: 'Claire Fontaine, présidente',
    host: HOST,
    realEstate: NETWORK_ESTATE,
    mediator: MEDIATOR,
    privacyEmail: 'donnees@maisonfort.example',
    structures: [
      { name: 'Maisonfort Immobilier SAS — siège', address: '18 rue des Tanneurs, 75011 Paris', siret: '901 234 567 00018' },
      { name: 'Maisonfort Sevran — Léa & Thomas Garnier', address: '12 avenue du Général Leclerc, 93270 Sevran' },
    ],
    updatedAt: '2025-10-01',
  },
  sevran: {
    publisher: {
      name: 'Léa Garnier, entrepreneur individuel, agent commercial immobilier',
      legalForm: 'Entreprise individuelle',
      address: '12 avenue du Général Leclerc, 93270 Sevran',
      rcs: 'RSAC Bobigny 912 345 678',
      siret: '912 345 678 00012',
      phone: '06 39 98 22 77',
      email: 'sevran@maisonfort.example',
    },
    director: 'Léa Garnier',
    host: HOST,
    realEstate: NETWORK_ESTATE,
    mediator: MEDIATOR,
    privacyEmail: 'sevran@maisonfort.example',
    structures: [
      { name: 'Léa Garnier, agent commercial (RSAC Bobigny 912 345 678)', address: '12 avenue du Général Leclerc, 93270 Sevran', siret: '912 345 678 00012' },
      { name: 'Thomas Garnier, agent commercial (RSAC Bobigny 912 345 679)', address: '12 avenue du Général Leclerc, 93270 Sevran', siret: '912 345 679 00014' },
    ],
    updatedAt: '2025-10-01',
  },
  recrutement: {
    publisher: NETWORK_PUBLISHER,
    director: 'Claire Fontaine, présidente',
    host: HOST,
    realEstate: NETWORK_ESTATE,
    mediator: MEDIATOR,
    privacyEmail: 'donnees@maisonfort.example',
    structures: [],
    updatedAt: '2025-10-01',
  },
};
