import { Link } from '../../../../ui/Link';
import type { BlockProps } from '../../../../blocks/types';
import { ResponsiveImage } from '../../../../ui/ResponsiveImage';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalizedHref } from '../../../../i18n/hooks';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

export interface ArticleData {
  title: string;
  image: string | null;
  dateIso: string;
  dateLabel: string;
  /** Sanitised on the server. */
  html: string;
}

/** /actualites/{slug}: title, image, date in French long format and the sanitised description. */
export function NewsArticle({ data }: BlockProps<Record<string, never>, ArticleData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to={href('/actualites')} className="text-sm font-semibold">
        {t('news.allNews')}
      </Link>
      <h1 className="mt-4 text-4xl font-bold text-diag-900">{data.title}</h1>
      {data.dateLabel && (
        <p className="mt-2 text-slate-600">
          <time dateTime={data.dateIso}>{data.dateLabel}</time>
        </p>
      )}
      {data.image && (
        <ResponsiveImage path={data.image} alt="" width={1200} height={800} widths="cover" sizes="(min-width: 768px) 768px, 100vw" className="mt-6 aspect-[3/2] h-auto w-full rounded-xl object-cover" priority />
      )}
      {data.html ? <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: data.html }} /> : <p className="mt-8 text-slate-700">{t('news.comingSoon')}</p>}
    </article>
  );
}
