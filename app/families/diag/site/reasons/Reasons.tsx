import { z } from 'zod';
import { defineBlock } from '../../../../blocks/types';

const REASONS = [
  ['Transparence', 'Un devis détaillé avant toute intervention, sans frais cachés : le prix annoncé est le prix payé.'],
  ['Réactivité', 'Un rendez-vous sous quelques jours, en urgence si besoin, et votre rapport sous 48h.'],
  ['Service après-diagnostic', 'Nous restons joignables pour expliquer vos résultats à vous, à votre notaire ou à votre locataire.'],
] as const;

/** '3 raisons de choisir': transparency, reactivity, after-diagnostic service (48h promise). */
function Reasons() {
  return (
    <section aria-labelledby="raisons-title" className="bg-diag-100">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="raisons-title" className="text-3xl font-bold text-diag-900">
          3 raisons de choisir
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map(([title, text]) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-diag-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const reasonsBlock = defineBlock(z.object({}), Reasons, { static: true });
