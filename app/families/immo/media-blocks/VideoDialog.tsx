import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsentGate } from '../../../consent/ConsentGate';
import { CloseIcon } from '../../../ui/icons';

export interface PlayingVideo {
  title: string;
  /** A video host's player address with autoplay (YouTube, Vimeo): third party, behind consent. */
  embedUrl: string | null;
  /** A self-served file ('/media/…mp4'): played here, no third party. */
  fileUrl: string | null;
}

/**
 * The testimonial video modal (spec §2): a native <dialog> opened with showModal, so the rest of
 * the page is inert and focus stays inside; Escape, the backdrop or the close button closes it and
 * focus goes back to the card that opened it. Opening sets the player's source with autoplay; a
 * third-party player waits for the visitor's consent ('media', decision 0013).
 */
export function VideoDialog({ video, onClose }: { video: PlayingVideo | null; onClose(): void }) {
  const { t } = useTranslation('immo');
  const { t: tc } = useTranslation('consent');
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

  return (
    <dialog
      ref={ref}
      aria-label={video ? t('testimonials.dialog', { title: video.title }) : t('testimonials.video')}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-black/75"
    >
      {video && (
        <div className="relative pt-12">
          <button type="button" onClick={() => ref.current?.close()} className="absolute top-0 right-0 rounded-full bg-white p-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-gold-soft" aria-label={t('testimonials.close')} autoFocus>
            <CloseIcon />
          </button>
          {video.fileUrl ? (
            <video src={video.fileUrl} controls autoPlay playsInline className="aspect-video w-full rounded-xl bg-black" aria-label={video.title} />
          ) : video.embedUrl ? (
            <ConsentGate purpose="media" label={tc('gate.video')} className="aspect-video w-full overflow-hidden rounded-xl bg-black">
              <iframe src={video.embedUrl} title={video.title} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
            </ConsentGate>
          ) : null}
        </div>
      )}
    </dialog>
  );
}
