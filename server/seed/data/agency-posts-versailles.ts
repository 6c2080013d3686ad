import type { AgencyPostDraft } from './agency-post-draft';

/**
 * The Versailles agency's demo articles (a younger agency: three so far), each body as long as its
 * reading time says (200–250 words a minute, issue 38 item 12). Fictional agency; no invented figures.
 */
export const VERSAILLES_POSTS: AgencyPostDraft[] = [
  {
    slug: 'acheter-a-versailles-par-quartier',
    title: 'Acheter à Versailles : le guide des quartiers',
    date: '2025-09-25',
    category: 'Quartiers',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 2,
    cover: 'reseau',
    excerpt: 'Notre-Dame, Saint-Louis, Montreuil, Porchefontaine : ce que chaque quartier de Versailles offre aux acheteurs.',
    description_html: `<p>Versailles se vit par quartiers, et chacun a son caractère. Avant de visiter, il vaut la peine de savoir ce que l’on cherche : des commerces à pied, une gare toute proche, une maison avec jardin ou le calme d’une rue résidentielle. Voici comment nous présentons la ville aux acheteurs qui la découvrent.</p>
<h2>Notre-Dame</h2>
<p>Au nord du château, le quartier Notre-Dame s’organise autour de son marché et de ses rues commerçantes. On y trouve surtout des appartements dans des immeubles anciens, parfois des hôtels particuliers divisés. C’est le quartier de ceux qui veulent tout faire à pied, et la gare de Versailles-Rive-Droite relie Paris Saint-Lazare.</p>
<h2>Saint-Louis</h2>
<p>Au sud, autour de la cathédrale Saint-Louis et du Potager du Roi, le quartier est plus calme, avec ses petites places et ses immeubles des XVIIIe et XIXe siècles. Les familles apprécient la proximité des écoles, des commerces de bouche et de la gare de Versailles-Château-Rive-Gauche.</p>
<h2>Montreuil</h2>
<p>À l’est, Montreuil mêle maisons de ville, petits immeubles et rues résidentielles. Sa gare, sur la même ligne que celle de Rive-Droite, et l’avenue de Paris toute proche en font un quartier recherché par les familles, qui y trouvent aussi des écoles, des équipements sportifs et des commerces de proximité.</p>
<h2>Porchefontaine</h2>
<p>Plus à l’est encore, Porchefontaine garde un air de village, avec ses pavillons, ses jardins et sa gare du RER C. Les maisons y sont plus nombreuses que dans le centre, et les acheteurs y trouvent davantage d’extérieur.</p>
<h2>Chantiers et les autres quartiers</h2>
<p>Autour de la gare de Versailles-Chantiers, la plus importante de la ville, le quartier a beaucoup changé ces dernières années. Clagny-Glatigny, Jussieu et Satory offrent aussi des profils variés, des résidences récentes aux maisons avec jardin.</p>
<h2>Autour de Versailles</h2>
<p>Le Chesnay-Rocquencourt, Viroflay et Buc complètent notre secteur. Le Chesnay-Rocquencourt offre de nombreuses résidences avec espaces verts et des maisons dans ses quartiers pavillonnaires ; Viroflay, entre forêts et gares, séduit ceux qui travaillent à Paris ou à Vélizy ; Buc, plus résidentielle, attire les familles qui cherchent une maison au calme.</p>
<h2>Comment choisir</h2>
<p>Faites le trajet jusqu’à votre travail aux heures de pointe, passez dans la rue un soir et un samedi, et renseignez-vous sur l’école de secteur auprès de la mairie. Dites-nous ce qui compte le plus pour vous : nous vous orientons vers les rues qui vous correspondent, et nous vous prévenons dès qu’un bien s’y libère, souvent avant sa mise en ligne.</p>`,
  },
  {
    slug: 'bien-fixer-son-prix-de-vente',
    title: 'Bien fixer son prix de vente',
    date: '2025-09-08',
    category: 'Conseils',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 2,
    cover: 'conseils',
    excerpt: 'Un prix juste dès la mise en vente attire plus de visites et évite les baisses successives.',
    description_html: `<p>C’est la décision la plus importante d’une vente, et souvent la plus difficile : à quel prix mettre son bien sur le marché ? Trop bas, on perd de l’argent ; trop haut, on perd du temps, et souvent de l’argent aussi. Voici comment nous abordons la question avec les propriétaires.</p>
<h2>Les premières semaines comptent le plus</h2>
<p>Un bien nouvellement mis en vente est vu par tous les acheteurs qui cherchent dans le secteur. C’est dans ces premières semaines que se concentrent les appels et les visites. Un bien affiché trop cher ne les convainc pas ; il reste en ligne, perd de son attrait, et les acheteurs finissent par se demander ce qui ne va pas. Les baisses de prix successives accentuent ce doute et aboutissent souvent à une vente en dessous de la valeur réelle.</p>
<h2>Partir des ventes réelles</h2>
<p>Nous nous appuyons sur les ventes signées dans le quartier, publiées par l’État dans la base « Demandes de valeurs foncières » (DVF), et non sur les prix affichés des annonces, qui sont des prix demandés. Nous y ajoutons les biens actuellement en vente, qui forment la concurrence directe du vôtre.</p>
<h2>Ajuster selon le bien</h2>
<p>Deux appartements de même surface, dans la même rue, peuvent valoir des prix très différents. L’étage, l’ascenseur, la luminosité, l’état, le classement énergétique, un balcon, une cave ou une place de stationnement font la différence. Nous visitons votre bien pour en tenir compte précisément.</p>
<h2>Tenir compte du calendrier</h2>
<p>Si vous devez vendre vite, pour un achat déjà signé ou une mutation, le prix doit être au plus près du marché dès le départ. Si vous avez le temps, vous pouvez tester un prix légèrement plus ambitieux, à condition de convenir dès le début du moment où l’on en reparlera si les visites ne viennent pas.</p>
<h2>Les frais et le prix affiché</h2>
<p>Le prix d’une annonce inclut les honoraires de l’agence, avec la part à la charge de l’acquéreur clairement indiquée. Pour comparer votre bien aux ventes de la base DVF, nous raisonnons en prix net vendeur : c’est la seule manière de comparer des montants qui se ressemblent, et de vous dire ce que vous toucherez réellement.</p>
<h2>Notre méthode</h2>
<p>Après la visite, nous vous remettons un avis de valeur argumenté, avec les ventes comparables qui le justifient. Vous décidez en connaissance de cause. L’estimation est gratuite et ne vous engage à rien : vous restez libre de vendre avec nous ou non.</p>`,
  },
  {
    slug: 'marche-immobilier-yvelines-rentree',
    title: 'Le marché immobilier des Yvelines à la rentrée',
    date: '2025-08-30',
    category: 'Marché',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 2,
    cover: 'marche',
    excerpt: 'Délais de vente, négociation, demandes des acheteurs : ce que nous observons autour de Versailles.',
    description_html: `<p>La rentrée est traditionnellement un moment fort pour l’immobilier autour de Versailles. Les familles qui veulent déménager avant l’année scolaire suivante se remettent à chercher, et les propriétaires qui ont attendu l’été mettent leur bien en vente. Voici ce que nous observons, sans chiffres inventés : les seuls prix que nous citons sont ceux des ventes réelles publiées dans la base DVF.</p>
<h2>Des acheteurs qui comparent</h2>
<p>Les acquéreurs arrivent avec un budget validé par leur banque ou leur courtier et comparent plusieurs biens avant de se décider. Ils sont particulièrement attentifs au classement énergétique : un logement classé F ou G attire surtout ceux qui prévoient des travaux et négocient en conséquence.</p>
<h2>Ce qui se vend vite</h2>
<p>Les appartements familiaux proches des gares, les maisons avec jardin dans les quartiers résidentiels de Versailles, du Chesnay-Rocquencourt ou de Viroflay, et les biens en bon état estimés au prix du quartier trouvent preneur rapidement.</p>
<h2>Ce qui demande plus de temps</h2>
<p>Les biens à rénover entièrement, les grands appartements sans ascenseur ou les maisons éloignées des transports demandent davantage de visites. Un dossier complet, avec des devis de travaux et les diagnostics, aide l’acheteur à se projeter et limite la négociation.</p>
<h2>Les transports, un critère majeur</h2>
<p>La desserte reste déterminante : les gares de Versailles-Chantiers, Rive-Droite et Rive-Gauche, le RER C et les lignes vers Paris Saint-Lazare et Montparnasse pèsent dans le choix. Les acheteurs suivent aussi le projet de la ligne 18 du Grand Paris Express, qui doit desservir Versailles-Chantiers.</p>
<h2>Le financement</h2>
<p>Après deux années de hausse, les conditions de crédit se sont stabilisées, mais les banques restent attentives à l’apport et au taux d’endettement. Un acheteur dont le plan de financement est validé signe plus sereinement et tient mieux les délais du compromis. Avant toute contre-visite, nous demandons où en est son dossier bancaire : cela protège le vendeur d’une vente qui échouerait quelques semaines plus tard, faute de prêt.</p>
<h2>Les délais</h2>
<p>Un bien bien présenté et estimé au prix du marché trouve en général un acquéreur en quelques semaines. Ceux qui restent en ligne plusieurs mois ont presque toujours un prix à revoir ou un défaut mal expliqué.</p>
<h2>Notre conseil</h2>
<p>Vous envisagez de vendre dans l’année ? Faites estimer votre bien dès maintenant : vous connaîtrez sa valeur, les petits travaux utiles et les documents à réunir, et vous choisirez le bon moment pour la mise en vente, sans précipitation.</p>`,
  },
];
