import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation';
import { imageUrl } from '../../../domain/media/image-params';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import type { FavouritesData } from './favourites-data';
import type { schema } from './Favourites.block';

/**
 * /favoris: the listings saved with 'Favori', kept in this browser's favourites cookie (issue 39 item 8).
 * Read on the server; 'Retirer' is a form post, so the page works the same without JavaScript.
 */
export function Favourites({ data }: BlockProps<z.output<typeof schema>, FavouritesData>) {
  const { t } = useTranslation('listings');
  const href = useLocalizedHref();
  const list = data.items;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="text-3xl font-bold text-slate-900">
        {t('favourites.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('favourites.intro')}</p>
      {list.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-slate-700">
          {t('favourites.empty')}{' '}
          <a href={href('/recherche-bien')} className="font-semibold text-teal-900 underline">
            {t('favourites.search')}
          </a>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="favourites">
          {list.map((f) => (
            <li key={f.slug} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
              {f.image ? <img src={imageUrl(f.image, { w: 160, h: 120 })} alt="" width={120} height={90} className="h-[90px] w-[120px] rounded-md object-cover" /> : null}
              <div className="flex flex-1 flex-col">
                <a href={href(f.href)} className="font-semibold text-slate-900 hover:underline">
                  {f.title}
                </a>
                <span className="text-sm text-slate-700">{f.place}</span>
                <span className="font-bold text-teal-900">{f.price}</span>
                <form method="post" action="/api/favoris" className="mt-auto">
                  <input type="hidden" name="slug" value={f.slug} />
                  <input type="hidden" name="favori" value="retirer" />
                  <input type="hidden" name="retour" value={data.pathname} />
                  <button type="submit" className="text-sm text-slate-700 underline" aria-label={t('favourites.removeOne', { title: f.title })}>
                    {t('favourites.remove')}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
