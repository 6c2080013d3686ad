import { Link } from '../../../ui/Link';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';

export interface LiveCtaData {
  nextMeeting: string;
}
/** A page may give its own title (a catalogue key); otherwise the catalogue's 'live.title'. */
const schema = z.object({ title: z.string().optional() });

/** The live-participation call to action, to /reunion-d-information. */
function LiveCta({ props, data }: BlockProps<z.output<typeof schema>, LiveCtaData>) {
  const href = useLocalizedHref();
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  return (
    <section aria-labelledby="direct-titre" className="bg-gold-light">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between lg:px-6">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-700" />
            {t('live.badge')}
          </p>
          <h2 id="direct-titre" className="mt-1 text-xl font-bold text-teal-dark sm:text-2xl">
            {props.title ? message(props.title) : t('live.title')}
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
