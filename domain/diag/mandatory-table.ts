/**
 * The table of mandatory diagnostics offered as the freebie (sale and rental, with when each is
 * required and how long it stays valid). Pure data: the PDF and the pages render it.
 */
export interface MandatoryRow {
  diagnostic: string;
  sale: string;
  rental: string;
  condition: string;
  validity: string;
}

export const MANDATORY_TABLE: readonly MandatoryRow[] = [
  { diagnostic: 'DPE', sale: 'Oui', rental: 'Oui', condition: 'Tous les logements (sauf exceptions)', validity: '10 ans' },
  { diagnostic: 'Amiante', sale: 'Oui', rental: 'DAPP', condition: 'Permis de construire avant le 1er juillet 1997', validity: 'Illimitée si absence' },
  { diagnostic: 'Plomb (CREP)', sale: 'Oui', rental: 'Oui', condition: 'Logement construit avant le 1er janvier 1949', validity: '1 an (vente), 6 ans (location), illimitée si absence' },
  { diagnostic: 'Termites', sale: 'Oui', rental: 'Non', condition: 'Zone couverte par un arrêté préfectoral', validity: '6 mois' },
  { diagnostic: 'Gaz', sale: 'Oui', rental: 'Oui', condition: 'Installation de plus de 15 ans', validity: '3 ans (vente), 6 ans (location)' },
  { diagnostic: 'Électricité', sale: 'Oui', rental: 'Oui', condition: 'Installation de plus de 15 ans', validity: '3 ans (vente), 6 ans (location)' },
  { diagnostic: 'État des risques (ERP)', sale: 'Oui', rental: 'Oui', condition: 'Tous les biens', validity: '6 mois' },
  { diagnostic: 'Loi Carrez', sale: 'Oui', rental: 'Non', condition: 'Lot de copropriété', validity: 'Illimitée sauf travaux' },
  { diagnostic: 'Loi Boutin', sale: 'Non', rental: 'Oui', condition: 'Location vide ou meublée (résidence principale)', validity: 'Illimitée sauf travaux' },
  { diagnostic: 'Audit énergétique', sale: 'Oui', rental: 'Non', condition: 'Maison ou immeuble en monopropriété classé E, F ou G', validity: '5 ans' },
  {
    diagnostic: 'Assainissement non collectif',
    sale: 'Oui',
    rental: 'Non',
    condition: 'Logement non raccordé au tout-à-l’égout (fosse septique, micro-station)',
    validity: '3 ans',
  },
  { diagnostic: 'Mérule', sale: 'Oui', rental: 'Non', condition: 'Zone délimitée par arrêté préfectoral (information jointe à l’ERP)', validity: '6 mois (avec l’ERP)' },
  {
    diagnostic: 'Bruit (ENSA)',
    sale: 'Oui',
    rental: 'Oui',
    condition: 'Bien situé dans une zone d’un plan d’exposition au bruit d’aéroport',
    validity: '6 mois (avec l’ERP)',
  },
];

/** Where the table comes from, and when it was last checked (real-world figures carry their source and date). */
export const MANDATORY_TABLE_SOURCE =
  'Sources : Code de la construction et de l’habitation (art. L271-4, R271-5, L126-26, L126-28-1), Code de la santé publique (art. L1331-11-1), Code de l’environnement (art. L125-5, L112-11) ; à jour au 1er janvier 2026.';
