import { useTranslation } from '../../../i18n/use-translation';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { NewsList as NetworkNewsList, type NewsListData } from '../../../network/news/NewsList';

/** /actualites, agency variant (network spec §2 News): the network's news list with a back link home. */
export function AgenceNewsList(props: BlockProps<Record<string, never>, NewsListData, AgencePublicSite>) {
  const { t } = useTranslation('agence');
  const href = useLocalizedHref();
  return (
    <>
      {/* On the news hero's background, just above its title. */}
      <div className="bg-teal-dark px-4 pt-6">
        <nav aria-label={t('blog.breadcrumb')} className="mx-auto max-w-7xl">
          <a href={href('/')} className="text-sm font-medium text-white underline">
            {t('blog.backHome')}
          </a>
        </nav>
      </div>
      <NetworkNewsList {...(props as unknown as Parameters<typeof NetworkNewsList>[0])} />
    </>
  );
}
