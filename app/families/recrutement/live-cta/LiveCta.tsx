import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';

export interface LiveCtaData {
  nextMeeting: string;
}
const schema = z.object({ title: z.string().default('Participez en direct à notre prochaine réunion d’information') });

/** The live-participation call to action, to /reunion-d-information. */
function LiveCta({ props, data }: BlockProps<z.output<typeof schema>, LiveCtaData>) {
  const href = useLocalizedHref();
  const { t } = useTranslation('recrutement');
  return (
    <section aria-labelledby="direct-titre" className="bg-gold-light">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between lg:px-6">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-700" />
            {t('live.badge')}
          </p>
          <h2 id="direct-titre" className="mt-1 text-xl font-bold text-teal-dark sm:text-2xl">
            {props.title}
          </h2>
          <p className="mt-1 text-slate-800 first-letter:uppercase">{t('live.when', { meeting: data.nextMeeting })}</p>
        </div>
        <Link to={href('/reunion-d-information#inscription')} className="shrink-0 rounded-full bg-teal-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark">
          {t('live.join')}
        </Link>
      </div>
    </section>
  );
}

export const recrutementLiveCtaBlock = defineBlock(schema, LiveCta, { static: true });
