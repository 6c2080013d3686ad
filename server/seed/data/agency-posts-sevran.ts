import type { AgencyPostDraft } from './agency-post-draft';

/**
 * The Sevran agency's twelve demo articles (network spec §3: 12 posts; categories of the agency demo,
 * Conseils, Marché, Fiscalité, Quartiers, three each). Each body is as long as its reading time says
 * (200–250 words a minute, issue 38 item 12). The four first ones were the
 * demo's first articles: their place (and so their row id) stays. Fictional agency and authors; figures and rules are
 * stated as they stand in 2025, without invented statistics.
 */
export const SEVRAN_POSTS: AgencyPostDraft[] = [
  {
    slug: 'vendre-a-sevran-les-prix-en-2025',
    title: 'Vendre à Sevran : où en sont les prix ?',
    date: '2025-10-02',
    category: 'Marché',
    author: 'Léa Garnier',
    read_mins: 3,
    cover: 'marche',
    excerpt: 'Maisons de ville, pavillons, appartements proches du RER B : ce qui fait le prix d’un bien à Sevran et dans les communes voisines.',
    description_html: `<p>« Combien vaut ma maison ? » C’est la première question de presque tous les propriétaires que nous rencontrons. À Sevran comme à Aulnay-sous-Bois, la réponse dépend d’abord de la rue : la proximité d’une gare du RER B, d’une école ou d’un parc pèse autant que la surface. Voici comment nous construisons une estimation, et pourquoi deux biens de même surface peuvent se vendre à des prix très différents.</p>
<h2>Partir des ventes réelles</h2>
<p>Depuis 2019, l’État publie les ventes immobilières signées chez les notaires dans la base « Demandes de valeurs foncières » (DVF). Pour chaque estimation, nous y relevons les ventes comparables du quartier des dernières années : même type de bien, surface proche, époque de construction voisine. Nous y ajoutons les biens actuellement en vente, qui montrent la concurrence que rencontrera le vôtre, et ceux que nous avons vendus nous-mêmes, dont nous connaissons l’état exact.</p>
<p>Les prix affichés sur les portails ne sont pas des prix de vente : ce sont des prix demandés, souvent négociés ensuite. C’est pourquoi nous ne nous appuyons jamais sur eux seuls.</p>
<h2>Ce qui fait varier le prix</h2>
<p>À partir de cette base, nous ajustons selon ce qui distingue votre bien :</p>
<ul><li>l’état général et les travaux à prévoir (toiture, fenêtres, installation électrique) ;</li><li>le diagnostic de performance énergétique, que les acheteurs et leurs banques regardent de près ;</li><li>l’extérieur : un jardin, une terrasse ou un balcon ;</li><li>le stationnement, garage ou place privative ;</li><li>l’exposition, la luminosité et le calme de la rue ;</li><li>pour un appartement, l’étage, l’ascenseur et les charges de copropriété.</li></ul>
<h2>Maisons et appartements</h2>
<p>À Sevran, les pavillons des années 1930 à 1970 sur des parcelles de taille moyenne forment une grande partie des ventes de maisons. Ils séduisent les familles qui quittent un appartement, à condition que les travaux soient chiffrés. Les appartements proches des gares de Sevran-Livry et de Sevran-Beaudottes intéressent de jeunes actifs et des investisseurs, pour qui le temps de trajet vers Paris ou vers l’aéroport compte beaucoup.</p>
<h2>Le bon prix dès la mise en vente</h2>
<p>Les premières semaines d’une annonce concentrent l’essentiel des contacts. Un bien affiché trop cher reçoit peu de visites, reste en ligne et finit souvent vendu en dessous de sa valeur, après plusieurs baisses qui inquiètent les acheteurs. À l’inverse, un prix juste attire plusieurs acquéreurs en même temps et limite la négociation.</p>
<h2>Le rôle du diagnostic énergétique</h2>
<p>Depuis la réforme du DPE, la classe énergie d’un logement apparaît dès l’annonce et les acheteurs la comparent d’un bien à l’autre. Une maison classée F ou G n’est pas invendable, mais l’acheteur chiffrera les travaux d’isolation ou de chauffage et les déduira de son offre. Un dossier qui présente déjà des devis, ou l’audit énergétique obligatoire pour les maisons classées E, F ou G, rassure et limite cette négociation.</p>
<h2>Les honoraires et le prix affiché</h2>
<p>Le prix d’une annonce inclut nos honoraires, avec la part à la charge de l’acquéreur clairement indiquée, comme l’exige la loi. Quand nous comparons votre bien aux ventes de la base DVF, nous raisonnons donc en prix net vendeur, pour ne pas comparer des montants qui ne se ressemblent pas.</p>
<h2>Estimer en ligne, puis sur place</h2>
<p>Notre estimation en ligne donne une première fourchette en deux minutes, à partir de la médiane des ventes de la commune. Elle ne remplace pas une visite : c’est sur place que nous voyons la lumière, les volumes, l’état réel et ce qui plaira aux acheteurs. Après la visite, nous vous remettons un avis de valeur argumenté, avec les ventes comparables qui le justifient. Il est gratuit et ne vous engage à rien.</p>`,
  },
  {
    slug: 'preparer-sa-maison-pour-les-visites',
    title: 'Préparer sa maison pour les visites : nos 6 conseils',
    date: '2025-09-12',
    category: 'Conseils',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'conseils',
    excerpt: 'Désencombrer, éclairer, réparer les petits défauts : ce qui donne envie aux acheteurs de se projeter dès la première visite.',
    description_html: `<p>Les acheteurs se font une idée dans les premières minutes d’une visite. Ils ne regardent pas seulement les pièces : ils cherchent à s’imaginer y vivre. Quelques gestes simples, qui ne coûtent presque rien, font souvent la différence entre « on y réfléchit » et une offre.</p>
<h2>1. Désencombrer</h2>
<p>Rangez les objets personnels, les piles de papiers et les meubles en trop. Une pièce dégagée paraît plus grande et laisse l’acheteur imaginer ses propres meubles. Pensez aussi aux placards : les visiteurs les ouvrent pour juger du rangement.</p>
<h2>2. Faire entrer la lumière</h2>
<p>Ouvrez tous les volets, allumez les lampes même en journée et remplacez les ampoules grillées. Une maison lumineuse donne une impression de bon entretien.</p>
<h2>3. Réparer ce qui se voit</h2>
<p>Une poignée qui tient mal, un joint de salle de bains noirci ou une porte qui grince suggèrent que d’autres défauts se cachent ailleurs. Ces petites réparations prennent un week-end et évitent une négociation disproportionnée.</p>
<h2>4. Soigner l’entrée et le jardin</h2>
<p>Le portail, l’allée et la façade forment la première impression. Tondez la pelouse, taillez les haies et dégagez la boîte aux lettres avant chaque visite.</p>
<h2>5. Aérer et neutraliser les odeurs</h2>
<p>Aérez une demi-heure avant l’arrivée des visiteurs. Évitez les parfums d’intérieur trop marqués, qui peuvent sembler masquer quelque chose.</p>
<h2>6. Préparer les documents</h2>
<p>Ayez sous la main le dossier de diagnostics, le dernier avis de taxe foncière, les factures des travaux récents et, pour une copropriété, les derniers procès-verbaux d’assemblée générale. Un vendeur qui répond précisément rassure l’acheteur et sa banque.</p>
<p>Inutile, en revanche, de repeindre toute la maison ou de refaire une cuisine avant de vendre : l’acheteur voudra souvent l’aménager à son goût.</p>
<h2>Pendant la visite</h2>
<p>Laissez si possible votre conseiller faire visiter : les acheteurs osent davantage poser leurs questions et ouvrir les placards quand le propriétaire n’est pas là. Si vous êtes présent, restez disponible sans commenter chaque pièce, et répondez simplement aux questions sur le voisinage, les charges ou les travaux réalisés. Éloignez les animaux et prévoyez un moment calme, sans télévision ni machine à laver en marche. Après chaque visite, nous vous faisons un compte rendu : ce qui a plu, ce qui a freiné, et ce qu’on peut améliorer pour la suivante.</p>
<p>Nous faisons le tour de votre maison avec vous avant la mise en ligne et vous disons ce qui mérite d’être fait, et ce qui ne vaut pas la dépense.</p>`,
  },
  {
    slug: 'vivre-a-aulnay-sous-bois',
    title: 'Vivre à Aulnay-sous-Bois : quartiers, transports, écoles',
    date: '2025-08-28',
    category: 'Quartiers',
    author: 'Léa Garnier',
    read_mins: 3,
    cover: 'reseau',
    excerpt: 'Du Vieux-Pays aux quartiers pavillonnaires du sud, un tour d’Aulnay-sous-Bois pour les familles qui cherchent à acheter.',
    description_html: `<p>Aulnay-sous-Bois est la commune la plus peuplée de notre secteur, et l’une des plus variées. On peut y acheter une maison ancienne au cœur d’un vieux bourg, un pavillon sur une rue calme ou un appartement à quelques minutes d’une gare. Voici comment nous présentons la ville aux familles qui nous demandent par où commencer leurs recherches.</p>
<h2>Des quartiers très différents</h2>
<p>Le Vieux-Pays, autour de l’église Saint-Sulpice, a gardé un air de village avec ses maisons anciennes et ses petites rues. Le centre-ville, autour de la gare et des commerces, concentre des immeubles de différentes époques, pratiques pour qui veut tout faire à pied. Le sud de la commune est largement pavillonnaire : des rues résidentielles, des maisons des années 1920 à 1970 et des jardins souvent généreux. Au nord, les quartiers ont beaucoup changé avec les programmes de rénovation urbaine, et de nouveaux logements y ont été construits.</p>
<h2>Les transports</h2>
<p>Le RER B dessert la gare d’Aulnay-sous-Bois, où se séparent ses branches vers Roissy et vers Mitry-Claye, et relie le centre de Paris en une vingtaine de minutes. Plusieurs lignes de bus rejoignent les communes voisines et les zones d’activité. La future ligne 16 du Grand Paris Express doit y ouvrir une gare, et l’autoroute A3 ainsi que l’A1 toute proche facilitent les trajets en voiture vers Paris et vers l’aéroport Charles-de-Gaulle.</p>
<h2>Les écoles et la vie de famille</h2>
<p>La commune compte de nombreuses écoles maternelles et élémentaires, plusieurs collèges et des lycées, dont des établissements professionnels. Avant d’acheter, nous conseillons de vérifier la carte scolaire de la rue visée auprès de la mairie : elle détermine l’école de secteur, et elle compte beaucoup pour les familles.</p>
<h2>Les espaces verts</h2>
<p>Le parc Robert-Ballanger et le parc du Sausset, partagé avec Villepinte, offrent de grands espaces pour courir, se promener ou pique-niquer. Le parc du Sausset, avec ses bois, ses prairies et ses étangs, fait partie des grands parcs départementaux de la Seine-Saint-Denis.</p>
<h2>Acheter à Aulnay-sous-Bois</h2>
<p>Les prix varient nettement d’un quartier à l’autre, et parfois d’une rue à la suivante. Une maison du sud de la commune, proche de la gare et des écoles, ne se compare pas à un pavillon plus éloigné des transports. Nous consultons pour chaque recherche les ventes récentes de la base publique DVF afin de vous donner des repères réalistes.</p>
<p>Les biens de qualité partent vite. Si vous avez un projet précis, dites-le-nous : nous connaissons souvent les biens avant leur mise en ligne, et nous vous prévenons dès qu’un logement correspond à vos critères.</p>
<h2>Commerces et services</h2>
<p>Le centre-ville, ses marchés et ses commerces de proximité répondent aux besoins du quotidien, et les grandes surfaces de la commune et des environs complètent l’offre. Les équipements sportifs, les conservatoires et les médiathèques sont nombreux, ce qui compte pour les familles avec enfants.</p>
<h2>Maisons et appartements</h2>
<p>Les familles cherchent surtout des maisons de quatre ou cinq pièces avec jardin, dans le sud de la commune ou près du Vieux-Pays. Les primo-accédants et les investisseurs regardent plutôt les deux et trois pièces proches de la gare, pour le temps de trajet vers Paris. Dans les deux cas, le stationnement et l’état du chauffage reviennent dans presque toutes les questions.</p>
<p>Les biens avec une place de stationnement ou un garage se vendent nettement plus facilement, quel que soit le quartier : signalez-les en tête de l’annonce.</p>
<h2>Nos conseils pour la visite</h2>
<p>Faites le trajet jusqu’à la gare à l’heure où vous partiriez travailler, passez dans la rue un soir de semaine et un samedi, et repérez les commerces que vous fréquenteriez. Une visite réussie, c’est aussi un quartier où l’on se voit vivre.</p>`,
  },
  {
    slug: 'plus-value-residence-principale',
    title: 'Plus-value : la vente de votre résidence principale est exonérée',
    date: '2025-08-05',
    category: 'Fiscalité',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'fiscalite',
    excerpt: 'Pas d’impôt sur la plus-value quand vous vendez votre résidence principale : ce qu’il faut savoir pour en bénéficier.',
    description_html: `<p>Vous avez acheté votre maison il y a dix ans et elle vaut aujourd’hui davantage ? Bonne nouvelle : la vente de votre résidence principale est exonérée d’impôt sur la plus-value et de prélèvements sociaux. C’est l’article 150 U du Code général des impôts qui le prévoit. Encore faut-il remplir les conditions.</p>
<h2>Qu’est-ce qu’une résidence principale ?</h2>
<p>C’est le logement où vous habitez effectivement et habituellement, la majeure partie de l’année, avec votre famille. L’administration regarde les faits : adresse de vos avis d’imposition, factures d’énergie, scolarisation des enfants. Il n’existe pas de durée minimale d’occupation, mais un logement habité quelques mois seulement, juste avant la vente, peut être contesté.</p>
<h2>Le bien doit l’être au jour de la vente</h2>
<p>En principe, le logement doit être votre résidence principale le jour de la cession. Si vous avez déjà déménagé, l’exonération reste acquise à condition d’avoir mis le bien en vente rapidement et de le vendre dans un délai normal, généralement admis autour d’un an, sans l’avoir loué ni prêté entre-temps.</p>
<h2>Les dépendances</h2>
<p>Un garage ou une place de stationnement vendus en même temps que le logement bénéficient de la même exonération. Vendus séparément plus tard, ils peuvent être imposés.</p>
<h2>Et pour une résidence secondaire ou un bien loué ?</h2>
<p>La plus-value est alors imposable, avec des abattements selon la durée de détention : elle est totalement exonérée d’impôt sur le revenu après 22 ans et de prélèvements sociaux après 30 ans. Le calcul est fait par le notaire, qui prélève l’impôt sur le prix de vente.</p>
<h2>Le prix de vente reste à vous</h2>
<p>Exonérée, la plus-value vous revient entièrement : seuls le remboursement d’un éventuel prêt en cours et, le cas échéant, les indemnités de remboursement anticipé sont déduits par le notaire avant le versement. Pensez à demander à votre banque le décompte de ce qui reste dû dès la signature du compromis.</p>
<h2>Ce que le vendeur doit fournir</h2>
<p>Lorsque la vente est exonérée, le notaire le mentionne dans l’acte et aucune déclaration de plus-value n’est à déposer. Il vous demandera simplement de quoi établir que le logement est bien votre résidence principale : avis d’imposition, justificatifs de domicile, parfois une attestation sur l’honneur. Préparez ces documents dès le compromis pour éviter tout retard le jour de la signature.</p>
<p>Pour un cas particulier, séparation, départ en maison de retraite, première cession d’un logement autre que la résidence principale, votre notaire vous confirmera la règle applicable avant la signature.</p>`,
  },
  {
    slug: 'marche-immobilier-seine-saint-denis-automne-2025',
    title: 'Le marché à Sevran et alentour cet automne',
    date: '2025-11-06',
    category: 'Marché',
    author: 'Léa Garnier',
    read_mins: 2,
    cover: 'marche',
    excerpt: 'Des acheteurs plus sélectifs, des taux plus stables, des délais qui s’allongent pour les biens mal estimés : ce que nous observons dans nos quatre communes.',
    description_html: `<p>Chaque automne, nous faisons le point sur ce que nous voyons en rendez-vous : les questions des vendeurs, les critères des acheteurs, les ventes qui se signent et celles qui traînent. Voici nos observations à Sevran, Aulnay-sous-Bois, Le Blanc-Mesnil et Bondy, sans chiffres inventés : les seuls prix que nous citons sont ceux des ventes réelles, publiés par l’État dans la base DVF.</p>
<h2>Des acheteurs mieux préparés</h2>
<p>Les acquéreurs qui nous appellent ont presque tous rencontré leur banque ou un courtier avant la première visite. Ils connaissent leur budget au millier d’euros près et comparent les biens sur plusieurs semaines. Conséquence directe : ils repèrent vite un prix trop élevé. Une annonce qui ne suscite aucune visite pendant trois semaines envoie un signal clair, et il vaut mieux la revoir tôt que d’attendre.</p>
<h2>Ce qui se vend vite</h2>
<p>Les maisons avec jardin proches d’une gare du RER B, les appartements lumineux avec balcon et les biens sans gros travaux trouvent preneur rapidement lorsqu’ils sont estimés au prix du quartier. Le diagnostic de performance énergétique pèse de plus en plus dans la discussion : un logement classé F ou G attire surtout des acheteurs qui prévoient des travaux et négocient en conséquence.</p>
<h2>Ce qui demande plus de temps</h2>
<p>Les biens atypiques, les grands appartements sans ascenseur ou les maisons à rénover entièrement demandent davantage de visites et un argumentaire solide : devis de travaux, plans, possibilités d’agrandissement. Nous préparons ces éléments avec le vendeur avant la mise en ligne pour que l’acheteur se projette.</p>
<h2>Le financement, toujours déterminant</h2>
<p>Les conditions de crédit se sont stabilisées après deux années de hausse, mais les banques restent attentives au taux d’endettement et à l’apport. Un acheteur dont le plan de financement est validé signe plus sereinement et tient mieux les délais du compromis. C’est pourquoi nous demandons toujours, avant une contre-visite, où en est le dossier bancaire de l’acquéreur : cela protège le vendeur d’une vente qui échouerait deux mois plus tard.</p>
<h2>Les délais de vente</h2>
<p>Un bien estimé au prix du marché et bien présenté trouve en général un acheteur en quelques semaines. Ceux qui restent en ligne plusieurs mois ont presque toujours un prix à revoir, un défaut mal expliqué ou des photos qui ne leur rendent pas justice. Ces trois points se corrigent, à condition de les regarder en face.</p>
<h2>Notre conseil</h2>
<p>Si vous envisagez de vendre dans les six mois, faites estimer votre bien dès maintenant. Vous connaîtrez sa valeur réelle, les petits travaux qui valent la peine d’être faits et les documents à réunir. L’estimation est gratuite et sans engagement : vous restez libre de votre calendrier.</p>`,
  },
  {
    slug: 'grand-paris-express-ligne-16-et-immobilier',
    title: 'Ligne 16 du Grand Paris Express : quel effet sur nos quartiers ?',
    date: '2025-10-20',
    category: 'Marché',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'marche',
    excerpt: 'Sevran-Beaudottes, Sevran-Livry, Aulnay, Le Blanc-Mesnil : les futures gares de la ligne 16 intéressent les acheteurs. Ce qu’il faut en retenir avant de vendre ou d’acheter.',
    description_html: `<p>La ligne 16 du Grand Paris Express doit relier Saint-Denis Pleyel à Noisy-Champs en desservant plusieurs de nos communes : Le Blanc-Mesnil, Aulnay-sous-Bois, Sevran-Beaudottes et Sevran-Livry. Les chantiers des gares sont visibles depuis plusieurs années et les acheteurs nous en parlent souvent. Que faut-il en penser quand on vend ou qu’on achète ?</p>
<h2>Une gare change l’usage d’un quartier</h2>
<p>Un métro automatique qui relie directement d’autres communes de la petite couronne, sans passer par Paris, raccourcit des trajets aujourd’hui longs en bus ou en RER. Pour un ménage qui travaille à Saint-Denis ou autour de l’aéroport du Bourget, la différence peut être de plusieurs dizaines de minutes par jour. C’est cet usage concret qui intéresse les acheteurs, bien plus que les projections générales.</p>
<h2>Ce que les prix montrent déjà</h2>
<p>Les ventes enregistrées dans la base publique DVF permettent de comparer, rue par rue, les prix proches des futures gares et ceux des secteurs plus éloignés. Nous les consultons pour chaque estimation. Il serait imprudent d’ajouter au prix d’un bien une plus-value attendue : un acheteur paie ce que le marché paie aujourd’hui, et sa banque finance sur la même base.</p>
<h2>Les travaux, une phase à part</h2>
<p>Autour des chantiers, les rues sont parfois déviées, le stationnement réduit et le bruit présent en journée. Certains acheteurs en profitent pour négocier, d’autres y voient une occasion d’acheter avant l’ouverture. Pour un vendeur proche d’un chantier, mieux vaut organiser les visites aux heures calmes, en fin de journée ou le samedi, et expliquer ce qui changera une fois les travaux terminés : nouvelle place, cheminements piétons, commerces au pied de la gare. Les plans d’aménagement sont publics : nous les consultons avec vous pour répondre précisément aux questions.</p>
<h2>Pour un vendeur</h2>
<p>Si votre bien est à quelques minutes à pied d’une future gare, c’est un argument réel à mettre en avant dans l’annonce, avec le temps de trajet à pied et les correspondances prévues. Nous l’indiquons précisément, sans promettre de date de mise en service : le calendrier relève de la Société des grands projets, qui le publie et le met à jour.</p>
<p>Pour estimer votre bien, nous regardons donc la distance réelle à pied jusqu’à l’entrée de la future gare, pas seulement le nom de la station.</p>
<h2>Pour un acheteur</h2>
<p>Visitez le quartier à différentes heures, renseignez-vous sur les travaux encore prévus autour de la gare et regardez aussi les écoles, les commerces et le stationnement. Une bonne desserte ne compense pas un logement qui ne vous convient pas : c’est le bien et la rue qui comptent d’abord.</p>`,
  },
  {
    slug: 'diagnostics-obligatoires-pour-vendre',
    title: 'Les diagnostics obligatoires pour vendre votre bien',
    date: '2025-07-10',
    category: 'Conseils',
    author: 'Léa Garnier',
    read_mins: 2,
    cover: 'conseils',
    excerpt: 'DPE, amiante, plomb, électricité, gaz, risques : quels diagnostics réunir avant la mise en vente, et pourquoi les commander tôt.',
    description_html: `<p>Avant de signer une promesse de vente, le vendeur doit remettre à l’acheteur un dossier de diagnostic technique. Certains documents sont exigés dès l’annonce : le classement énergétique doit y figurer. Mieux vaut donc les commander avant la mise en ligne. Voici les diagnostics les plus courants dans nos communes.</p>
<h2>Pour tous les biens</h2>
<ul><li>le diagnostic de performance énergétique (DPE), valable dix ans, avec la classe énergie et la classe climat ;</li><li>l’état des risques et pollutions, de moins de six mois, qui signale notamment les risques naturels, miniers et technologiques.</li></ul>
<h2>Selon l’âge et les équipements du bien</h2>
<ul><li>amiante, si le permis de construire date d’avant le 1er juillet 1997 ;</li><li>plomb (constat de risque d’exposition au plomb), pour un logement construit avant 1949 ;</li><li>électricité et gaz, si l’installation a plus de quinze ans ;</li><li>termites, dans les zones délimitées par arrêté préfectoral ;</li><li>assainissement non collectif, pour une maison non raccordée au tout-à-l’égout.</li></ul>
<h2>En copropriété</h2>
<p>Le mesurage de la surface privative, dit « loi Carrez », est obligatoire. Une erreur de plus de 5 % en défaveur de l’acheteur lui permet de demander une baisse de prix proportionnelle : faites-le réaliser par un professionnel.</p>
<h2>L’audit énergétique</h2>
<p>Pour une maison individuelle ou un immeuble en monopropriété classés E, F ou G, un audit énergétique doit aussi être remis à l’acheteur. Il propose des scénarios de travaux chiffrés, que les acquéreurs lisent attentivement.</p>
<h2>Combien de temps sont-ils valables ?</h2>
<p>Le DPE est valable dix ans, mais ceux réalisés avant le 1er juillet 2021 ont cessé de l’être au plus tard fin 2024 : vérifiez la date du vôtre. Le constat de plomb négatif et le repérage d’amiante négatif n’ont pas de limite de durée ; les diagnostics électricité et gaz valent trois ans pour une vente, l’état termites six mois, comme l’état des risques. Un diagnostic périmé le jour de l’acte doit être refait, ce qui peut décaler la signature.</p>
<p>Le vendeur paie les diagnostics : comptez quelques centaines d’euros pour l’ensemble, selon la surface et le nombre de repérages nécessaires.</p>
<p>Choisissez un diagnostiqueur certifié et assuré : vous pouvez vérifier sa certification dans l’annuaire officiel publié par le ministère chargé du logement.</p>
<h2>Pourquoi s’y prendre tôt</h2>
<p>Un diagnostic défavorable découvert tard peut retarder la signature ou relancer la négociation. Connu dès le départ, il est intégré au prix et présenté honnêtement. Nous vous orientons vers des diagnostiqueurs certifiés et relisons le dossier avec vous avant les premières visites.</p>`,
  },
  {
    slug: 'vivre-au-blanc-mesnil',
    title: 'Vivre au Blanc-Mesnil : une ville de pavillons entre deux gares',
    date: '2025-06-19',
    category: 'Quartiers',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'reseau',
    excerpt: 'Pavillons, résidences récentes, RER B et future ligne 16 : ce que Le Blanc-Mesnil offre aux acheteurs de notre secteur.',
    description_html: `<p>Voisine d’Aulnay-sous-Bois et du Bourget, la commune du Blanc-Mesnil attire des familles qui cherchent une maison avec jardin sans s’éloigner des transports. Voici ce que nous en disons aux acheteurs qui la découvrent.</p>
<h2>Une ville largement pavillonnaire</h2>
<p>Une grande partie de la commune est faite de rues résidentielles bordées de pavillons, construits pour beaucoup entre les années 1920 et 1970. Les parcelles permettent souvent un jardin, parfois une extension. Des résidences plus récentes ont été construites près du centre et des axes principaux, avec des appartements neufs ou récents aux normes énergétiques actuelles.</p>
<h2>Les transports</h2>
<p>La gare du Blanc-Mesnil, sur le RER B, relie Paris en une vingtaine de minutes, et celle de Drancy est proche pour une partie de la ville. La future ligne 16 du Grand Paris Express prévoit une gare au Blanc-Mesnil. Les autoroutes A1 et A3, toutes proches, mènent vers Paris et vers l’aéroport Charles-de-Gaulle.</p>
<h2>Commerces et équipements</h2>
<p>Le centre-ville, son marché et ses commerces de proximité animent la commune. Les parcs, les équipements sportifs et les lieux culturels de la ville sont appréciés des familles.</p>
<h2>Les points à vérifier</h2>
<p>Une partie du territoire est proche des trajectoires de l’aéroport du Bourget : renseignez-vous sur le plan d’exposition au bruit, mentionné le cas échéant dans le dossier de diagnostics. Pour les maisons anciennes, regardez l’état de la toiture, des menuiseries et du système de chauffage, et demandez les factures des travaux déjà réalisés. Enfin, consultez le plan local d’urbanisme si vous envisagez une extension ou une surélévation : les règles varient selon les secteurs.</p>
<p>Pensez aussi à interroger le vendeur sur le raccordement au tout-à-l’égout, la date des dernières révisions de chaudière et l’éventuelle présence d’un sous-sol, très courante dans les pavillons de la commune.</p>
<p>Ces questions, posées tôt, évitent bien des surprises après l’achat.</p>
<h2>Acheter au Blanc-Mesnil</h2>
<p>Les écarts de prix sont réels entre un pavillon rénové proche de la gare et une maison à reprendre dans un secteur moins desservi. Avant chaque visite, nous regardons avec vous les ventes comparables de la rue dans la base publique DVF, l’état du bien et les travaux à prévoir, notamment sur le plan énergétique.</p>
<p>Vous vendez une maison au Blanc-Mesnil ? Les acheteurs qui viennent d’Aulnay-sous-Bois, de Drancy ou de Paris comparent avec ce qu’ils connaissent. Une estimation juste, des photos soignées et un dossier de diagnostics complet vous donnent les meilleures chances de vendre vite et au bon prix.</p>`,
  },
  {
    slug: 'frais-de-notaire-ce-que-paie-l-acheteur',
    title: 'Frais de notaire : ce que paie vraiment l’acheteur',
    date: '2025-05-28',
    category: 'Fiscalité',
    author: 'Léa Garnier',
    read_mins: 2,
    cover: 'fiscalite',
    excerpt: 'Droits de mutation, émoluments, débours : de quoi se composent les « frais de notaire » et pourquoi ils pèsent plus dans l’ancien.',
    description_html: `<p>On parle de « frais de notaire », mais la plus grande part de la somme ne revient pas au notaire : elle est reversée à l’État et aux collectivités. Dans l’ancien, l’ensemble représente en général autour de 7 à 8 % du prix du bien, payés par l’acheteur le jour de l’acte authentique.</p>
<h2>Les droits de mutation</h2>
<p>C’est la part la plus importante. Ces impôts, perçus pour le département, la commune et l’État, sont calculés sur le prix de vente. Le notaire les collecte et les reverse. Leur taux est fixé par la loi et par chaque département, dans les limites qu’elle autorise.</p>
<h2>Les émoluments du notaire</h2>
<p>C’est sa rémunération pour rédiger l’acte et accomplir les formalités. Elle est réglementée : un barème national, dégressif selon le prix, s’applique partout en France.</p>
<h2>Les débours et frais divers</h2>
<p>Ce sont les sommes que le notaire avance pour le compte de l’acheteur : documents d’urbanisme, état hypothécaire, cadastre, frais de publicité foncière. Ils représentent une petite partie du total.</p>
<h2>Et dans le neuf ?</h2>
<p>Pour un logement neuf, les droits de mutation sont beaucoup plus faibles, car la vente est soumise à la TVA, incluse dans le prix. Les frais de notaire y sont donc nettement moins élevés.</p>
<h2>Peut-on les réduire ?</h2>
<p>Le mobilier vendu avec le logement, cuisine équipée ou placards, peut être listé séparément dans l’acte, à sa valeur réelle : il n’est pas soumis aux droits de mutation. Encore faut-il que cette valeur soit justifiée. Les honoraires d’agence, lorsqu’ils sont à la charge de l’acheteur et indiqués comme tels, n’entrent pas non plus dans la base de calcul.</p>
<h2>Un exemple pour s’y retrouver</h2>
<p>Pour un appartement ancien vendu 250 000 €, l’acheteur doit donc prévoir, en plus du prix, une somme de l’ordre de 18 000 à 20 000 €. Le notaire vous remet un chiffrage précis dès le compromis ; demandez-le pour construire votre plan de financement avec votre banque.</p>
<h2>Quand et comment les payer ?</h2>
<p>Le notaire demande le montant des frais avant la signature, avec le solde du prix. Ils sont le plus souvent financés par l’apport personnel de l’acheteur, les banques préférant financer le prix du bien lui-même. Après l’acte, le notaire établit un décompte définitif et rembourse l’éventuel trop-perçu, ce qui arrive souvent quelques semaines plus tard.</p>
<p>Dans toutes nos annonces, le prix est affiché honoraires inclus, avec la part à la charge de l’acquéreur : vous savez exactement ce que vous financez avant de visiter.</p>`,
  },
  {
    slug: 'vivre-a-bondy',
    title: 'Vivre à Bondy : le canal, la forêt et Paris tout près',
    date: '2025-05-06',
    category: 'Quartiers',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'reseau',
    excerpt: 'Entre le canal de l’Ourcq et la forêt de Bondy, une commune recherchée pour sa proximité avec Paris et ses quartiers pavillonnaires.',
    description_html: `<p>Bondy est l’une des communes de notre secteur les plus proches de Paris. Traversée par le canal de l’Ourcq, elle réunit des quartiers pavillonnaires tranquilles, des immeubles anciens et des résidences plus récentes. Voici ce que nous disons aux acheteurs qui la découvrent.</p>
<h2>Les quartiers</h2>
<p>Le centre-ville, autour de l’hôtel de ville et du marché, offre commerces et services à pied. Au nord du canal, de nombreuses rues pavillonnaires attirent les familles. Au sud, vers la forêt et les communes voisines, on trouve aussi des maisons avec jardin et des petites copropriétés.</p>
<h2>Les transports</h2>
<p>La gare de Bondy est desservie par le RER E, qui rejoint Haussmann-Saint-Lazare, et par le tram-train T4 vers Aulnay-sous-Bois. La ligne 15 du Grand Paris Express doit aussi y ouvrir une gare. L’autoroute A3 permet de gagner rapidement le périphérique. Les temps de trajet aux heures de pointe méritent d’être testés avant d’acheter.</p>
<h2>Le canal de l’Ourcq</h2>
<p>Ses berges aménagées sont très fréquentées le week-end par les promeneurs et les cyclistes. La piste cyclable qui les longe rejoint le bassin de la Villette à Paris dans un sens, et le parc forestier de la Poudrerie à Sevran dans l’autre.</p>
<h2>Écoles et équipements</h2>
<p>La commune dispose d’écoles maternelles et élémentaires dans chaque quartier, de plusieurs collèges et de lycées, dont un lycée général et technologique. La forêt de Bondy, qui s’étend sur les communes voisines, reste accessible en quelques minutes de voiture pour les promenades du dimanche. Avant d’acheter, vérifiez auprès de la mairie l’école de secteur de la rue visée : elle compte souvent autant que le logement pour les familles.</p>
<h2>Les commerces et le marché</h2>
<p>Le marché du centre-ville, plusieurs fois par semaine, et les commerces de bouche des rues commerçantes animent la commune. Les grandes enseignes sont à quelques minutes en voiture, à Bondy même ou dans les communes voisines. Pour beaucoup d’acheteurs, pouvoir tout faire à pied est un critère décisif.</p>
<h2>Acheter à Bondy</h2>
<p>La proximité de Paris et la desserte se paient : les biens proches des gares et du canal sont recherchés. Les prix varient fortement d’une rue à l’autre, et les ventes récentes de la base publique DVF sont le meilleur repère pour juger d’une annonce. Nous les consultons avec vous avant chaque offre.</p>
<p>Vous vendez un bien à Bondy ? Mettez en avant le temps de trajet réel vers Paris, les commerces à pied et, pour une maison, l’extérieur : ce sont les trois questions que nous posent les acheteurs.</p>`,
  },
  {
    slug: 'du-compromis-a-l-acte-de-vente',
    title: 'Du compromis à l’acte de vente : les étapes et les délais',
    date: '2025-04-15',
    category: 'Conseils',
    author: 'Léa Garnier',
    read_mins: 2,
    cover: 'conseils',
    excerpt: 'Offre, compromis, délai de rétractation, prêt, acte authentique : le calendrier d’une vente expliqué pas à pas.',
    description_html: `<p>Entre l’offre acceptée et la remise des clés, il s’écoule en général trois mois. Ce délai n’est pas perdu : il sert à purger les droits, à obtenir le financement et à vérifier que tout est en ordre. Voici les étapes, dans l’ordre.</p>
<h2>1. L’offre d’achat</h2>
<p>L’acheteur fait une offre écrite, à un prix et pour une durée donnés. Le vendeur l’accepte par écrit. L’accord sur la chose et le prix engage déjà les deux parties, d’où l’intérêt de bien réfléchir avant de signer.</p>
<h2>2. Le compromis ou la promesse de vente</h2>
<p>Signé chez le notaire ou par notre intermédiaire, cet avant-contrat fixe le prix, la date de l’acte et les conditions suspensives, la principale étant l’obtention du prêt. L’acheteur verse en général un dépôt de garantie, souvent de l’ordre de 5 à 10 % du prix, conservé par le notaire.</p>
<h2>3. Le délai de rétractation</h2>
<p>L’acheteur non professionnel dispose de dix jours pour se rétracter, sans motif et sans frais, à compter du lendemain de la notification du compromis. Le vendeur, lui, est engagé dès la signature.</p>
<h2>4. Le financement</h2>
<p>L’acheteur dépose ses demandes de prêt. La condition suspensive dure au moins un mois ; en pratique, on prévoit souvent quarante-cinq à soixante jours. Si le prêt est refusé malgré des démarches sérieuses, le dépôt de garantie lui est rendu.</p>
<h2>5. Les vérifications du notaire</h2>
<p>Pendant ce temps, le notaire interroge la mairie sur le droit de préemption, réunit les documents d’urbanisme, vérifie les titres de propriété et, en copropriété, obtient l’état daté auprès du syndic.</p>
<h2>Et si un imprévu survient ?</h2>
<p>Un dégât des eaux, une succession à régler ou un diagnostic à refaire peuvent retarder la signature. Le compromis prévoit une date, mais un report d’un commun accord est fréquent : il suffit d’un avenant. En revanche, si l’une des parties refuse de signer sans motif prévu au contrat, l’autre peut exiger la vente ou obtenir des dommages et intérêts, souvent sous la forme d’une clause pénale.</p>
<p>Le vendeur, de son côté, doit laisser le bien dans l’état du jour du compromis et signaler tout sinistre survenu entre-temps.</p>
<p>Quelques jours avant l’acte, une dernière visite permet à l’acheteur de vérifier que tout est conforme à ce qui a été convenu.</p>
<h2>6. L’acte authentique</h2>
<p>Le jour de la signature, l’acheteur verse le prix et les frais, le vendeur remet les clés. Le notaire règle ensuite le vendeur, après avoir remboursé un éventuel crédit restant sur le bien.</p>`,
  },
  {
    slug: 'taxe-fonciere-l-annee-de-la-vente',
    title: 'Taxe foncière : qui la paie l’année de la vente ?',
    date: '2025-03-20',
    category: 'Fiscalité',
    author: 'Thomas Garnier',
    read_mins: 2,
    cover: 'fiscalite',
    excerpt: 'Le vendeur reçoit l’avis, mais l’acheteur rembourse souvent sa part : comment se règle la taxe foncière quand un bien change de mains.',
    description_html: `<p>La taxe foncière est due par la personne propriétaire du bien au 1er janvier de l’année d’imposition. Si vous vendez en juin, c’est donc vous qui recevrez l’avis à l’automne et qui le réglerez au Trésor public, même si vous n’êtes plus propriétaire. Mais l’histoire ne s’arrête pas là.</p>
<h2>Le partage au prorata : un usage</h2>
<p>Aucune loi n’oblige l’acheteur à rembourser une partie de la taxe. En pratique pourtant, presque tous les actes de vente prévoient un partage au prorata du temps de détention : l’acheteur rembourse au vendeur la part correspondant à la période qui court de la signature au 31 décembre. Cette clause figure dès le compromis, et le notaire fait le calcul le jour de l’acte.</p>
<h2>Comment est calculé le remboursement ?</h2>
<p>Le notaire part du montant de la dernière taxe connue, le plus souvent celle de l’année précédente, et le divise selon le nombre de jours. Si la nouvelle taxe est plus élevée, les parties peuvent convenir d’un ajustement, mais la plupart s’en tiennent au montant connu.</p>
<h2>Et la taxe d’habitation ?</h2>
<p>Elle a été supprimée pour les résidences principales. Elle reste due pour les résidences secondaires, par l’occupant au 1er janvier, sans partage au prorata.</p>
<h2>Les charges de copropriété</h2>
<p>En copropriété, les provisions du trimestre en cours et les travaux votés obéissent à des règles propres : le syndic établit un état daté, et le compromis précise qui paie quoi. Nous vérifions ces points avec le notaire pour éviter toute surprise.</p>
<h2>Les autres frais de l’année</h2>
<p>La taxe d’enlèvement des ordures ménagères figure sur le même avis que la taxe foncière et suit en général le même partage. Les abonnements d’énergie et d’eau, eux, sont résiliés par le vendeur et souscrits par l’acheteur à la date de remise des clés : pensez à relever les compteurs ensemble ce jour-là, photo à l’appui.</p>
<h2>Un cas fréquent : la vente en début d’année</h2>
<p>Si vous signez l’acte en février, vous restez redevable de la taxe foncière de toute l’année, puisque vous étiez propriétaire au 1er janvier. Avec la clause de prorata, l’acheteur vous rembourse environ onze mois : la somme est importante, vérifiez qu’elle figure bien dans le décompte du notaire. À l’inverse, pour une vente en décembre, le remboursement ne porte que sur quelques jours.</p>
<h2>En résumé</h2>
<p>Vendeur, conservez votre dernier avis de taxe foncière et transmettez-le dès le compromis. Acheteur, prévoyez ce remboursement dans votre budget : il s’ajoute aux frais de notaire le jour de la signature.</p>`,
  },
];
