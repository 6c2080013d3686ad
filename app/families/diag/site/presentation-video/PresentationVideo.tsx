import { useTranslation } from '../../../../i18n/use-translation';
import { useRef, useState } from 'react';
import type { BlockProps } from '../../../../blocks/types';
import { CloseIcon } from '../../../../ui/icons';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/**
 * The presentation video, in a dialog with the browser's own player: a clip the product serves
 * itself (settings.presentationVideoUrl, issue 17 item 12), created only when the dialog opens.
 * Without JavaScript the link opens the video file.
 */
export function PresentationVideo({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const src = typeof site.settings.presentationVideoUrl === 'string' ? site.settings.presentationVideoUrl : null;
  if (!src) return null;
  const credit = typeof site.settings.presentationVideoCredit === 'string' ? site.settings.presentationVideoCredit : null;
  return (
    <section aria-labelledby="video-title" className="bg-diag-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center lg:px-6">
        <h2 id="video-title" className="text-3xl font-bold">
          {t('video.title')}
        </h2>
        <p className="max-w-2xl text-diag-100">{t('video.text')}</p>
        <a
          href={src}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
            dialog.current?.showModal();
          }}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-3 rounded-full bg-white px-6 py-3 font-semibold text-diag-900 no-underline hover:bg-diag-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
          {t('video.watch')}
        </a>
        {credit && <p className="text-xs text-diag-100">{credit}</p>}
      </div>
      <dialog ref={dialog} onClose={() => setOpen(false)} aria-label={t('video.dialog')} className="m-auto w-[min(94vw,960px)] bg-black p-0 backdrop:bg-black/80">
        <div className="flex justify-end bg-black p-1">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded p-1 text-white hover:bg-white/20">
            <CloseIcon />
            <span className="sr-only">{t('video.close')}</span>
          </button>
        </div>
        <div className="aspect-video">
          {open && <video className="h-full w-full" src={src} controls autoPlay muted playsInline aria-label={t('video.dialog')} />}
        </div>
      </dialog>
    </section>
  );
}
