// Picks the certificate source from the configuration.
import { createAdemeClient, type DpeSource } from './ademe-client.server';
import { createCachedDpeSource } from './cached-dpe-source.server';
import { createSampleDpeSource } from './sample-client.server';

export { createCachedDpeSource } from './cached-dpe-source.server';
export { createAdemeClient, DPE_DATASETS, LOOKUP_BUDGET_MS, type AdemeClientOptions, type DpeSource } from './ademe-client.server';
export { createSampleDpeSource, SAMPLE_DPE_NUMBERS, SAMPLE_DPES, type SampleDpe } from './sample-client.server';

/** 'offline' (or 'sample') answers from the bundled certificates; anything else is the open-data base URL. */
export function createDpeSource(env: { ADEME_API_URL: string; UPSTREAM_TIMEOUT_MS: number }): DpeSource {
  const url = env.ADEME_API_URL.trim();
  if (url === 'offline' || url === 'sample') return createSampleDpeSource();
  return createCachedDpeSource(createAdemeClient({ baseUrl: url, timeoutMs: env.UPSTREAM_TIMEOUT_MS }));
}
