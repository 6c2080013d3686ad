import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { CloseIcon } from '../../../../ui/icons';
import { FREEBIE_PAGE_PATH } from './freebie';

// The form (and the lead-form code under it) loads when the dialog first opens (decision 48): the
// pages that offer the download do not pay for it otherwise. Without JavaScript the link leads to its page.
const FreebieForm = lazy(() => import('./FreebieForm').then((m) => ({ default: m.FreebieForm })));

/**
 * 'Télécharger le tableau': opens a native <dialog> with the freebie form. Without JavaScript the
 * button is a link to a page carrying the same form. Closing resets the thank-you state and the fields.
 */
export function FreebieDownload({ className, email, label }: { className: string; email?: string | undefined; label?: string }) {
  const { t } = useTranslation('diag');
  const dialog = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);
  const [opened, setOpened] = useState(false);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpened(true);
    dialog.current?.showModal();
  };
  const onClose = () => {
    setRound((r) => r + 1); // a new form: fields and thank-you state cleared
  };

  return (
    <>
      <a href={FREEBIE_PAGE_PATH} onClick={open} className={className} aria-haspopup="dialog">
        {label ?? t('freebie.download')}
      </a>
      <dialog
        ref={dialog}
        onClose={onClose}
        aria-labelledby="freebie-title"
        className="m-auto w-[min(92vw,32rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/50"
      >
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="freebie-title" className="text-xl font-bold text-diag-900">
              {t('freebie.title')}
            </h2>
            <button type="button" onClick={() => dialog.current?.close()} className="rounded p-1 text-slate-600 hover:bg-slate-100">
              <CloseIcon />
              <span className="sr-only">{t('freebie.close')}</span>
            </button>
          </div>
          <p className="mb-4 text-sm text-slate-700">{t('freebie.leaveDetails')}</p>
          {opened && (
            // The form's height is kept while its code arrives, so the dialog does not jump.
            <Suspense fallback={<div className="min-h-80" aria-busy="true" />}>
              <FreebieForm key={round} idPrefix="freebie" email={email} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
