import { useTranslation } from '../i18n/use-translation';
import { Link } from '../ui/Link';
import { useLocalizedHref } from '../i18n/hooks';

export function NotFound({ siteKnown }: { siteKnown: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-slate-500 uppercase">{t('notFound.kicker')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      {siteKnown ? (
        <>
          <p className="mt-4 text-slate-600">{t('notFound.missingPage')}</p>
          <Link to={href('/')} className="mt-8 inline-block rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
            {t('notFound.backHome')}
          </Link>
        </>
      ) : (
        <p className="mt-4 text-slate-600">{t('notFound.noSite')}</p>
      )}
    </main>
  );
}
