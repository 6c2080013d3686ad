import { Link } from '../../../ui/Link';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { formatPhonePairs, phoneHref } from '../../../../domain/format/phone';
import type { RecrutementPublicSite } from '../../../../domain/recrutement/site';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';

export interface ContactData {
  phone: string;
  email: string;
  nextMeeting: string;
  durationLabel: string;
}
const schema = z.object({ id: z.string().default('rdv'), title: z.string().optional() });

/** The contact / appointment block (#rdv): phone, e-mail and the next information meeting. */
function Contact({ props, data }: BlockProps<z.output<typeof schema>, ContactData, RecrutementPublicSite>) {
  const href = useLocalizedHref();
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-teal-brand text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2 lg:px-6">
        <div>
          <h2 id={`${props.id}-titre`} className="text-2xl font-bold sm:text-3xl">
            {props.title ? message(props.title) : t('contact.title')}
          </h2>
          <p className="mt-3 text-white/90">{t('contact.intro')}</p>
          <ul className="mt-5 space-y-2">
            {data.phone && (
              <li>
                <a href={phoneHref(data.phone)} className="font-semibold underline underline-offset-4">
                  {formatPhonePairs(data.phone)}
                </a>
              </li>
            )}
            {data.email && (
              <li>
                <a href={`mailto:${data.email}`} className="font-semibold underline underline-offset-4">
                  {data.email}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
          <p className="text-sm font-semibold tracking-wide text-white uppercase">{t('contact.nextMeeting')}</p>
          <p className="mt-2 text-xl font-bold first-letter:uppercase">{data.nextMeeting}</p>
          <p className="text-white/90">{t('contact.online', { duration: data.durationLabel })}</p>
          <Link to={href('/reunion-d-information#inscription')} className="mt-5 inline-block rounded-full bg-gold-soft px-5 py-3 font-semibold text-teal-dark hover:bg-gold-light">
            {t('contact.signUp')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export const recrutementContactBlock = defineBlock(schema, Contact, { static: true });
