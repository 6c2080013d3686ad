// Outcome of looking a certificate number up (shared by the ADEME client and the UI).
import type { DpeRecord } from './record';

export type DpeLookup = { status: 'found'; record: DpeRecord } | { status: 'not-found' } | { status: 'error' };
