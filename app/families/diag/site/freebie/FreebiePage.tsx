import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../../blocks/types';
import { FREEBIE_FAILURE } from './freebie';
import { FreebieForm, FreebieThanks } from './FreebieForm';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** The freebie form on its own page: where the dialog's link leads without JavaScript. */
function FreebiePage({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const [params] = useSearchParams();
  const crm = site.crm;
  const sent = params.get('tableau') === 'envoye' && params.get('envoye') === '1';
  const failed = params.has('erreur');
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-diag-900">Le tableau des diagnostics obligatoires</h1>
      <p className="mb-6 text-slate-700">Vente ou location : quels diagnostics fournir, et combien de temps ils restent valables.</p>
      {failed && (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {params.get('erreur') || FREEBIE_FAILURE}
        </p>
      )}
      {sent ? <FreebieThanks /> : <FreebieForm idPrefix="freebie-page" email={crm.Email} done={false} onDone={() => window.location.assign('?tableau=envoye&envoye=1')} />}
    </section>
  );
}

export const freebiePageBlock = defineBlock(z.object({}), FreebiePage);
