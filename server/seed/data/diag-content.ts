import type { PostsTable, ServicePagesTable } from '../../db/schema';

/*
 * Demo content of the diag family. Legal facts are stated as of 2026 (French law); the people and
 * brands are fictional. One post deliberately holds unsafe HTML to prove the sanitiser strips it.
 */

const service = (
  slug: string,
  group: 'diagnostic' | 'prestation',
  title: string,
  seo_title: string,
  seo_description: string,
  description_html: string | null,
): ServicePagesTable => ({
  site_id: '*',
  slug,
  group,
  title,
  image: `services/${slug}.svg`,
  description_html,
  seo_title,
  seo_description,
});

const DIAGNOSTIC_PAGES: ServicePagesTable[] = [
  service(
    'diagnostic-dpe',
    'diagnostic',
    'Diagnostic de performance énergétique (DPE)',
    'Diagnostic DPE : obligations, validité et étiquettes',
    'Le DPE classe votre logement de A à G selon sa consommation d’énergie et ses émissions. Obligatoire pour vendre ou louer, il est valable 10 ans.',
    `<h1>Diagnostic de performance énergétique (DPE)</h1>
<h2>Qu’est-ce que le DPE ?</h2>
<p>Le diagnostic de performance énergétique évalue la consommation d’énergie d’un logement et ses émissions de gaz à effet de serre. Il attribue une étiquette de <strong>A</strong> (très performant) à <strong>G</strong> (passoire énergétique), retenant la plus mauvaise des deux notes énergie et climat. Depuis le 1er juillet 2021, il est calculé selon une méthode unique (3CL) à partir des caractéristiques du bâti et des équipements, et il est opposable : l’acquéreur ou le locataire peut se retourner contre le vendeur ou le bailleur en cas d’erreur.</p>
<p>Le rapport indique aussi une estimation des factures annuelles et des recommandations de travaux chiffrées pour améliorer le classement.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : le DPE doit être disponible dès la mise en vente, son étiquette figurer dans l’annonce, et il est annexé à la promesse puis à l’acte.</li>
<li><strong>Location</strong> : il est joint au bail (vide ou meublé) et l’étiquette doit figurer dans l’annonce.</li>
</ul>
<p>Depuis le 1er janvier 2025, les logements classés G ne sont plus considérés comme décents et ne peuvent plus faire l’objet d’un nouveau bail ; viendront ensuite les logements classés F en 2028 et E en 2034.</p>
<h2>Durée de validité</h2>
<ul>
<li>Un DPE réalisé depuis le 1er juillet 2021 est valable <strong>10 ans</strong>.</li>
<li>Les DPE réalisés avant le 1er janvier 2018 ne sont plus valables.</li>
<li>Les DPE réalisés entre le 1er janvier 2018 et le 30 juin 2021 ont cessé d’être valables le 31 décembre 2024 : il faut en refaire un.</li>
</ul>
<h2>Ce qui change en 2026</h2>
<p>Depuis le 1er janvier 2026, le coefficient de conversion de l’électricité en énergie primaire passe de 2,3 à 1,9. De nombreux logements chauffés à l’électricité gagnent une classe sans aucun travaux. Un DPE existant peut être mis à jour gratuitement sur l’observatoire de l’ADEME, sans nouvelle visite, et conserve sa date de fin de validité.</p>`,
  ),
  service(
    'diagnostic-amiante',
    'diagnostic',
    'Diagnostic amiante',
    'Diagnostic amiante : obligations et validité',
    'Le diagnostic amiante est obligatoire pour vendre un bien dont le permis de construire date d’avant le 1er juillet 1997. Validité, location, démarches.',
    `<h1>Diagnostic amiante</h1>
<h2>À quoi sert-il ?</h2>
<p>Largement utilisé dans le bâtiment jusqu’à son interdiction en 1997, l’amiante est dangereux lorsqu’il se dégrade et libère des fibres. Le diagnostic amiante repère les matériaux et produits qui en contiennent (flocages, calorifugeages, faux plafonds, dalles de sol, conduits en fibrociment, plaques de toiture…) et évalue leur état de conservation.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : obligatoire pour tout bien dont le permis de construire a été délivré <strong>avant le 1er juillet 1997</strong>. Le repérage porte sur les matériaux des listes A et B accessibles sans travaux destructifs.</li>
<li><strong>Location</strong> : pour un lot de copropriété construit avant cette date, le bailleur doit disposer du dossier amiante des parties privatives (DAPP) et le tenir à la disposition du locataire.</li>
<li><strong>Travaux ou démolition</strong> : des repérages spécifiques sont exigés (amiante avant travaux, amiante avant démolition).</li>
</ul>
<h2>Durée de validité</h2>
<ul>
<li>Si aucun matériau amianté n’est repéré, le rapport est valable <strong>sans limite de durée</strong> (pour les rapports établis depuis le 1er avril 2013 ; les plus anciens doivent être refaits).</li>
<li>Si de l’amiante est repéré, le propriétaire doit faire réaliser les évaluations périodiques de l’état de conservation prévues par le rapport (en général dans un délai de 3 ans), voire des mesures d’empoussièrement ou des travaux.</li>
</ul>
<h2>Comment se déroule le repérage ?</h2>
<p>Le diagnostiqueur inspecte visuellement toutes les pièces accessibles, les combles et les annexes. En cas de doute, il prélève un échantillon qui est analysé par un laboratoire accrédité. Le rapport précise la localisation des matériaux et les recommandations associées.</p>`,
  ),
  service(
    'diagnostic-plomb',
    'diagnostic',
    'Diagnostic plomb (CREP)',
    'Diagnostic plomb (CREP) : logements d’avant 1949',
    'Le constat de risque d’exposition au plomb est obligatoire pour vendre ou louer un logement construit avant 1949. Validité : 1 an, 6 ans ou illimitée.',
    `<h1>Diagnostic plomb (CREP)</h1>
<h2>Qu’est-ce que le CREP ?</h2>
<p>Le constat de risque d’exposition au plomb (CREP) mesure la concentration de plomb dans les revêtements (peintures, papiers peints, boiseries) à l’aide d’un analyseur à fluorescence X. Les anciennes peintures au plomb, lorsqu’elles s’écaillent, exposent les occupants et en particulier les jeunes enfants au saturnisme.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : pour tout logement construit <strong>avant le 1er janvier 1949</strong>, sur les parties privatives.</li>
<li><strong>Location</strong> : également obligatoire pour les logements d’avant 1949, il est annexé au bail.</li>
<li><strong>Parties communes</strong> : en copropriété, un CREP des parties communes est à la charge du syndicat avant tous travaux susceptibles de dégrader les revêtements.</li>
</ul>
<h2>Durée de validité</h2>
<ul>
<li>Absence de plomb ou concentration inférieure au seuil réglementaire (1 mg/cm²) : validité <strong>illimitée</strong>.</li>
<li>Présence de plomb au-delà du seuil : <strong>1 an</strong> pour une vente, <strong>6 ans</strong> pour une location.</li>
</ul>
<h2>Et si du plomb est détecté ?</h2>
<p>Le rapport classe chaque unité de diagnostic selon son état de conservation. Lorsque des revêtements dégradés contiennent du plomb, le propriétaire doit réaliser des travaux pour supprimer le risque et en informer les occupants. Le diagnostiqueur transmet aussi une copie du constat à l’agence régionale de santé dans les cas prévus par la loi.</p>`,
  ),
  service(
    'diagnostic-termites',
    'diagnostic',
    'Diagnostic termites',
    'Diagnostic termites : zones concernées et validité',
    'L’état relatif à la présence de termites est obligatoire pour vendre un bien situé dans une zone délimitée par arrêté préfectoral. Il est valable 6 mois.',
    `<h1>Diagnostic termites</h1>
<h2>Pourquoi un état termites ?</h2>
<p>Les termites se nourrissent de la cellulose du bois et peuvent fragiliser charpentes, planchers et huisseries sans que rien ne soit visible de l’extérieur. L’état relatif à la présence de termites informe l’acquéreur sur l’état du bâtiment et sur la présence éventuelle d’insectes ou de traces d’infestation.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : obligatoire lorsque le bien est situé dans une zone déclarée infestée ou susceptible de l’être par un <strong>arrêté préfectoral</strong>. La liste des communes concernées est consultable en mairie ou en préfecture.</li>
<li><strong>Location</strong> : il n’est pas exigé, mais le propriétaire reste tenu de déclarer en mairie toute présence de termites dont il a connaissance.</li>
</ul>
<h2>Durée de validité</h2>
<p>L’état termites est valable <strong>6 mois</strong>. Il doit donc dater de moins de six mois à la signature de l’acte authentique ; si la vente tarde, il faut le refaire.</p>
<h2>Déroulement</h2>
<p>Le diagnostiqueur examine toutes les parties accessibles du bâtiment et ses abords immédiats : sondage des bois au poinçon, recherche de cordonnets, de galeries et d’altérations. Le rapport liste les éléments infestés et les zones qui n’ont pas pu être visitées.</p>`,
  ),
  service(
    'diagnostic-gaz',
    'diagnostic',
    'Diagnostic gaz',
    'Diagnostic gaz : installations de plus de 15 ans',
    'Le diagnostic gaz contrôle la sécurité d’une installation intérieure de plus de 15 ans. Obligatoire en vente (3 ans de validité) et en location (6 ans).',
    `<h1>Diagnostic gaz</h1>
<h2>Objectif</h2>
<p>L’état de l’installation intérieure de gaz vérifie la sécurité des équipements : tuyauteries fixes, raccordement des appareils (chaudière, cuisinière, chauffe-eau), ventilation des locaux et évacuation des produits de combustion. Il vise à prévenir les risques de fuite, d’intoxication au monoxyde de carbone et d’explosion.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : lorsque l’installation de gaz a <strong>plus de 15 ans</strong> (ou que le dernier certificat de conformité date de plus de 15 ans).</li>
<li><strong>Location</strong> : dans les mêmes conditions, annexé au bail d’un logement vide ou meublé.</li>
</ul>
<h2>Durée de validité</h2>
<ul>
<li><strong>3 ans</strong> pour une vente ;</li>
<li><strong>6 ans</strong> pour une location.</li>
</ul>
<h2>Les anomalies</h2>
<p>Le rapport classe les anomalies en trois niveaux : A1 (à corriger lors d’une prochaine intervention), A2 (à corriger dans les meilleurs délais) et DGI pour « danger grave et immédiat ». En cas de DGI, le diagnostiqueur interrompt l’alimentation en gaz de la partie concernée et prévient le distributeur.</p>`,
  ),
  service(
    'diagnostic-electricite',
    'diagnostic',
    'Diagnostic électricité',
    'Diagnostic électricité : obligations et validité',
    'Le diagnostic électricité évalue la sécurité d’une installation de plus de 15 ans. Obligatoire pour vendre (valable 3 ans) et pour louer (valable 6 ans).',
    `<h1>Diagnostic électricité</h1>
<h2>Ce que contrôle le diagnostic</h2>
<p>L’état de l’installation intérieure d’électricité identifie les défauts susceptibles de mettre en danger les occupants : absence ou mauvais fonctionnement du dispositif différentiel, prise de terre, protection des circuits contre les surintensités, liaisons équipotentielles dans la salle de bains, matériels vétustes ou inadaptés, conducteurs nus accessibles.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : pour toute installation de <strong>plus de 15 ans</strong>.</li>
<li><strong>Location</strong> : pour toute installation de plus de 15 ans, annexé au bail d’un logement vide ou meublé.</li>
</ul>
<h2>Durée de validité</h2>
<ul>
<li><strong>3 ans</strong> pour une vente ;</li>
<li><strong>6 ans</strong> pour une location.</li>
</ul>
<p>Une attestation de conformité visée par le Consuel de moins de 3 ans (vente) ou de 6 ans (location) peut en tenir lieu.</p>
<h2>Après le diagnostic</h2>
<p>Le diagnostic n’oblige pas le vendeur à réaliser des travaux, mais il informe l’acquéreur des risques. En location, le bailleur doit en revanche fournir un logement décent, dont l’installation électrique ne présente pas de danger pour la sécurité des occupants.</p>`,
  ),
  service(
    'etat-des-risques',
    'diagnostic',
    'État des risques (ERP)',
    'État des risques (ERP) : vente, location et validité',
    'L’état des risques informe l’acquéreur ou le locataire des risques naturels, technologiques, sismiques, radon et pollution des sols. Valable 6 mois.',
    `<h1>État des risques (ERP)</h1>
<h2>À quoi sert l’état des risques ?</h2>
<p>L’état des risques (anciennement état des risques et pollutions, ERP) informe l’acquéreur ou le locataire des risques auxquels le bien est exposé : inondation, mouvement de terrain, risques technologiques et miniers, zone de sismicité, potentiel radon, secteurs d’information sur les sols pollués et recul du trait de côte.</p>
<h2>Quand est-il obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> : pour tout bien situé dans une commune couverte par un plan de prévention des risques, en zone de sismicité 2 à 5, en zone à potentiel radon significatif ou dans un secteur d’information sur les sols. En pratique, la grande majorité des communes sont concernées.</li>
<li><strong>Location</strong> : dans les mêmes conditions, il est annexé au bail.</li>
</ul>
<p>Depuis le 1er janvier 2023, l’état des risques doit être remis dès la première visite du bien, et les annonces doivent indiquer comment accéder aux informations sur les risques (site Géorisques).</p>
<h2>Durée de validité</h2>
<p>L’état des risques est valable <strong>6 mois</strong>. Il doit être à jour à la date de la promesse et de l’acte de vente, ou de la signature du bail. Le propriétaire doit aussi déclarer tout sinistre indemnisé au titre d’une catastrophe naturelle ou technologique.</p>`,
  ),
  service(
    'loi-carrez',
    'diagnostic',
    'Mesurage loi Carrez',
    'Mesurage loi Carrez : surface privative en copropriété',
    'La superficie loi Carrez est obligatoire pour vendre un lot de copropriété. Règles de calcul, surfaces exclues, validité et recours en cas d’erreur.',
    `<h1>Mesurage loi Carrez</h1>
<h2>Le principe</h2>
<p>La loi Carrez impose de mentionner la superficie privative d’un lot de copropriété dans la promesse et l’acte de vente. Cette surface correspond aux planchers des locaux clos et couverts, déduction faite des murs, cloisons, marches et cages d’escalier, gaines, embrasures de portes et de fenêtres.</p>
<h2>Quand est-elle obligatoire ?</h2>
<ul>
<li><strong>Vente</strong> d’un lot ou d’une fraction de lot de copropriété (appartement, local commercial ou professionnel).</li>
<li>Elle ne concerne ni les maisons individuelles hors copropriété, ni les lots de moins de 8 m², ni les caves, garages et places de parking.</li>
</ul>
<h2>Surfaces non comptées</h2>
<ul>
<li>Les parties de moins de 1,80 m de hauteur sous plafond (combles, soupentes) ;</li>
<li>les balcons, terrasses, loggias et vérandas non closes ;</li>
<li>les caves, garages et emplacements de stationnement.</li>
</ul>
<h2>Validité et recours</h2>
<p>Le mesurage est valable <strong>sans limite de durée</strong>, tant qu’aucuns travaux ne modifient la surface. Si la superficie réelle est inférieure de plus de 5 % à celle indiquée dans l’acte, l’acquéreur peut demander une diminution du prix proportionnelle, dans un délai d’un an à compter de la signature.</p>`,
  ),
  service(
    'loi-boutin',
    'diagnostic',
    'Surface habitable loi Boutin',
    'Loi Boutin : surface habitable pour la location',
    'La surface habitable loi Boutin doit figurer dans tout bail de résidence principale, vide ou meublée. Mode de calcul, exclusions et recours du locataire.',
    `<h1>Surface habitable loi Boutin</h1>
<h2>De quoi s’agit-il ?</h2>
<p>Le bail d’un logement loué à titre de résidence principale, <strong>vide ou meublé</strong>, doit indiquer sa surface habitable. Cette obligation, issue de la loi Boutin de 2009 et étendue aux locations meublées par la loi ALUR, protège le locataire et sert de référence, par exemple pour l’encadrement des loyers.</p>
<h2>Comment est-elle calculée ?</h2>
<p>La surface habitable est la surface de plancher construite, déduction faite des murs, cloisons, marches et cages d’escalier, gaines, embrasures de portes et de fenêtres. Ne sont pas comptés :</p>
<ul>
<li>les parties dont la hauteur sous plafond est inférieure à 1,80 m ;</li>
<li>les combles non aménagés, caves, sous-sols, remises, garages ;</li>
<li>les terrasses, loggias, balcons, séchoirs extérieurs et vérandas.</li>
</ul>
<h2>Validité</h2>
<p>Le mesurage est valable <strong>sans limite de durée</strong>, sauf travaux modifiant la surface.</p>
<h2>En cas d’erreur</h2>
<p>Si la surface réelle est inférieure de plus de 5 % à celle mentionnée dans le bail, le locataire peut demander une diminution du loyer proportionnelle à l’écart. Un mesurage par un professionnel évite ce litige.</p>`,
  ),
  service(
    'diagnostics-obligatoires-location',
    'diagnostic',
    'Diagnostics obligatoires pour la location',
    'Diagnostics obligatoires pour louer un logement',
    'DPE, plomb, électricité, gaz, état des risques, surface Boutin : la liste complète des diagnostics à annexer au bail d’un logement vide ou meublé.',
    `<h1>Diagnostics obligatoires pour la location</h1>
<h2>Le dossier de diagnostic technique</h2>
<p>Avant de signer un bail de résidence principale, vide ou meublé, le bailleur remet au locataire un dossier de diagnostic technique (DDT). Notre pack location réunit en une seule visite tous les diagnostics dont votre logement a besoin.</p>
<h2>Ce que contient le pack location</h2>
<ul>
<li><strong>DPE</strong> : toujours obligatoire, valable 10 ans ; les logements classés G ne peuvent plus être proposés à la location depuis 2025.</li>
<li><strong>Constat de risque d’exposition au plomb (CREP)</strong> : logements construits avant 1949, valable 6 ans en présence de plomb, sans limite sinon.</li>
<li><strong>État de l’installation d’électricité</strong> : installation de plus de 15 ans, valable 6 ans.</li>
<li><strong>État de l’installation de gaz</strong> : installation de plus de 15 ans, valable 6 ans.</li>
<li><strong>État des risques</strong> : valable 6 mois, à jour à la signature du bail.</li>
<li><strong>Surface habitable loi Boutin</strong> : à mentionner dans le bail.</li>
<li><strong>Dossier amiante des parties privatives (DAPP)</strong> : pour les lots de copropriété dont le permis date d’avant le 1er juillet 1997, tenu à disposition du locataire.</li>
</ul>
<h2>Pourquoi s’y prendre tôt ?</h2>
<p>L’étiquette DPE doit figurer dans l’annonce dès la mise en location. Un diagnostic manquant ou erroné peut engager la responsabilité du bailleur et, pour le DPE, bloquer une hausse de loyer dans les logements classés F ou G.</p>`,
  ),
  service(
    'diagnostics-obligatoires-vente',
    'diagnostic',
    'Diagnostics obligatoires pour la vente',
    'Diagnostics obligatoires pour vendre un bien immobilier',
    'DPE, amiante, plomb, termites, gaz, électricité, état des risques, Carrez : les diagnostics du pack vente et leur durée de validité, réunis en une visite.',
    `<h1>Diagnostics obligatoires pour la vente</h1>
<h2>Le dossier de diagnostic technique</h2>
<p>Le vendeur doit annexer à la promesse puis à l’acte de vente un dossier de diagnostic technique (DDT). Sans les diagnostics requis, il ne peut pas s’exonérer de la garantie des vices cachés. Notre pack vente regroupe tout ce que votre bien exige, selon son âge, sa situation et son statut.</p>
<h2>Ce que contient le pack vente</h2>
<ul>
<li><strong>DPE</strong> : toujours obligatoire, valable 10 ans.</li>
<li><strong>Amiante</strong> : permis de construire antérieur au 1er juillet 1997 ; sans limite de durée en l’absence d’amiante.</li>
<li><strong>Plomb (CREP)</strong> : logements construits avant 1949 ; valable 1 an en présence de plomb, sans limite sinon.</li>
<li><strong>Termites</strong> : zones délimitées par arrêté préfectoral, valable 6 mois.</li>
<li><strong>Gaz</strong> et <strong>électricité</strong> : installations de plus de 15 ans, valables 3 ans.</li>
<li><strong>État des risques</strong> : valable 6 mois.</li>
<li><strong>Mesurage loi Carrez</strong> : lots de copropriété.</li>
<li><strong>Audit énergétique</strong> : maisons et immeubles en monopropriété classés E, F ou G.</li>
<li>Selon les cas : <strong>assainissement non collectif</strong> (contrôle de moins de 3 ans) et information sur la <strong>mérule</strong> dans les zones concernées.</li>
</ul>
<h2>Une seule visite</h2>
<p>Tous les diagnostics sont réalisés lors du même rendez-vous et regroupés dans un dossier unique, remis sous 48 heures, prêt à être transmis à votre notaire ou à votre agence.</p>`,
  ),
];

const PRESTATION_PAGES: ServicePagesTable[] = [
  service(
    'audit-energetique',
    'prestation',
    'Audit énergétique',
    'Audit énergétique : obligatoire pour vendre une passoire',
    'L’audit énergétique est obligatoire pour vendre une maison classée E, F ou G. Il propose des scénarios de travaux chiffrés et reste valable 5 ans.',
    `<h1>Audit énergétique</h1>
<p>L’audit énergétique réglementaire va plus loin que le DPE : il analyse le bâti et les équipements du logement, puis propose des <strong>scénarios de travaux</strong> chiffrés, réalisés en une fois ou par étapes, pour atteindre au moins la classe B (ou C selon les contraintes du bâtiment). Chaque scénario indique les économies d’énergie attendues et les aides mobilisables.</p>
<h2>Quand est-il obligatoire ?</h2>
<p>Il est obligatoire pour vendre une maison individuelle ou un immeuble en monopropriété classé <strong>F ou G</strong> depuis le 1er avril 2023, <strong>E</strong> depuis le 1er janvier 2025, et le sera pour les classes D à partir du 1er janvier 2034. Il n’est pas exigé pour la vente d’un lot de copropriété.</p>
<p>L’audit doit être remis dès la première visite et il est valable <strong>5 ans</strong>. Il constitue aussi une base solide pour préparer un projet de rénovation et une demande d’aide.</p>`,
  ),
  service(
    'ma-prime-renov',
    'prestation',
    'MaPrimeRénov’',
    'MaPrimeRénov’ : DPE et audit pour votre dossier',
    'Préparer un dossier MaPrimeRénov’ : DPE avant et après travaux, audit énergétique, gain de classes. Nous vous accompagnons dans les étapes techniques.',
    `<h1>MaPrimeRénov’</h1>
<p>MaPrimeRénov’ est l’aide publique à la rénovation énergétique distribuée par l’Anah. Elle finance des travaux par geste (pompe à chaleur, isolation, chauffe-eau solaire…) ou une <strong>rénovation d’ampleur</strong> accompagnée, dont le montant dépend des revenus du foyer et du gain énergétique obtenu.</p>
<p>Pour une rénovation d’ampleur, le projet doit faire gagner au moins deux classes au logement : il s’appuie sur un audit énergétique ou un DPE réalisé avant travaux, puis sur un DPE après travaux qui constate le résultat.</p>
<p>Nous réalisons ces diagnostics et vous aidons à comprendre les scénarios proposés. Les règles et les plafonds de l’aide évoluent régulièrement : vérifiez toujours les conditions en vigueur sur le site France Rénov’ avant de signer un devis de travaux.</p>`,
  ),
  service(
    'dpe-collectif',
    'prestation',
    'DPE collectif',
    'DPE collectif : obligatoire en copropriété',
    'Le DPE collectif porte sur tout l’immeuble. Il est obligatoire dans les copropriétés d’avant 2013, y compris les plus petites depuis le 1er janvier 2026.',
    `<h1>DPE collectif</h1>
<p>Le DPE collectif évalue la performance énergétique de l’ensemble d’un immeuble d’habitation : enveloppe, chauffage et eau chaude collectifs, ventilation. Il donne une étiquette au bâtiment et aide le syndic et le conseil syndical à hiérarchiser les travaux.</p>
<h2>Un calendrier progressif</h2>
<p>La loi Climat et Résilience l’impose aux immeubles dont le permis de construire a été déposé avant le 1er janvier 2013 : depuis 2024 pour les copropriétés de plus de 200 lots, depuis 2025 pour celles de 51 à 200 lots, et depuis le <strong>1er janvier 2026</strong> pour celles de 50 lots ou moins. Il est valable 10 ans.</p>
<p>Le DPE collectif alimente le projet de plan pluriannuel de travaux et peut servir à établir les DPE individuels des logements de l’immeuble.</p>`,
  ),
  service(
    'diagnostic-merule',
    'prestation',
    'Diagnostic mérule',
    'Diagnostic mérule : repérer le champignon du bois',
    'La mérule détruit le bois des bâtiments humides. Dans les zones délimitées par arrêté, le vendeur doit en informer l’acquéreur. Repérage et conseils.',
    `<h1>Diagnostic mérule</h1>
<p>La mérule est un champignon lignivore qui se développe dans les bâtiments humides, mal ventilés et peu éclairés. Elle dégrade rapidement les planchers, les boiseries et les charpentes, et peut se propager à travers les maçonneries. On la reconnaît à ses filaments blancs cotonneux, à ses fructifications brun-rouille et à une odeur de champignon.</p>
<p>Dans les communes couvertes par un arrêté préfectoral, le vendeur doit informer l’acquéreur du risque de mérule et l’information figure dans le dossier de diagnostic technique. Ailleurs, le repérage est facultatif mais vivement recommandé en cas de dégât des eaux ancien, de cave humide ou de bois qui sonne creux.</p>
<p>Notre diagnostiqueur inspecte les zones à risque et signale les indices d’infestation et les causes d’humidité à traiter.</p>`,
  ),
  service(
    'etat-des-lieux',
    'prestation',
    'État des lieux',
    'État des lieux d’entrée et de sortie par un professionnel',
    'Un état des lieux précis, photos à l’appui, protège bailleur et locataire. Entrée, sortie, comparaison et restitution du dépôt de garantie sans litige.',
    `<h1>État des lieux</h1>
<p>L’état des lieux décrit pièce par pièce l’état du logement et de ses équipements à l’entrée puis à la sortie du locataire. Établi de façon contradictoire, il sert de référence pour la restitution du dépôt de garantie : seules les dégradations constatées entre les deux états, hors usure normale, peuvent être retenues.</p>
<p>Confié à un professionnel indépendant, il est réalisé sur tablette, illustré de photos datées et signé sur place par les deux parties. Lorsqu’un tiers intervient pour le bailleur, la part facturée au locataire est plafonnée par la réglementation (3 € par m² de surface habitable).</p>`,
  ),
  service(
    'diagnostic-technique-global-dtg',
    'prestation',
    'Diagnostic technique global (DTG)',
    'Diagnostic technique global (DTG) de copropriété',
    'Le DTG dresse l’état des parties communes et des équipements d’une copropriété et chiffre les travaux à prévoir sur dix ans. Contenu et obligations.',
    `<h1>Diagnostic technique global (DTG)</h1>
<p>Créé par la loi ALUR, le diagnostic technique global donne une vision d’ensemble d’une copropriété : état apparent des parties communes et des équipements, situation au regard des obligations légales, analyse des améliorations possibles de la gestion technique et patrimoniale, diagnostic de performance énergétique du bâtiment et évaluation sommaire du coût des travaux nécessaires sur dix ans.</p>
<p>Il est obligatoire pour la mise en copropriété d’un immeuble de plus de dix ans et peut être demandé par l’administration dans le cadre d’une procédure d’insalubrité. Dans les autres cas, l’assemblée générale décide de sa réalisation.</p>
<p>Le DTG est souvent réalisé en même temps que le projet de plan pluriannuel de travaux, dont il partage une grande partie de l’analyse.</p>`,
  ),
  service(
    'projet-de-plan-pluriannuel-de-travaux-pppt',
    'prestation',
    'Projet de plan pluriannuel de travaux (PPPT)',
    'Projet de plan pluriannuel de travaux (PPPT)',
    'Le PPPT est obligatoire pour les copropriétés de plus de 15 ans. Il programme et chiffre les travaux sur dix ans, dont la rénovation énergétique.',
    `<h1>Projet de plan pluriannuel de travaux (PPPT)</h1>
<p>Depuis la loi Climat et Résilience, les copropriétés de plus de 15 ans doivent adopter un projet de plan pluriannuel de travaux : depuis 2023 pour plus de 200 lots, 2024 pour 51 à 200 lots et 2025 pour les plus petites. Il est actualisé tous les dix ans.</p>
<p>Établi à partir d’une analyse du bâti, des équipements et du DPE collectif, le PPPT liste les travaux nécessaires à la sauvegarde de l’immeuble, à la santé et la sécurité des occupants et à la réalisation d’économies d’énergie. Il en estime le coût, propose un ordre de priorité et un calendrier sur dix ans.</p>
<p>Il sert de base au fonds de travaux que la copropriété doit alimenter chaque année, et il est soumis au vote de l’assemblée générale.</p>`,
  ),
  service(
    'amiante-avant-travaux-aat',
    'prestation',
    'Repérage amiante avant travaux (AAT)',
    'Repérage amiante avant travaux (AAT)',
    'Avant des travaux dans un bâtiment dont le permis date d’avant juillet 1997, le donneur d’ordre doit faire rechercher l’amiante. Obligations et méthode.',
    `<h1>Repérage amiante avant travaux (AAT)</h1>
<p>Le code du travail impose au donneur d’ordre, particulier comme professionnel, de faire rechercher l’amiante avant toute opération susceptible d’exposer des travailleurs à ses fibres, dans un immeuble bâti dont le permis de construire a été délivré avant le 1er juillet 1997 : rénovation de cuisine ou de salle de bains, remplacement de fenêtres, travaux de plomberie ou d’électricité, ravalement.</p>
<p>Contrairement au diagnostic réalisé pour une vente, ce repérage est ciblé sur la zone des travaux et peut comporter des sondages destructifs. Le rapport est remis aux entreprises, qui adaptent leurs modes opératoires et leurs protections.</p>`,
  ),
  service(
    'diagnostic-amiante-avant-demolition-daad',
    'prestation',
    'Repérage amiante avant démolition (DAAD)',
    'Repérage amiante avant démolition (DAAD)',
    'Avant de démolir un bâtiment dont le permis date d’avant le 1er juillet 1997, un repérage exhaustif de l’amiante est obligatoire. Déroulement et rapport.',
    `<h1>Repérage amiante avant démolition (DAAD)</h1>
<p>La démolition totale ou partielle d’un bâtiment dont le permis de construire a été délivré avant le 1er juillet 1997 doit être précédée d’un repérage de l’amiante. Il est plus complet que le diagnostic de vente : il couvre l’ensemble des matériaux, y compris ceux qui ne sont pas accessibles sans démolition (liste C).</p>
<p>Le rapport permet au maître d’ouvrage d’organiser le désamiantage par une entreprise certifiée avant les travaux, et de gérer l’élimination des déchets amiantés dans les filières adaptées.</p>`,
  ),
  service(
    'dossier-technique-amiante-dta',
    'prestation',
    'Dossier technique amiante (DTA)',
    'Dossier technique amiante (DTA) : parties communes',
    'Le DTA est obligatoire pour les parties communes des copropriétés et les locaux professionnels dont le permis date d’avant juillet 1997. Tenue à jour.',
    `<h1>Dossier technique amiante (DTA)</h1>
<p>Le dossier technique amiante concerne les parties communes des immeubles collectifs d’habitation et l’ensemble des bâtiments non résidentiels (bureaux, commerces, locaux d’activité) dont le permis de construire a été délivré avant le 1er juillet 1997. Il est constitué et tenu à jour par le propriétaire ou, en copropriété, par le syndic.</p>
<p>Il rassemble les rapports de repérage des matériaux des listes A et B, les résultats des évaluations périodiques, les travaux de retrait ou de confinement réalisés et les consignes de sécurité. Une fiche récapitulative est communiquée aux occupants et aux entreprises qui interviennent dans le bâtiment.</p>`,
  ),
  service(
    'examen-visuel-apres-travaux',
    'prestation',
    'Examen visuel après travaux',
    'Examen visuel après travaux de désamiantage',
    'Après un retrait ou un confinement d’amiante, l’examen visuel vérifie que les travaux sont achevés avant la restitution des locaux. Déroulement.',
    `<h1>Examen visuel après travaux</h1>
<p>À la fin de travaux de retrait ou de confinement de matériaux contenant de l’amiante, un opérateur certifié et indépendant de l’entreprise de désamiantage procède à un examen visuel. Il vérifie que les matériaux visés ont bien été retirés ou confinés et qu’il ne subsiste pas de débris ni de poussières dans la zone.</p>
<p>Cet examen précède les mesures d’empoussièrement de l’air, puis la restitution des locaux. Il est indispensable pour réoccuper les lieux en toute sécurité et compléter le dossier technique amiante.</p>`,
  ),
  service(
    'evaluations-periodiques',
    'prestation',
    'Évaluations périodiques amiante',
    'Évaluations périodiques de l’état des matériaux amiantés',
    'Lorsque de l’amiante est repéré, son état de conservation doit être réévalué périodiquement, en général dans les trois ans. Nous assurons ce suivi.',
    `<h1>Évaluations périodiques amiante</h1>
<p>Lorsqu’un repérage a mis en évidence des matériaux contenant de l’amiante, le propriétaire doit surveiller leur état de conservation. Pour les flocages, calorifugeages et faux plafonds (liste A), une nouvelle évaluation est requise dans un délai maximal de trois ans ; selon le résultat, des mesures d’empoussièrement ou des travaux peuvent être nécessaires.</p>
<p>Pour les autres matériaux (liste B), le rapport formule des recommandations : évaluation périodique, action corrective de premier ou de second niveau. Nous réalisons ces contrôles et mettons à jour votre dossier amiante.</p>`,
  ),
  service(
    'infiltrometrie',
    'prestation',
    'Test d’infiltrométrie',
    'Test d’infiltrométrie : étanchéité à l’air du bâtiment',
    'Le test d’infiltrométrie mesure les fuites d’air d’un bâtiment neuf ou rénové. Obligatoire en fin de chantier RE2020, il repère aussi les défauts.',
    `<h1>Test d’infiltrométrie</h1>
<p>Le test d’infiltrométrie, ou test d’étanchéité à l’air, mesure les fuites d’air parasites de l’enveloppe d’un bâtiment. Une porte soufflante installée dans l’encadrement d’une ouverture met le logement en dépression ; le débit de fuite est mesuré et rapporté à la surface des parois (indicateur Q4Pa-surf).</p>
<p>Ce test est obligatoire à la fin de la construction d’une maison ou d’un logement collectif neuf, pour l’attestation de prise en compte de la réglementation environnementale. Réalisé en cours de chantier, il permet aussi de localiser les défauts (passages de gaines, menuiseries, trappes) tant qu’ils sont faciles à corriger.</p>`,
  ),
  service(
    'assainissement',
    'prestation',
    'Diagnostic assainissement',
    'Diagnostic assainissement : vente et raccordement',
    'Assainissement individuel ou raccordement au tout-à-l’égout : ce que vérifie le contrôle, ce que la loi exige à la vente et les travaux à prévoir.',
    `<h1>Diagnostic assainissement</h1>
<p>Pour vendre une maison équipée d’une installation d’assainissement non collectif (fosse septique, micro-station), le vendeur doit joindre le rapport de contrôle du service public d’assainissement non collectif (SPANC) datant de <strong>moins de 3 ans</strong>. Si l’installation n’est pas conforme, l’acquéreur dispose d’un an après la vente pour réaliser les travaux.</p>
<p>Lorsque le bien est raccordé au réseau collectif, certaines communes exigent un contrôle du raccordement lors de la vente. Nous vérifions alors la séparation des eaux usées et des eaux pluviales et le bon écoulement vers le réseau public.</p>`,
  ),
  service(
    'qai-qualite-de-l-air-interieur',
    'prestation',
    'Qualité de l’air intérieur (QAI)',
    'Qualité de l’air intérieur (QAI) dans les ERP',
    'Crèches, écoles, centres de loisirs : la surveillance de la qualité de l’air intérieur est obligatoire. Évaluation de l’aération, mesures et plan d’action.',
    `<h1>Qualité de l’air intérieur (QAI)</h1>
<p>Les établissements recevant des enfants (crèches, écoles maternelles et élémentaires, accueils de loisirs, collèges et lycées) doivent surveiller la qualité de l’air intérieur. Le dispositif comprend une évaluation annuelle des moyens d’aération avec mesure du dioxyde de carbone, un autodiagnostic régulier et des campagnes de mesures des polluants aux étapes clés de la vie du bâtiment.</p>
<p>Nous réalisons les mesures, interprétons les résultats et proposons un plan d’actions concret : aération, choix des produits d’entretien et du mobilier, entretien de la ventilation.</p>`,
  ),
  service(
    'securite-piscine',
    'prestation',
    'Sécurité piscine',
    'Sécurité piscine : contrôle des dispositifs obligatoires',
    'Toute piscine enterrée privée doit avoir un dispositif de sécurité normalisé : barrière, alarme, couverture ou abri. Nous contrôlons votre installation.',
    `<h1>Sécurité piscine</h1>
<p>Depuis 2006, toute piscine enterrée ou semi-enterrée non close, à usage privatif, doit être équipée d’au moins un dispositif de sécurité normalisé destiné à prévenir la noyade des jeunes enfants : barrière de protection, alarme, couverture ou abri.</p>
<p>Lors d’une vente ou d’une location saisonnière, il est prudent de vérifier que le dispositif existe, qu’il est conforme à sa norme et qu’il fonctionne. Notre contrôle donne lieu à un rapport que vous pouvez remettre à l’acquéreur ou au locataire.</p>`,
  ),
  service(
    'ensa-diagnostic-bruit',
    'prestation',
    'Diagnostic bruit (ENSA)',
    'Diagnostic bruit (ENSA) : zones proches des aéroports',
    'Les biens situés dans une zone de bruit d’aérodrome doivent en informer l’acquéreur ou le locataire. Ce que contient le document et qui est concerné.',
    `<h1>Diagnostic bruit (ENSA)</h1>
<p>Depuis le 1er juin 2020, un document d’information sur les nuisances sonores aériennes doit être remis à l’acquéreur ou au locataire d’un bien situé dans une zone d’un plan d’exposition au bruit (PEB) d’aérodrome. Il indique la zone de bruit concernée, l’adresse du service d’information en ligne permettant de consulter le plan et la possibilité de consulter ce plan en mairie.</p>
<p>Nous vérifions la situation de votre bien au regard des plans d’exposition au bruit et établissons ce document en même temps que l’état des risques.</p>`,
  ),
  service(
    'dpe-tertiaire',
    'prestation',
    'DPE tertiaire',
    'DPE tertiaire : bureaux, commerces et locaux pro',
    'Le DPE tertiaire est obligatoire pour vendre ou louer des bureaux, commerces et locaux d’activité. Méthode, validité et lien avec le décret tertiaire.',
    `<h1>DPE tertiaire</h1>
<p>La vente ou la location de locaux tertiaires (bureaux, commerces, locaux d’activité, établissements recevant du public) nécessite un diagnostic de performance énergétique adapté. Pour les bâtiments existants, il s’appuie le plus souvent sur les consommations réelles relevées sur les factures des trois dernières années. Il est valable 10 ans.</p>
<p>Les bâtiments tertiaires d’au moins 1 000 m² sont en outre soumis au dispositif éco-énergie tertiaire : réduction des consommations de 40 % en 2030, 50 % en 2040 et 60 % en 2050 par rapport à une année de référence, avec une déclaration annuelle sur la plateforme OPERAT.</p>`,
  ),
  service(
    'visite-virtuelle',
    'prestation',
    'Visite virtuelle',
    'Visite virtuelle 360° de votre bien immobilier',
    'Une visite virtuelle 360° réalisée pendant les diagnostics : acquéreurs et locataires découvrent le bien en ligne, et vous recevez des visites qualifiées.',
    `<h1>Visite virtuelle</h1>
<p>Pendant notre passage pour les diagnostics, nous pouvons réaliser une visite virtuelle à 360° de votre bien. Les futurs acquéreurs ou locataires se déplacent de pièce en pièce depuis leur écran, à tout moment.</p>
<p>Vous recevez un lien à intégrer à vos annonces et à partager librement. Les visites physiques sont mieux qualifiées : les personnes qui se déplacent connaissent déjà la configuration du logement.</p>`,
  ),
  service(
    'rt2012',
    'prestation',
    'Attestation RT 2012',
    'Attestation RT 2012 de fin de travaux',
    'Attestation de prise en compte de la réglementation thermique 2012 à l’achèvement des travaux : test d’étanchéité à l’air et vérifications sur site.',
    `<h1>Attestation RT 2012 de fin de travaux</h1>
<p>Un bâtiment neuf ou une extension dont le permis de construire relève de la réglementation thermique 2012 doit, à l’achèvement des travaux, être accompagné d’une <strong>attestation de prise en compte de la réglementation thermique</strong>. Elle est jointe à la déclaration attestant l’achèvement et la conformité des travaux (DAACT) déposée en mairie.</p>
<h2>Qui est concerné ?</h2>
<p>Les constructions dont la demande de permis a été déposée sous la RT 2012, c’est-à-dire avant l’entrée en vigueur de la RE 2020 (1er janvier 2022 pour les maisons et les logements collectifs). Pour les projets plus récents, c’est l’attestation RE 2020 qui s’applique.</p>
<h2>Ce que nous vérifions</h2>
<ul>
<li>la cohérence entre l’étude thermique et ce qui a été construit : isolation, menuiseries, chauffage, production d’eau chaude, ventilation ;</li>
<li>le recours à une énergie renouvelable pour une maison individuelle ;</li>
<li>la <strong>perméabilité à l’air</strong>, mesurée par un test d’infiltrométrie : au plus 0,6 m³/(h·m²) pour une maison individuelle et 1 m³/(h·m²) pour un logement collectif.</li>
</ul>
<p>En tant que diagnostiqueur certifié DPE, nous établissons l’attestation après la visite et le test, le plus souvent en une seule intervention.</p>`,
  ),
];

/** A franchisee's own text for one service (it replaces the family-wide row on that site). */
const SITE_PAGES: ServicePagesTable[] = [
  {
    site_id: 'diag-paris15',
    slug: 'diagnostic-dpe',
    group: 'diagnostic',
    title: 'Diagnostic DPE à Paris 15e',
    image: 'services/diagnostic-dpe.svg',
    seo_title: 'Diagnostic DPE à Paris 15e : rendez-vous sous 48 h',
    seo_description:
      'DPE pour vendre ou louer votre appartement dans le 15e arrondissement de Paris : diagnostiqueuse certifiée, rendez-vous sous 48 h, rapport le lendemain.',
    description_html: `<h1>Diagnostic DPE à Paris 15e</h1>
<p>Dans le 15e arrondissement, la majorité des logements sont des appartements en copropriété, des immeubles haussmanniens aux tours des années 1970 du Front de Seine. Leur étiquette dépend beaucoup du chauffage collectif, de l’isolation des façades et des menuiseries : je vous aide à réunir les documents utiles (factures, PV d’assemblée générale, DPE collectif) avant la visite.</p>
<h2>Qu’est-ce que le DPE ?</h2>
<p>Le diagnostic de performance énergétique classe votre logement de A à G selon sa consommation d’énergie et ses émissions de gaz à effet de serre. Il est obligatoire pour vendre ou louer et il est valable <strong>10 ans</strong> ; les DPE réalisés avant le 1er juillet 2021 ne sont plus valables.</p>
<h2>Pour les petites surfaces parisiennes</h2>
<p>Les seuils des étiquettes ont été ajustés pour les logements de moins de 40 m², nombreux dans l’arrondissement, et le nouveau coefficient de l’électricité appliqué depuis le 1er janvier 2026 fait gagner une classe à beaucoup de studios chauffés à l’électricité. Un DPE récent peut être mis à jour sans nouvelle visite.</p>
<h2>Rendez-vous</h2>
<p>J’interviens dans tout le 15e, de Vaugirard à Javel, sous 48 heures, et je vous remets le rapport le lendemain de la visite.</p>`,
  },
];

/** Family-wide service page content (site_id '*'), and any franchisee's own text. */
export const SEED_SERVICE_PAGES: ServicePagesTable[] = [...DIAGNOSTIC_PAGES, ...PRESTATION_PAGES, ...SITE_PAGES];

const post = (p: Omit<PostsTable, 'image'>): PostsTable => ({ ...p, image: `news/${p.slug}.svg` });

const PARIS15 = { site_id: 'diag-paris15', author: 'Claire Vasseur' } as const;
const ANNECY = { site_id: 'diag-annecy', author: 'Julien Perrotin' } as const;

/** News posts of the demo diag sites (site_id set per post). */
export const SEED_DIAG_POSTS: PostsTable[] = [
  post({
    ...PARIS15,
    id: 'post-paris15-01',
    slug: 'logements-classes-g-interdits-a-la-location-2025',
    title: 'Logements classés G : interdits à la location depuis le 1er janvier 2025',
    date: '2025-01-14',
    category: 'Réglementation',
    read_mins: 4,
    excerpt: 'Depuis le 1er janvier 2025, un logement classé G au DPE n’est plus décent : il ne peut plus faire l’objet d’un nouveau bail. Ce qui change pour les bailleurs.',
    seo_title: 'Logements classés G interdits à la location depuis 2025',
    seo_description:
      'Depuis le 1er janvier 2025, les logements classés G au DPE ne sont plus décents. Nouveaux baux, renouvellements, calendrier F et E : ce qu’il faut savoir.',
    description_html: `<p>Depuis le 1er janvier 2025, les logements classés <strong>G</strong> au diagnostic de performance énergétique ne respectent plus les critères de décence. Ils ne peuvent plus être proposés à la location dans le cadre d’un nouveau bail, d’un renouvellement ou d’une reconduction tacite.</p>
<h2>Un calendrier progressif</h2>
<ul>
<li>2023 : logements consommant plus de 450 kWh d’énergie finale par m² et par an ;</li>
<li>2025 : tous les logements classés G ;</li>
<li>2028 : les logements classés F ;</li>
<li>2034 : les logements classés E.</li>
</ul>
<h2>Que risque le bailleur ?</h2>
<p>Le locataire d’un logement non décent peut demander au juge la réalisation de travaux, une diminution du loyer ou des dommages et intérêts. Par ailleurs, les loyers des logements classés F et G sont gelés depuis août 2022 : ils ne peuvent plus être augmentés, ni à la relocation ni en cours de bail.</p>
<h2>Par où commencer ?</h2>
<p>Un DPE à jour est le point de départ : il indique les travaux les plus efficaces pour gagner une ou deux classes. Dans un appartement, l’isolation des murs par l’intérieur, le remplacement des fenêtres et un système de chauffage récent suffisent souvent à sortir de la classe G.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-02',
    slug: 'audit-energetique-obligatoire-maisons-classees-e',
    title: 'Audit énergétique : les maisons classées E concernées depuis 2025',
    date: '2025-02-25',
    category: 'Réglementation',
    read_mins: 4,
    excerpt: 'Après les classes F et G, l’audit énergétique est obligatoire pour vendre une maison classée E depuis le 1er janvier 2025.',
    seo_title: 'Audit énergétique obligatoire : les maisons E concernées',
    seo_description:
      'Depuis le 1er janvier 2025, vendre une maison classée E impose un audit énergétique. Biens concernés, contenu, validité de 5 ans et moment où le remettre.',
    description_html: `<p>Instauré par la loi Climat et Résilience, l’audit énergétique réglementaire est obligatoire pour vendre une maison individuelle ou un immeuble en monopropriété classé F ou G depuis le 1er avril 2023. Depuis le <strong>1er janvier 2025</strong>, il concerne aussi les biens classés <strong>E</strong>.</p>
<h2>Quels biens sont concernés ?</h2>
<ul>
<li>les maisons individuelles ;</li>
<li>les immeubles appartenant à un seul propriétaire ;</li>
<li>pas les lots de copropriété, qui relèvent du DPE collectif et du plan pluriannuel de travaux.</li>
</ul>
<h2>Que contient l’audit ?</h2>
<p>Il décrit l’état du logement et propose au moins deux scénarios de travaux : une rénovation en une seule fois et une rénovation par étapes, dont la première permet d’atteindre au moins la classe E. L’objectif final est la classe B, ou C lorsque le bâtiment présente des contraintes particulières. Chaque scénario est chiffré et indique les aides possibles.</p>
<h2>Quand le remettre ?</h2>
<p>L’audit doit être remis dès la première visite du bien, puis annexé à la promesse de vente. Il est valable 5 ans. Prochaine étape : les biens classés D à partir du 1er janvier 2034.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-03',
    slug: 'dpe-petites-surfaces-nouveaux-seuils',
    title: 'DPE des petites surfaces : des seuils plus justes pour les studios',
    date: '2025-04-08',
    category: 'Diagnostics',
    read_mins: 3,
    excerpt: 'Depuis le 1er juillet 2024, les seuils des étiquettes sont corrigés pour les logements de moins de 40 m². De nombreux studios parisiens changent de classe.',
    seo_title: 'DPE des petites surfaces : les nouveaux seuils',
    seo_description:
      'Les seuils du DPE sont corrigés pour les logements de moins de 40 m² depuis juillet 2024. Qui est concerné, comment obtenir une attestation à jour.',
    description_html: `<p>La méthode du DPE pénalisait les petits logements : l’eau chaude sanitaire, qui dépend du nombre d’occupants et non de la surface, pesait très lourd rapporté au mètre carré. Depuis le <strong>1er juillet 2024</strong>, les seuils des étiquettes sont ajustés pour les logements de moins de 40 m².</p>
<h2>Qui est concerné ?</h2>
<p>Les studios et deux-pièces, très nombreux à Paris. Selon les estimations publiées lors de la réforme, environ 140 000 petits logements sont sortis du statut de passoire énergétique grâce à cette correction.</p>
<h2>Faut-il refaire son DPE ?</h2>
<p>Non. Pour un DPE établi depuis le 1er juillet 2021, une attestation tenant compte des nouveaux seuils peut être téléchargée sur l’observatoire de l’ADEME à partir du numéro du diagnostic. Elle ne prolonge pas la validité du DPE initial.</p>
<ul>
<li>munissez-vous du numéro à 13 caractères de votre DPE ;</li>
<li>vérifiez la nouvelle étiquette avant de publier ou de mettre à jour votre annonce.</li>
</ul>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-04',
    slug: 'termites-quand-le-diagnostic-est-il-obligatoire',
    title: 'Termites : quand le diagnostic est-il obligatoire ?',
    date: '2025-05-20',
    category: 'Diagnostics',
    read_mins: 3,
    excerpt: 'L’état termites n’est exigé que dans les zones délimitées par arrêté préfectoral, et il ne vaut que six mois. Comment savoir si votre bien est concerné.',
    seo_title: 'Termites : quand le diagnostic est-il obligatoire ?',
    seo_description:
      'Zones délimitées par arrêté préfectoral, validité de 6 mois, déroulement du contrôle : tout savoir sur l’état relatif à la présence de termites à la vente.',
    description_html: `<p>Les termites progressent discrètement dans les bois d’œuvre, les planchers et les charpentes. Pour protéger les acquéreurs, un état relatif à la présence de termites doit accompagner la vente des biens situés dans une zone délimitée par <strong>arrêté préfectoral</strong>.</p>
<h2>Comment savoir si mon bien est concerné ?</h2>
<p>La liste des communes et des secteurs concernés est disponible en préfecture et en mairie. Votre diagnostiqueur la vérifie systématiquement lors de la prise de rendez-vous.</p>
<h2>Un diagnostic de courte durée</h2>
<p>L’état termites est valable <strong>6 mois</strong> seulement. Il doit être en cours de validité à la signature de l’acte authentique : si la vente prend du retard, pensez à le faire renouveler.</p>
<h2>En cas de présence</h2>
<ul>
<li>le propriétaire doit déclarer l’infestation en mairie ;</li>
<li>un traitement curatif par une entreprise spécialisée est recommandé avant la vente ;</li>
<li>l’acquéreur est informé et la négociation peut en tenir compte.</li>
</ul>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-05',
    slug: 'amiante-avant-travaux-renovation-appartement',
    title: 'Amiante : ce que tout propriétaire doit savoir avant des travaux',
    date: '2025-06-17',
    category: 'Diagnostics',
    read_mins: 5,
    excerpt: 'Rénover une cuisine ou une salle de bains dans un immeuble d’avant 1997 ? Un repérage amiante avant travaux est obligatoire pour le donneur d’ordre.',
    seo_title: 'Amiante avant travaux : les obligations du propriétaire',
    seo_description:
      'Dans un logement dont le permis date d’avant juillet 1997, un repérage amiante est obligatoire avant travaux. Qui le commande, quand, et ce qu’il contient.',
    description_html: `<p>Beaucoup de propriétaires l’ignorent : le diagnostic amiante réalisé lors de l’achat ne suffit pas pour engager des travaux. Dans un immeuble dont le permis de construire a été délivré <strong>avant le 1er juillet 1997</strong>, le code du travail impose un repérage amiante avant travaux (AAT) à la charge du donneur d’ordre.</p>
<h2>Pourquoi un nouveau repérage ?</h2>
<p>Le diagnostic de vente se limite aux matériaux visibles et accessibles sans démolition. Les travaux, eux, touchent des colles de carrelage, des enduits, des conduits ou des joints qui peuvent contenir de l’amiante. Le repérage avant travaux est ciblé sur la zone concernée et peut comporter des sondages.</p>
<h2>Qui est concerné ?</h2>
<ul>
<li>les particuliers qui font intervenir une entreprise ;</li>
<li>les syndics pour les travaux en parties communes ;</li>
<li>les bailleurs pour les travaux dans les logements loués.</li>
</ul>
<h2>Et après ?</h2>
<p>Le rapport est transmis aux entreprises, qui adaptent leurs méthodes et leurs protections. Si des matériaux amiantés doivent être retirés, une entreprise certifiée intervient, suivie d’un examen visuel après travaux.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-06',
    slug: 'plomb-logements-anciens-crep',
    title: 'Plomb dans les logements anciens : le CREP expliqué',
    date: '2025-09-09',
    category: 'Diagnostics',
    read_mins: 4,
    excerpt: 'Dans un logement construit avant 1949, le constat de risque d’exposition au plomb est obligatoire pour vendre et pour louer. Validité et suites à donner.',
    seo_title: 'Plomb : le CREP des logements d’avant 1949 expliqué',
    seo_description:
      'Constat de risque d’exposition au plomb : logements concernés, mesure par fluorescence X, validité de 1 an, 6 ans ou illimitée et travaux à prévoir.',
    description_html: `<p>Une grande partie des immeubles parisiens a été construite avant 1949, époque où les peintures à la céruse, très riches en plomb, étaient courantes. Le constat de risque d’exposition au plomb (CREP) protège les occupants, et d’abord les jeunes enfants, du saturnisme.</p>
<h2>Quand est-il exigé ?</h2>
<p>Pour la vente et pour la location de tout logement construit avant le 1er janvier 1949. Le diagnostiqueur mesure la teneur en plomb des revêtements avec un appareil à fluorescence X, sans rien abîmer.</p>
<h2>Combien de temps est-il valable ?</h2>
<ul>
<li>pas de plomb au-delà du seuil de 1 mg/cm² : validité illimitée ;</li>
<li>présence de plomb : 1 an pour une vente, 6 ans pour une location.</li>
</ul>
<h2>Que faire si du plomb est trouvé ?</h2>
<p>Si les revêtements contenant du plomb sont dégradés, le propriétaire doit réaliser des travaux pour supprimer le risque (décapage, recouvrement, remplacement des éléments) et informer les occupants. Pendant les travaux, les enfants et les femmes enceintes doivent être tenus à l’écart.</p>`,
  }),
  // Holds unsafe HTML on purpose: the sanitiser must strip the script, the event handler and the javascript: link.
  post({
    ...PARIS15,
    id: 'post-paris15-07',
    slug: 'preparer-la-visite-du-diagnostiqueur',
    title: 'Bien préparer la visite du diagnostiqueur',
    date: '2025-10-14',
    category: 'Conseils',
    read_mins: 3,
    excerpt: 'Documents à réunir, pièces à rendre accessibles, durée de la visite : nos conseils pour des diagnostics rapides et complets.',
    seo_title: 'Bien préparer la visite du diagnostiqueur',
    seo_description:
      'Factures, plans, accès aux combles et au tableau électrique : la liste des préparatifs pour que vos diagnostics immobiliers se déroulent sans imprévu.',
    description_html: `<p>Une visite bien préparée, c’est un rapport plus précis et des diagnostics remis plus vite. Voici ce que nous vous conseillons de prévoir avant notre passage.</p>
<script>alert(1)</script>
<h2>Les documents utiles</h2>
<ul>
<li>l’année de construction ou la date du permis de construire ;</li>
<li>les factures d’énergie et d’entretien de la chaudière ;</li>
<li>les justificatifs des travaux d’isolation ou de remplacement des fenêtres ;</li>
<li>en copropriété, le dernier procès-verbal d’assemblée générale et le DPE collectif.</li>
</ul>
<img src="x" onerror="alert(document.cookie)">
<h2>Les accès à prévoir</h2>
<p>Le diagnostiqueur doit pouvoir accéder à toutes les pièces, à la cave, aux combles, au tableau électrique et au compteur de gaz. Pensez à dégager les trappes et à prévenir le gardien si nécessaire. <a href="javascript:alert('xss')">Téléchargez notre liste de vérification</a>.</p>
<h2>Combien de temps dure la visite ?</h2>
<p>Comptez une heure pour un studio et deux à trois heures pour une maison avec l’ensemble des diagnostics de vente. Vous recevez le rapport dans les 48 heures.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-08',
    slug: 'dpe-2026-coefficient-electricite-1-9',
    title: 'DPE : ce qui change au 1er janvier 2026 avec le coefficient électricité à 1,9',
    date: '2026-01-06',
    category: 'Réglementation',
    read_mins: 5,
    excerpt: 'Le coefficient de conversion de l’électricité passe de 2,3 à 1,9 : de nombreux logements chauffés à l’électricité gagnent une classe, sans travaux.',
    seo_title: 'DPE 2026 : le coefficient électricité passe à 1,9',
    seo_description:
      'Depuis le 1er janvier 2026, le coefficient de conversion de l’électricité du DPE passe de 2,3 à 1,9. Logements concernés et mise à jour de votre DPE.',
    description_html: `<p>Le DPE exprime la consommation d’un logement en énergie primaire. Pour l’électricité, un coefficient de conversion traduit chaque kWh consommé en énergie primaire : il était de 2,3. Depuis le <strong>1er janvier 2026</strong>, il est fixé à <strong>1,9</strong>, pour tenir compte de la part croissante d’électricité décarbonée dans la production française.</p>
<h2>Quels logements sont concernés ?</h2>
<p>Tous les logements dont le chauffage ou l’eau chaude fonctionne à l’électricité : radiateurs, ballons électriques, pompes à chaleur. Les petits appartements chauffés à l’électricité sont les grands gagnants : selon les pouvoirs publics, environ 850 000 logements sortent ainsi du statut de passoire énergétique.</p>
<h2>Faut-il refaire son DPE ?</h2>
<ul>
<li>les DPE réalisés depuis le 1er janvier 2026 appliquent directement le nouveau coefficient ;</li>
<li>pour un DPE plus ancien encore valable, une attestation mise à jour peut être téléchargée gratuitement sur l’observatoire de l’ADEME, sans nouvelle visite ;</li>
<li>la date de fin de validité du DPE initial reste inchangée.</li>
</ul>
<h2>Simulez votre nouvelle étiquette</h2>
<p>Notre <a href="/dpe-2026-simulateur">simulateur DPE 2026</a> compare l’étiquette de votre DPE actuel avec l’étiquette estimée après la réforme : il suffit de saisir le numéro du diagnostic.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-09',
    slug: 'ma-prime-renov-2026-ce-qui-change',
    title: 'MaPrimeRénov’ en 2026 : les points clés avant de lancer vos travaux',
    date: '2026-02-10',
    category: 'Rénovation énergétique',
    read_mins: 5,
    excerpt: 'Rénovation par geste ou rénovation d’ampleur : comment fonctionne MaPrimeRénov’ et quel rôle jouent le DPE et l’audit énergétique dans votre dossier.',
    seo_title: 'MaPrimeRénov’ en 2026 : les points clés',
    seo_description:
      'MaPrimeRénov’ par geste ou rénovation d’ampleur, plafonds selon les revenus, DPE avant et après travaux : les étapes pour préparer votre dossier en 2026.',
    description_html: `<p>MaPrimeRénov’ reste en 2026 la principale aide publique à la rénovation énergétique des logements. Distribuée par l’Anah, elle s’adresse aux propriétaires occupants, aux bailleurs et aux copropriétés, avec des montants qui dépendent des revenus du foyer.</p>
<h2>Deux parcours</h2>
<ul>
<li><strong>par geste</strong> : une aide forfaitaire pour un équipement ou un poste de travaux (pompe à chaleur, chauffage au bois, isolation…) ;</li>
<li><strong>rénovation d’ampleur</strong> : un bouquet de travaux accompagné par Mon Accompagnateur Rénov’, qui doit faire gagner au moins deux classes au logement.</li>
</ul>
<h2>Le rôle du diagnostic</h2>
<p>Pour une rénovation d’ampleur, l’état initial du logement est établi par un audit énergétique ou un DPE, et le gain obtenu est constaté après travaux. Un diagnostic fiable est donc la condition d’un bon dossier.</p>
<h2>Nos conseils</h2>
<p>Déposez votre demande avant de commencer les travaux, faites appel à des entreprises labellisées RGE et vérifiez les conditions en vigueur sur le site France Rénov’ : les barèmes et les modalités sont régulièrement ajustés.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-10',
    slug: 'dpe-collectif-petites-coproprietes-2026',
    title: 'DPE collectif : les petites copropriétés concernées depuis 2026',
    date: '2026-04-14',
    category: 'Copropriété',
    read_mins: 4,
    excerpt: 'Depuis le 1er janvier 2026, les copropriétés de 50 lots ou moins dont le permis date d’avant 2013 doivent disposer d’un DPE collectif.',
    seo_title: 'DPE collectif obligatoire pour les petites copropriétés',
    seo_description:
      'Depuis le 1er janvier 2026, les copropriétés de 50 lots ou moins doivent réaliser un DPE collectif. Calendrier, contenu et lien avec le plan de travaux.',
    description_html: `<p>La loi Climat et Résilience a rendu le DPE collectif obligatoire pour les immeubles d’habitation dont le permis de construire a été déposé avant le 1er janvier 2013. Après les grandes copropriétés, c’est au tour des plus petites : depuis le <strong>1er janvier 2026</strong>, les copropriétés de <strong>50 lots ou moins</strong> sont concernées.</p>
<h2>Le calendrier complet</h2>
<ul>
<li>plus de 200 lots : depuis le 1er janvier 2024 ;</li>
<li>de 51 à 200 lots : depuis le 1er janvier 2025 ;</li>
<li>50 lots ou moins : depuis le 1er janvier 2026.</li>
</ul>
<h2>À quoi sert-il ?</h2>
<p>Le DPE collectif donne l’étiquette de l’immeuble et alimente le projet de plan pluriannuel de travaux. Il permet aussi d’établir plus simplement les DPE des appartements lors d’une vente ou d’une location.</p>
<h2>Comment le voter ?</h2>
<p>Le syndic inscrit la réalisation du DPE collectif à l’ordre du jour de l’assemblée générale, qui choisit le prestataire. Il est valable 10 ans.</p>`,
  }),
  post({
    ...PARIS15,
    id: 'post-paris15-11',
    slug: 'meubles-de-tourisme-dpe-obligatoire',
    title: 'Meublés de tourisme : le DPE devient un critère de location',
    date: '2026-09-22',
    category: 'Réglementation',
    read_mins: 4,
    excerpt: 'Depuis la loi du 19 novembre 2024, les meublés de tourisme doivent eux aussi respecter des seuils de performance énergétique. Ce que cela change à Paris.',
    seo_title: 'Meublés de tourisme : le DPE devient obligatoire',
    seo_description:
      'Loi Le Meur : les meublés de tourisme doivent présenter un DPE conforme, classe F au minimum puis E en 2028 et D en 2034. Les règles pour les loueurs.',
    description_html: `<p>La loi du 19 novembre 2024 sur les meublés de tourisme, dite loi Le Meur, a aligné progressivement ces locations sur les exigences énergétiques des locations à l’année.</p>
<h2>Ce que prévoit la loi</h2>
<ul>
<li>dans les communes où le changement d’usage est soumis à autorisation, comme Paris, un nouveau meublé de tourisme doit être classé entre A et F ;</li>
<li>à partir du 1er janvier 2028, la classe E au minimum sera exigée ;</li>
<li>au 1er janvier 2034, tous les meublés de tourisme devront être classés entre A et D.</li>
</ul>
<h2>Comment le prouver ?</h2>
<p>La commune peut demander au loueur de produire un DPE en cours de validité. À défaut, des amendes sont prévues.</p>
<h2>Notre conseil</h2>
<p>Si votre studio est proche du seuil, commencez par vérifier l’effet du nouveau coefficient électricité appliqué depuis janvier 2026 : il suffit parfois à gagner une classe.</p>`,
  }),
  post({
    ...ANNECY,
    id: 'post-annecy-01',
    slug: 'etat-des-risques-haute-savoie-seisme-radon',
    title: 'État des risques en Haute-Savoie : séisme, radon et crues',
    date: '2025-11-04',
    category: 'Réglementation',
    read_mins: 3,
    excerpt: 'Zone de sismicité, potentiel radon, plans de prévention des risques : ce que l’état des risques révèle sur un bien autour du lac d’Annecy.',
    seo_title: 'État des risques en Haute-Savoie : séisme, radon, crues',
    seo_description:
      'Autour d’Annecy, l’état des risques signale sismicité, radon, crues et mouvements de terrain. Pourquoi il est obligatoire et comment le lire.',
    description_html: `<p>En Haute-Savoie, presque tous les biens vendus ou loués sont concernés par l’état des risques. Le bassin annécien est en effet classé en zone de <strong>sismicité moyenne</strong>, et de nombreuses communes sont couvertes par des plans de prévention des risques naturels (crues torrentielles, mouvements de terrain, avalanches en montagne).</p>
<h2>Ce que contient le document</h2>
<ul>
<li>la zone de sismicité et le potentiel radon de la commune ;</li>
<li>la situation du bien au regard des plans de prévention des risques ;</li>
<li>les éventuels secteurs d’information sur les sols ;</li>
<li>les sinistres indemnisés au titre d’une catastrophe naturelle.</li>
</ul>
<h2>Un document à renouveler</h2>
<p>L’état des risques est valable 6 mois et doit être remis dès la première visite. Vous pouvez vérifier les informations de votre commune sur Géorisques, puis nous confier l’établissement du document officiel.</p>`,
  }),
  post({
    ...ANNECY,
    id: 'post-annecy-02',
    slug: 'dpe-2026-logements-chauffes-electricite-annecy',
    title: 'DPE 2026 : une bonne nouvelle pour les logements chauffés à l’électricité',
    date: '2026-03-17',
    category: 'Diagnostics',
    read_mins: 3,
    excerpt: 'Avec le coefficient électricité ramené à 1,9, beaucoup d’appartements du bassin annécien chauffés à l’électricité gagnent une classe au DPE.',
    seo_title: 'DPE 2026 : logements chauffés à l’électricité',
    seo_description:
      'Le nouveau coefficient électricité du DPE améliore l’étiquette de nombreux logements chauffés à l’électricité autour d’Annecy. Comment en profiter.',
    description_html: `<p>Depuis le 1er janvier 2026, le DPE convertit l’électricité en énergie primaire avec un coefficient de 1,9 au lieu de 2,3. Autour du lac, où de nombreux appartements des années 1970 à 1990 sont équipés de convecteurs électriques, l’effet est sensible.</p>
<h2>Concrètement</h2>
<ul>
<li>un logement chauffé à l’électricité proche d’un seuil peut gagner une classe ;</li>
<li>une attestation actualisée s’obtient sans nouvelle visite sur l’observatoire de l’ADEME ;</li>
<li>la durée de validité du DPE initial ne change pas.</li>
</ul>
<h2>Le climat compte aussi</h2>
<p>Le DPE tient compte de la zone climatique et de l’altitude du logement : un chalet en altitude n’est pas évalué comme un appartement du centre d’Annecy. N’hésitez pas à nous demander une estimation avant de publier votre annonce.</p>`,
  }),
];
