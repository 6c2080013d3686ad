import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../../ui/icons';

export interface PlayingVideo {
  title: string;
  embedUrl: string;
  host: string;
}

/**
 * The video modal (native <dialog>): Escape, the backdrop or the close button closes it. The player
 * of the video host loads only after the visitor agrees (it sets the host's cookies), then autoplays.
 */
export function VideoModal({ video, onClose }: { video: PlayingVideo | null; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (video && !dialog.open) dialog.showModal();
    if (!video && dialog.open) dialog.close();
  }, [video]);

  return (
    <dialog
      ref={ref}
      aria-label={video ? `Vidéo : ${video.title}` : 'Vidéo'}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-black/75"
    >
      {video && (
        <div className="relative">
          <button type="button" onClick={() => ref.current?.close()} className="absolute -top-12 right-0 rounded-full bg-white p-2 text-slate-900" aria-label="Fermer la vidéo">
            <CloseIcon />
          </button>
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            {accepted ? (
              <iframe src={video.embedUrl} title={video.title} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-white">
                <p className="max-w-md">
                  Cette vidéo est hébergée par {video.host}. La lire charge leur lecteur, qui peut déposer des cookies.
                </p>
                <button type="button" onClick={() => setAccepted(true)} className="rounded-full bg-gold-soft px-5 py-3 font-semibold text-teal-dark hover:bg-gold-light" autoFocus>
                  Accepter et lire la vidéo
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
