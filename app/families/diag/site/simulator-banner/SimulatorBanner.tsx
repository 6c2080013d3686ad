import { Link } from 'react-router';
import { z } from 'zod';
import { parseDiagCrm } from '../../../../../domain/diag/crm';
import { type BlockProps, defineBlock } from '../../../../blocks/types';

/** The simulator announcement, shown when the CRM flag ActivShowHomeNotifBanner is true. */
function SimulatorBanner({ site }: BlockProps<Record<string, never>>) {
  if (parseDiagCrm(site.crm).ActivShowHomeNotifBanner !== true) return null;
  return (
    <aside aria-label="Réforme du DPE 2026" className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between lg:px-6">
        <p>
          <strong>Réforme du DPE au 1er janvier 2026 :</strong> votre étiquette peut s’améliorer. Estimez-la en une minute avec votre
          numéro ADEME.
        </p>
        <Link to="/dpe-2026-simulateur" className="shrink-0 rounded-lg bg-amber-900 px-4 py-2 font-semibold text-white no-underline hover:bg-amber-950">
          Simuler ma nouvelle étiquette
        </Link>
      </div>
    </aside>
  );
}

export const simulatorBannerBlock = defineBlock(z.object({}), SimulatorBanner, { static: true });
