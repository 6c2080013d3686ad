import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { useMessage } from '../../i18n/messages';
import { useTranslation } from '../../i18n/use-translation';
import type { schema } from './SiteMapPage.block';

/** /plan-du-site: every page a visitor can reach, grouped as the page table lists them (titles and labels are catalogue keys). */
export function SiteMapPage({ props }: BlockProps<z.output<typeof schema>>) {
  const href = useLocalizedHref();
  const { t } = useTranslation('common');
  const message = useMessage();
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>{t('legal.siteMap.title')}</h1>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{message(section.title)}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)}>{message(link.label)}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

