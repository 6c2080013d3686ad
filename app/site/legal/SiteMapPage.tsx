import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import type { siteMapPageSchema } from './blocks';

/** /plan-du-site: every page a visitor can reach, grouped as the page table lists them. */
export function SiteMapPage({ props }: BlockProps<z.output<typeof siteMapPageSchema>>) {
  const href = useLocalizedHref();
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>Plan du site</h1>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={href(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
