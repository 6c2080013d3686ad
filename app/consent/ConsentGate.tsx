import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ConsentPurpose } from '../../domain/consent/consent';
import { ConsentForm } from './ConsentForm';
import { useConsentGranted } from './useConsent';

export interface ConsentGateProps {
  /** The purpose the embed needs ('media' for videos, 'maps' for map tiles, 'booking' for the meeting widget…). */
  purpose: ConsentPurpose;
  /** What is held back, shown in the placeholder, e.g. 'la vidéo YouTube'. */
  label: string;
  /** The box's size and shape; the placeholder and the embed fill the same box, so nothing moves. */
  className: string;
  /** Rendered only once `purpose` is granted. */
  children: ReactNode;
  /**
   * 'panel' (default): a message and the button fill the box. 'corner': only the button, in the box's
   * lower right corner, for decorative media (a background video keeps showing its poster).
   */
  appearance?: 'panel' | 'corner';
}

/**
 * A third-party embed held back until the visitor consents: until then a placeholder of the same
 * size with a button that grants `purpose` (a plain form post without JavaScript, in place with it).
 */
export function ConsentGate({ purpose, label, className, children, appearance = 'panel' }: ConsentGateProps) {
  const { t } = useTranslation('consent');
  const granted = useConsentGranted(purpose);
  if (granted) {
    return (
      <div className={className} data-consent-gate={purpose}>
        {children}
      </div>
    );
  }
  if (appearance === 'corner') {
    return (
      <div className={`pointer-events-none ${className}`} data-consent-gate={purpose} data-consent-placeholder={purpose}>
        <ConsentForm label={t('gate.allowLabel', { label })} className="pointer-events-auto absolute right-4 bottom-4 z-10">
          <input type="hidden" name="purpose" value={purpose} />
          <button type="submit" name="choice" value="allow" className="rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80">
            {t('gate.allowShort', { label })}
          </button>
        </ConsentForm>
      </div>
    );
  }
  return (
    <div className={className} data-consent-gate={purpose} data-consent-placeholder={purpose}>
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 overflow-auto bg-slate-100 p-4 text-center text-sm text-slate-800">
        <p>
          <strong className="block">{t('gate.external', { label })}</strong>
          {t('gate.onlyWithConsent', { purpose: t(`purpose.${purpose}.title`).toLowerCase() })}
        </p>
        <ConsentForm label={t('gate.allowLabel', { label })}>
          <input type="hidden" name="purpose" value={purpose} />
          <button type="submit" name="choice" value="allow" className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
            {t('gate.allowAndShow')}
          </button>
        </ConsentForm>
      </div>
    </div>
  );
}
