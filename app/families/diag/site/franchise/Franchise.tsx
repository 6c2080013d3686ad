import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../../blocks/types';

const DEFAULT_FRANCHISE_URL = 'https://franchise.diageo.example/';

/** /franchise: the network invites people to become franchisees; the external page opens in a new tab. */
function Franchise({ site }: BlockProps<Record<string, never>>) {
  const url = typeof site.settings.franchiseUrl === 'string' ? site.settings.franchiseUrl : DEFAULT_FRANCHISE_URL;
  const brand = typeof site.settings.brand === 'string' ? site.settings.brand : 'notre réseau';
  return (
    <section className="bg-diag-100">
      <div className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="text-4xl font-bold text-diag-900">Devenir franchisé {brand}</h1>
        <p className="mt-6 text-lg text-slate-800">
          Vous êtes diagnostiqueur certifié ou vous souhaitez le devenir ? Rejoignez un réseau qui vous apporte une marque connue, un site
          local prêt à l’emploi, des demandes de devis qualifiées et une formation continue.
        </p>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-800">
          <li>Un site internet local, alimenté par votre fiche : vos services, vos avis, vos actualités.</li>
          <li>Toutes les demandes de devis de votre secteur, transmises en temps réel.</li>
          <li>Un accompagnement à la certification et aux évolutions réglementaires (réforme du DPE 2026).</li>
        </ul>
        <a href={url} target="_blank" rel="noopener" className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-leaf-600 px-6 py-3 font-semibold text-white no-underline hover:bg-leaf-700">
          Découvrir la franchise<span className="sr-only"> (nouvel onglet)</span>
        </a>
      </div>
    </section>
  );
}

export const franchiseBlock = defineBlock(z.object({}), Franchise, { static: true });
