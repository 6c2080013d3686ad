import { type MouseEvent, useRef, useState } from 'react';
import { CloseIcon } from '../../../../ui/icons';
import { FREEBIE_PAGE_PATH } from './freebie';
import { FreebieForm } from './FreebieForm';

/**
 * 'Télécharger le tableau': opens a native <dialog> with the freebie form. Without JavaScript the
 * button is a link to a page carrying the same form. Closing resets the thank-you state and the fields.
 */
export function FreebieDownload({ className, email, label = 'Télécharger le tableau' }: { className: string; email?: string | undefined; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dialog.current?.showModal();
  };
  const onClose = () => {
    setRound((r) => r + 1); // a new form: fields and thank-you state cleared
  };

  return (
    <>
      <a href={FREEBIE_PAGE_PATH} onClick={open} className={className} aria-haspopup="dialog">
        {label}
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
              Le tableau des diagnostics obligatoires
            </h2>
            <button type="button" onClick={() => dialog.current?.close()} className="rounded p-1 text-slate-600 hover:bg-slate-100">
              <CloseIcon />
              <span className="sr-only">Fermer</span>
            </button>
          </div>
          <p className="mb-4 text-sm text-slate-700">Laissez-nous vos coordonnées : le tableau (PDF) est à vous tout de suite.</p>
          <FreebieForm key={round} idPrefix="freebie" email={email} />
        </div>
      </dialog>
    </>
  );
}
