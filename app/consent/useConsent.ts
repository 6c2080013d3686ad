import { useRouteLoaderData } from 'react-router';
import { type Consent, type ConsentPurpose, UNDECIDED } from '../../domain/consent/consent';
import type { ConsentView } from './consent-data';

/** The root loader's consent part (see app/root.tsx). */
export function useConsentView(): ConsentView | null {
  const root = useRouteLoaderData('root') as { consentView?: ConsentView } | undefined;
  return root?.consentView ?? null;
}

/** The visitor's consent; undecided when unknown (e.g. an error page before the root loader ran). */
export function useConsent(): Consent {
  return useConsentView()?.consent ?? UNDECIDED;
}

/** Whether `purpose` is granted: a block with a third-party embed asks this (or uses ConsentGate). */
export function useConsentGranted(purpose: ConsentPurpose): boolean {
  return useConsent().granted[purpose];
}
