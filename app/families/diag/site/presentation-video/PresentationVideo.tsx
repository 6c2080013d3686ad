import { useRef, useState } from 'react';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../../blocks/types';
import { ConsentGate } from '../../../../consent/ConsentGate';
import { CloseIcon } from '../../../../ui/icons';

/**
 * The presentation video, in a dialog with an embedded player. The iframe is only created when the
 * dialog opens, so the page does not pay for the player. Without JavaScript the link opens the video.
 */
function PresentationVideo({ site }: BlockProps<Record<string, never>>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const videoId = typeof site.settings.presentationVideoId === 'string' ? site.settings.presentationVideoId : null;
  if (!videoId) return null;
  const embed = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
  return (
    <section aria-labelledby="video-title" className="bg-diag-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center lg:px-6">
        <h2 id="video-title" className="text-3xl font-bold">
          Découvrez notre métier en vidéo
        </h2>
        <p className="max-w-2xl text-diag-100">Deux minutes pour comprendre comment se déroule un diagnostic, de la prise de rendez-vous au rapport.</p>
        <a
          href={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
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
          Voir la vidéo de présentation
        </a>
      </div>
      <dialog ref={dialog} onClose={() => setOpen(false)} aria-label="Vidéo de présentation" className="m-auto w-[min(94vw,960px)] bg-black p-0 backdrop:bg-black/80">
        <div className="flex justify-end bg-black p-1">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded p-1 text-white hover:bg-white/20">
            <CloseIcon />
            <span className="sr-only">Fermer la vidéo</span>
          </button>
        </div>
        <ConsentGate purpose="media" label="la vidéo YouTube" className="aspect-video">
          {open && <iframe className="h-full w-full" src={embed} title="Vidéo de présentation" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />}
        </ConsentGate>
      </dialog>
    </section>
  );
}

export const presentationVideoBlock = defineBlock(z.object({}), PresentationVideo);
