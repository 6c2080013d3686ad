import { z } from 'zod';
import { parseDiagCrm } from '../../../../../domain/diag/crm';
import { type BlockProps, defineBlock } from '../../../../blocks/types';

/** Links to nearby towns' local pages (CRM list ActivNearbyLinks), in a collapsible list. */
function NearbyLinks({ site }: BlockProps<Record<string, never>>) {
  const links = (parseDiagCrm(site.crm).ActivNearbyLinks ?? []).filter((l) => l.url && l.label);
  if (links.length === 0) return null;
  return (
    <section aria-label="Villes à proximité" className="border-t border-slate-200 bg-white">
      <details className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
        <summary className="cursor-pointer text-lg font-semibold text-diag-900">Nous intervenons aussi à proximité</summary>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((l) => (
            <li key={l.url}>
              <a href={l.url}>{l.label}</a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

export const nearbyLinksBlock = defineBlock(z.object({}), NearbyLinks, { static: true });
