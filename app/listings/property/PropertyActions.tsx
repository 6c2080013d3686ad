import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocalizedHref } from '../../i18n/hooks';
import { readFavouriteSlugs } from '../../../domain/listings/favourites-cookie';

const BUTTON = 'inline-flex items-center gap-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

/**
 * Imprimer (print sheet), Partager (Web Share API, else the link copied), Favori (the favourites cookie).
 * Imprimer and the script's Partager need JavaScript: without it they are not shown (`needs-script`, app.css),
 * and sharing is offered another way: by e-mail or a link to copy (`script-free-only`, issue 39 item 8).
 * Favori is a form post to /api/favoris: without JavaScript it goes on to /favoris, the list; with it, the
 * same post is sent in place and the button shows the state (the page itself is shared by the render cache,
 * so the state is read from the cookie in the browser).
 */
export function PropertyActions({ slug, shareTitle, shareUrl }: { slug: string; shareTitle: string; shareUrl: string }) {
  const { t } = useTranslation('listings');
  const href = useLocalizedHref();
  const [isFavourite, setFavourite] = useState<boolean | null>(null);
  // The status's key, translated when shown: a text asked in a handler may not be in the page's record (decision 0060).
  const [status, setStatus] = useState<'actions.added' | 'actions.removed' | 'actions.copied' | 'actions.cancelled' | null>(null);
  useEffect(() => setFavourite(readFavouriteSlugs(document.cookie).includes(slug)), [slug]);

  const toggle = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await fetch(event.currentTarget.action, { method: 'POST', body: new URLSearchParams({ slug, favori: 'basculer' }), headers: { accept: 'application/json' } });
      const answer = (await response.json()) as { ok: boolean; isFavourite?: boolean };
      if (!answer.ok) return;
      setFavourite(answer.isFavourite === true);
      setStatus(answer.isFavourite ? 'actions.added' : 'actions.removed');
    } catch {
      // Offline: the button keeps its state.
    }
  };
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: shareTitle, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('actions.copied');
    } catch {
      setStatus('actions.cancelled');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <button type="button" className={`${BUTTON} needs-script`} onClick={() => window.print()}>
        {t('actions.print')}
      </button>
      <button type="button" className={`${BUTTON} needs-script`} onClick={() => void share()}>
        {t('actions.share')}
      </button>
      <details className="script-free-only relative">
        <summary className={`${BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{t('actions.share')}</summary>
        <div className="absolute left-0 z-20 mt-2 grid w-[min(20rem,90vw)] gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <a href={`mailto:?subject=${encodeURIComponent(shareTitle)}&body=${encodeURIComponent(shareUrl)}`} className="text-sm font-semibold text-teal-900 underline">
            {t('actions.shareByEmail')}
          </a>
          <label className="text-sm text-slate-800">
            {t('actions.linkToCopy')}
            <input readOnly value={shareUrl} className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1 text-sm" />
          </label>
        </div>
      </details>
      <form method="post" action="/api/favoris" onSubmit={(event) => void toggle(event)}>
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="favori" value="ajouter" />
        <input type="hidden" name="retour" value={href('/favoris')} />
        <button type="submit" className={BUTTON} aria-pressed={isFavourite ?? undefined}>
          <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span> {t('actions.favourite')}
        </button>
      </form>
      <a href={href('/favoris')} className="text-sm text-teal-900 underline">
        {t('actions.favourites')}
      </a>
      <p role="status" className="w-full text-sm text-slate-700">
        {status ? t(status) : ''}
      </p>
    </div>
  );
}
