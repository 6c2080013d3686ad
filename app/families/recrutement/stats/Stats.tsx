import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useMessage } from '../../../i18n/messages';

export interface StatsData {
  stats: Array<{ figure: string; caption: string }>;
}
const schema = z.object({ id: z.string().optional(), title: z.string().optional() });

/** Key figures of the network (stats items of spec §3: figure and caption), from the site's record. */
function Stats({ props, data }: BlockProps<z.output<typeof schema>, StatsData>) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  if (!data.stats.length) return null;
  return (
    <section id={props.id} aria-label={props.title ? message(props.title) : t('stats.label')} className="scroll-mt-20 border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        {props.title && <h2 className="mb-6 text-2xl font-bold text-teal-dark">{message(props.title)}</h2>}
        <dl className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {data.stats.map((s) => (
            <div key={s.caption} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-700">{s.caption}</dt>
              <dd className="text-3xl font-bold text-teal-brand">{s.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export const recrutementStatsBlock = defineBlock(schema, Stats, { static: true });
