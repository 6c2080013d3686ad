import { Link } from 'react-router';
import { z } from 'zod';
import { parseDiagCrm } from '../../../../../domain/diag/crm';
import { type BlockProps, defineBlock } from '../../../../blocks/types';
import { FreebieDownload } from '../freebie/FreebieDownload';

const button = 'inline-flex min-h-12 items-center justify-center rounded-lg px-5 py-3 font-semibold no-underline';

/** 'Les diagnostics obligatoires': the quote, the carousel anchor and the table download. */
function MandatoryDiagnostics({ site }: BlockProps<Record<string, never>>) {
  const crm = parseDiagCrm(site.crm);
  return (
    <section aria-labelledby="obligatoires-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center lg:px-6">
        <div>
          <h2 id="obligatoires-title" className="text-3xl font-bold text-diag-900">
            Les diagnostics obligatoires
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Pour vendre ou louer, la loi impose un dossier de diagnostic technique : DPE, amiante, plomb, termites, gaz, électricité,
            état des risques, loi Carrez ou loi Boutin selon votre bien. Nous vous disons exactement lesquels fournir.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:justify-end">
          <Link to="/devis" className={`${button} bg-leaf-600 text-white hover:bg-leaf-700`}>
            Demander un devis
          </Link>
          <a href="#savoir-plus-diag" className={`${button} border-2 border-diag-700 text-diag-700 hover:bg-diag-100`}>
            En savoir plus
          </a>
          <FreebieDownload className={`${button} bg-diag-700 text-white hover:bg-diag-900`} email={crm.Email} />
        </div>
      </div>
    </section>
  );
}

export const mandatoryDiagnosticsBlock = defineBlock(z.object({}), MandatoryDiagnostics);
