import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useMessage } from '../../../i18n/messages';

export interface PressData {
  outlets: Array<{ outlet: string; url: string; title: string }>;
}
const schema = z.object({ title: z.string().optional() });

/** The 'they talk about us' strip: the outlets of the site's media articles. */
function PressStrip({ props, data }: BlockProps<z.output<typeof schema>, PressData>) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  if (!data.outlets.length) return null;
  return (
    <section aria-labelledby="presse-titre" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center lg:px-6">
        <h2 id="presse-titre" className="shrink-0 text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {props.title ? message(props.title) : t('press.title')}
        </h2>
        <ul className="flex flex-wrap gap-x-8 gap-y-2">
          {data.outlets.map((o) => (
            <li key={o.url}>
              <a href={o.url} title={o.title} className="font-serif text-lg text-slate-800 italic hover:text-teal-brand" rel="noopener">
                {o.outlet}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const recrutementPressBlock = defineBlock(schema, PressStrip, { static: true });
