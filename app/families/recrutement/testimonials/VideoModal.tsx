import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsentGate } from '../../../consent/ConsentGate';
import { CloseIcon } from '../../../ui/icons';

const FOCUSABLE = 'a[href], button, iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface PlayingVideo {
  title: string;
  embedUrl: string;
  host: string;
}

/**
 * The video modal (native <dialog> opened with showModal: the rest of the page is inert, so focus
 * stays inside). Escape, the backdrop or the close button closes it, and focus goes back to the link
 * that opened it. The host's player sets its cookies, so it sits behind the 'media' consent
 * (ConsentGate, decision 0013): once granted — before, or from the placeholder — it loads and autoplays.
 */
export function VideoModal({ video, onClose }: { video: PlayingVideo | null; onClose(): void }) {
  const { t } = useTranslation('recrutement');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (video && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!video && dialog.open) dialog.close();
  }, [video]);

  // showModal makes the page inert; Tab past the last control would still leave for the browser's own
  // toolbar, so it wraps around inside the dialog.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closed = () => {
    onClose();
    // Browsers differ on where focus goes after a modal dialog closes: back to what opened it.
    opener.current?.focus();
    opener.current = null;
  };

  return (
    <dialog
      ref={ref}
      aria-label={video ? t('video.dialogLabel', { title: video.title }) : t('video.dialogLabelEmpty')}
      onClose={closed}
      onKeyDown={keepFocusInside}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-black/75"
    >
      {video && (
        <div className="relative">
          <button type="button" onClick={() => ref.current?.close()} className="absolute -top-12 right-0 rounded-full bg-white p-2 text-slate-900" aria-label={t('video.close')} autoFocus>
            <CloseIcon />
          </button>
          <ConsentGate purpose="media" label={t('video.gateLabel', { host: video.host })} className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            <iframe src={video.embedUrl} title={video.title} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
          </ConsentGate>
        </div>
      )}
    </dialog>
  );
}
