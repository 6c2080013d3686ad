import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { imageUrl } from '../../../domain/media/image-params';
import { useLocalizedHref } from '../../i18n/hooks';
import { type Favourite, readFavourites, writeFavourites } from '../favourites';

/** /favoris: the listings saved with 'Favori', kept in this browser only. */
export function Favourites() {
  const { t } = useTranslation('listings');
  const href = useLocalizedHref();
  const [list, setList] = useState<Favourite[] | null>(null);
  useEffect(() => setList(readFavourites()), []);
  const remove = (slug: string) => {
    const next = (list ?? []).filter((f) => f.slug !== slug);
    writeFavourites(next);
    setList(next);
  };
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="text-3xl font-bold text-slate-900">
        {t('favourites.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('favourites.intro')}</p>
      {/* Until the browser's list is read, the empty message holds its room unseen: the footer does not jump. */}
      {list === null || list.length === 0 ? (
        <p className={`mt-6 rounded-lg bg-slate-50 p-6 text-slate-700 ${list === null ? 'invisible' : ''}`} aria-hidden={list === null ? true : undefined}>
          {t('favourites.empty')}{' '}
          <a href={href('/recherche-bien')} className="font-semibold text-teal-900 underline">
            {t('favourites.search')}
          </a>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.map((f) => (
            <li key={f.slug} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
              {f.image ? <img src={imageUrl(f.image, { w: 160, h: 120 })} alt="" width={120} height={90} className="h-[90px] w-[120px] rounded-md object-cover" /> : null}
              <div className="flex flex-1 flex-col">
                <a href={f.href} className="font-semibold text-slate-900 hover:underline">
                  {f.title}
                </a>
                <span className="text-sm text-slate-700">{f.place}</span>
                <span className="font-bold text-teal-900">{f.price}</span>
                <button type="button" onClick={() => remove(f.slug)} className="mt-auto self-start text-sm text-slate-700 underline">
                  {t('favourites.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

