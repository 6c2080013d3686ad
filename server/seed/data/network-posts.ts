import type { PostsTable } from '../../db/schema';

/** The network site's 12 demo articles (spec §3: categories Conseils, Marché, Fiscalité, Réseau). Authors fictional. */
type Draft = Omit<PostsTable, 'site_id' | 'image' | 'seo_title' | 'seo_description' | 'id'> & { cover: 'conseils' | 'marche' | 'fiscalite' | 'reseau' };

const draft = (d: Draft, i: number): PostsTable => {
  const { cover, ...rest } = d;
  return { ...rest, id: `post-reseau-${String(i + 1).padStart(2, '0')}`, site_id: 'reseau', image: `news/reseau-${cover}.svg`, seo_title: null, seo_description: null };
};

const DRAFTS: Draft[] = [
  {
    slug: 'preparer-la-vente-de-son-logement',
    title: 'Préparer la vente de son logement : la check-list du vendeur',
    date: '2025-09-18',
    category: 'Conseils',
    author: 'Claire Fontaine',
    read_mins: 5,
    cover: 'conseils',
    excerpt: 'Diagnostics, documents de copropriété, petits travaux, photos : ce qu’il faut réunir avant de mettre un bien en vente pour vendre vite et au bon prix.',
    description_html: `<p>Une vente se prépare plusieurs semaines avant la première visite. Réunir les documents tôt évite de retarder le compromis.</p>
<h2>Les documents à rassembler</h2>
<ul><li>le titre de propriété et les derniers avis de taxe foncière ;</li><li>le dossier de diagnostic technique (DPE, électricité, gaz, plomb, amiante selon l’âge du bien) ;</li><li>en copropriété : règlement, procès-verbaux des trois dernières assemblées, montant des charges.</li></ul>
<h2>Mettre le bien en valeur</h2>
<p>Désencombrer, réparer ce qui se voit, aérer et éclairer : des photos lumineuses attirent plus de visites qualifiées. Votre conseiller vous aide à prioriser les travaux utiles.</p>`,
  },
  {
    slug: 'estimer-son-bien-au-juste-prix',
    title: 'Estimer son bien au juste prix : méthode et pièges',
    date: '2025-09-04',
    category: 'Conseils',
    author: 'Julien Marchal',
    read_mins: 4,
    cover: 'conseils',
    excerpt: 'Un bien surévalué reste en vitrine et finit vendu moins cher. Comment un conseiller calcule un prix de vente réaliste.',
    description_html: `<p>Le prix de départ décide du rythme de la vente : les premières semaines concentrent la majorité des contacts.</p>
<h2>Comparer avec les ventes réelles</h2>
<p>Les ventes enregistrées par l’administration fiscale (base publique DVF) donnent les prix réellement payés dans le quartier. Elles se complètent des biens en vente et des atouts propres au logement : étage, exposition, travaux, extérieur.</p>
<h2>Les pièges</h2>
<p>Se fier au prix affiché par les annonces voisines, ou au prix d’achat augmenté des travaux, conduit souvent à surévaluer. Une estimation en ligne donne une première fourchette ; la visite du conseiller l’affine.</p>`,
  },
  {
    slug: 'dpe-et-vente-ce-qui-change',
    title: 'DPE et vente : ce que le diagnostic change pour le vendeur',
    date: '2025-08-21',
    category: 'Fiscalité',
    author: 'Claire Fontaine',
    read_mins: 4,
    cover: 'fiscalite',
    excerpt: 'Étiquette énergie dans l’annonce, audit énergétique pour les maisons classées E, F ou G : les obligations du vendeur.',
    description_html: `<p>Le diagnostic de performance énergétique doit figurer dès l’annonce : étiquettes énergie et climat, estimation des dépenses annuelles.</p>
<h2>L’audit énergétique</h2>
<p>Pour la vente d’une maison ou d’un immeuble en monopropriété classé F ou G, puis E, un audit énergétique est obligatoire. Il propose des scénarios de travaux chiffrés que l’acquéreur reçoit avant la promesse.</p>
<p>Votre conseiller vérifie la validité des diagnostics avant la mise en vente.</p>`,
  },
  {
    slug: 'frais-de-notaire-qui-paie-quoi',
    title: 'Frais de notaire : qui paie quoi lors d’une vente ?',
    date: '2025-08-07',
    category: 'Fiscalité',
    author: 'Samir Haddad',
    read_mins: 3,
    cover: 'fiscalite',
    excerpt: 'Droits de mutation, émoluments, débours : les frais d’acquisition sont à la charge de l’acheteur, sauf mention contraire.',
    description_html: `<p>Les « frais de notaire » sont en majorité des taxes reversées à l’État et aux collectivités (droits de mutation), le reste rémunérant le notaire et couvrant ses débours.</p>
<h2>À la charge de l’acquéreur</h2>
<p>Sauf accord contraire, l’acquéreur les paie. Le vendeur règle de son côté la mainlevée d’une éventuelle hypothèque et les diagnostics.</p>
<p>Les honoraires de l’agence sont indiqués dans l’annonce, avec la partie qui les paie.</p>`,
  },
  {
    slug: 'plus-value-immobiliere-residence-principale',
    title: 'Plus-value immobilière : l’exonération de la résidence principale',
    date: '2025-07-24',
    category: 'Fiscalité',
    author: 'Samir Haddad',
    read_mins: 4,
    cover: 'fiscalite',
    excerpt: 'La vente de la résidence principale est exonérée d’impôt sur la plus-value. Conditions et cas particuliers.',
    description_html: `<p>Le gain réalisé à la vente de votre résidence principale n’est pas imposé, quelle que soit la durée de détention.</p>
<h2>Les conditions</h2>
<p>Le logement doit être votre résidence habituelle au jour de la cession. Un délai normal de vente après le déménagement est admis s’il reste inoccupé.</p>
<h2>Résidence secondaire</h2>
<p>Pour les autres biens, des abattements pour durée de détention s’appliquent ; le notaire calcule l’impôt lors de la vente.</p>`,
  },
  {
    slug: 'marche-immobilier-rentree-2025',
    title: 'Marché immobilier : ce qu’il faut retenir à la rentrée',
    date: '2025-09-11',
    category: 'Marché',
    author: 'Julien Marchal',
    read_mins: 4,
    cover: 'marche',
    excerpt: 'Taux, délais de vente, négociation : les tendances observées par nos conseillers et comment les lire pour votre projet.',
    description_html: `<p>Les tendances nationales masquent de fortes différences locales : d’une commune à l’autre, le délai de vente et la marge de négociation varient beaucoup.</p>
<h2>Lire les prix de son secteur</h2>
<p>Les ventes publiées dans la base DVF permettent de suivre les prix médians par commune. Nos estimations indicatives s’appuient sur ces données, en indiquant la période et le nombre de ventes.</p>
<p>Votre conseiller complète ces chiffres par sa connaissance du terrain.</p>`,
  },
  {
    slug: 'acheter-en-peripherie-des-grandes-villes',
    title: 'Acheter en périphérie des grandes villes : les points à vérifier',
    date: '2025-07-10',
    category: 'Marché',
    author: 'Léa Garnier',
    read_mins: 5,
    cover: 'marche',
    excerpt: 'Transports, écoles, projets d’aménagement : les critères qui font la valeur d’un bien en première couronne.',
    description_html: `<p>En périphérie, la desserte en transports pèse autant que la surface. Une gare à distance de marche soutient la valeur d’un bien dans le temps.</p>
<h2>Les projets d’aménagement</h2>
<p>Le plan local d’urbanisme et les projets de transport, consultables en mairie, renseignent sur l’évolution du quartier.</p>
<p>Un conseiller local connaît les rues recherchées et celles à éviter.</p>`,
  },
  {
    slug: 'louer-son-bien-obligations-du-bailleur',
    title: 'Louer son bien : les obligations du bailleur',
    date: '2025-06-26',
    category: 'Conseils',
    author: 'Thomas Garnier',
    read_mins: 4,
    cover: 'conseils',
    excerpt: 'Décence, diagnostics, dépôt de garantie, encadrement des loyers : l’essentiel avant de mettre un logement en location.',
    description_html: `<p>Un logement loué doit être décent : surface minimale, équipements, performance énergétique. Les logements classés G ne peuvent plus faire l’objet d’un nouveau bail.</p>
<h2>Le dossier de location</h2>
<p>Le bail s’accompagne des diagnostics (DPE, électricité, gaz, plomb, état des risques) et d’un état des lieux. Le dépôt de garantie est plafonné à un mois de loyer hors charges pour une location vide.</p>
<p>La gestion locative du réseau prend en charge ces démarches.</p>`,
  },
  {
    slug: 'home-staging-petit-budget',
    title: 'Home staging : valoriser son bien avec un petit budget',
    date: '2025-06-12',
    category: 'Conseils',
    author: 'Léa Garnier',
    read_mins: 3,
    cover: 'conseils',
    excerpt: 'Peinture claire, rangement, lumière : des gestes simples qui rendent un logement désirable en photo comme en visite.',
    description_html: `<p>Le home staging consiste à présenter un logement de façon neutre pour que chaque visiteur s’y projette.</p>
<h2>Les gestes qui comptent</h2>
<ul><li>repeindre les murs trop marqués dans des tons clairs ;</li><li>ranger et dépersonnaliser ;</li><li>multiplier les sources de lumière.</li></ul>
<p>Notre service de mise en valeur comprend des photos professionnelles.</p>`,
  },
  {
    slug: 'devenir-conseiller-immobilier-independant',
    title: 'Devenir conseiller immobilier indépendant : le parcours',
    date: '2025-05-29',
    category: 'Réseau',
    author: 'Claire Fontaine',
    read_mins: 4,
    cover: 'reseau',
    excerpt: 'Statut d’agent commercial, immatriculation au RSAC, formation : les étapes pour rejoindre le réseau.',
    description_html: `<p>Les conseillers du réseau sont des agents commerciaux indépendants, immatriculés au registre spécial des agents commerciaux et habilités par le titulaire de la carte professionnelle.</p>
<h2>La formation</h2>
<p>Une formation initiale puis continue couvre le droit immobilier, l’estimation et la négociation.</p>
<p>Les réunions d’information du réseau présentent le métier et la rémunération.</p>`,
  },
  {
    slug: 'le-reseau-ouvre-de-nouveaux-secteurs',
    title: 'Le réseau s’installe dans de nouveaux secteurs',
    date: '2025-05-15',
    category: 'Réseau',
    author: 'Julien Marchal',
    read_mins: 2,
    cover: 'reseau',
    excerpt: 'De nouveaux conseillers rejoignent le réseau en Île-de-France et en région : trouvez le vôtre dans l’annuaire.',
    description_html: `<p>Chaque mois, de nouveaux conseillers rejoignent le réseau et couvrent de nouvelles communes.</p>
<p>L’annuaire des conseillers permet de trouver celui de votre secteur, de consulter ses biens et ses avis clients.</p>`,
  },
  {
    slug: 'compromis-de-vente-les-etapes',
    title: 'Du compromis à l’acte : les étapes de la vente',
    date: '2025-04-30',
    category: 'Conseils',
    author: 'Samir Haddad',
    read_mins: 5,
    cover: 'conseils',
    excerpt: 'Délai de rétractation, conditions suspensives, financement : le calendrier entre la signature du compromis et l’acte authentique.',
    description_html: `<p>Après l’accord sur le prix, la vente se déroule en deux temps : l’avant-contrat (compromis ou promesse), puis l’acte authentique chez le notaire.</p>
<h2>Les délais</h2>
<p>L’acquéreur non professionnel dispose de dix jours de rétractation après la signature. Les conditions suspensives, notamment l’obtention du prêt, courent ensuite.</p>
<p>Il faut compter en général deux à trois mois jusqu’à l’acte.</p>`,
  },
];

export const SEED_NETWORK_POSTS: PostsTable[] = DRAFTS.map(draft);
