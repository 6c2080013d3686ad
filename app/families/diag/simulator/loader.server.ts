import { offeredKeys } from '../../../../domain/quote/offered';
import { defineLoader } from '../../../blocks/loader-types';
import { SAMPLE_DPE_NUMBERS } from '../../../../server/clients/ademe/index.server';
import { runSimulator, uncheckedNotice } from '../../../../server/dpe/simulator.server';
import type { simulatorBlock } from './blocks';

// ?numero=… renders the result on the server: a shareable URL that works without JavaScript.
export const simulatorLoader = defineLoader<typeof simulatorBlock>(async ({ url, services, site }) => {
  const input = (url.searchParams.get('numero') ?? '').slice(0, 600);
  const answer = await runSimulator(services.dpe, input, new Date());
  const sampleMode = ['sample', 'offline'].includes(services.env.ADEME_API_URL);
  return {
    data: {
      input,
      single: answer.single,
      multi: answer.multi,
      unchecked: uncheckedNotice(answer.unchecked),
      samples: sampleMode ? [...SAMPLE_DPE_NUMBERS] : [],
      offersAudit: offeredKeys(site.crm).has('audit'),
    },
    // A result page is one visitor's certificate: only the empty simulator is indexed.
    ...(input ? { seo: { noindex: true } } : {}),
  };
});
