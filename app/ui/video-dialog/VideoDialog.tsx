import { type KeyboardEvent, useEffect, useRef } from 'react';
import { ConsentGate } from '../../consent/ConsentGate';
import { CloseIcon } from '../icons';

const FOCUSABLE = 'a[href], button, iframe, input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

export interface DialogVideo {
  title: string;
  /** A video host's player address with autoplay (YouTube, Vimeo): third party, behind the 'media' consent. */
  embedUrl: string | null;
  /** A self-served file ('/media/….mp4'): played natively, no third party, no consent needed. */
  fileUrl?: string | null;
}

/** The dialog's words, from the caller's catalogue (each family keeps its own wording). */
export interface VideoDialogTexts {
  /** The dialog's accessible name ('Vidéo : Sophie Lemaire'). */
  dialogLabel: string;
  close: string;
  /** What the consent placeholder holds back ('la vidéo YouTube'). */
  gateLabel: string;
}

export interface VideoDialogProps {
  video: DialogVideo | null;
  texts: VideoDialogTexts;
  onClose(): void;
}

/**
 * The video modal of the network and recruitment sites (spec §2): a native <dialog> opened with
 * showModal, so the page behind is inert. Escape, the backdrop or the close button closes it; Tab
 * wraps inside it (showModal alone lets focus leave for the browser's toolbar) and focus goes back to
 * what opened it. Opening sets the player with autoplay; a host's player waits for the 'media'
 * consent (ConsentGate, decision 0013), which the visitor can give in place.
 */
export default function VideoDialog({ video, texts, onClose }: VideoDialogProps) {
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
      aria-label={texts.dialogLabel}
      onClose={closed}
      onKeyDown={keepFocusInside}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-black/75"
    >
      {video && (
        <div className="relative pt-12">
          <button type="button" onClick={() => ref.current?.close()} className="absolute top-0 right-0 rounded-full bg-white p-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-gold-soft" aria-label={texts.close} autoFocus>
            <CloseIcon />
          </button>
          {video.fileUrl ? (
            <video src={video.fileUrl} controls autoPlay playsInline className="aspect-video w-full rounded-xl bg-black" aria-label={video.title} />
          ) : video.embedUrl ? (
            <ConsentGate purpose="media" label={texts.gateLabel} className="aspect-video w-full overflow-hidden rounded-xl bg-black">
              <iframe src={video.embedUrl} title={video.title} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
            </ConsentGate>
          ) : null}
        </div>
      )}
    </dialog>
  );
}
