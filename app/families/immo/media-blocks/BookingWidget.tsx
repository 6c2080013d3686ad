import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { bookingEmbedUrl } from '../../../../domain/immo/booking';
import { formatPhonePairs, phoneHref } from '../../../../domain/format/phone';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { ConsentGate } from '../../../consent/ConsentGate';
import type { schema } from './BookingWidget.block';

/**
 * The meeting-booking widget (spec §2, the pages' final block): the booking host's page in a frame,
 * only once the visitor consents to 'booking' (decision 0013) — until then a placeholder of the same
 * size. The phone and e-mail of the site stay beside it, so booking never depends on the third party.
 */
export function BookingWidget({ props, site }: BlockProps<z.output<typeof schema>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const embed = bookingEmbedUrl(typeof site.settings.bookingUrl === 'string' ? site.settings.bookingUrl : undefined);
  const phone = typeof site.settings.phone === 'string' ? site.settings.phone : '';
  const email = typeof site.settings.email === 'string' ? site.settings.email : '';
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-24 bg-slate-50 px-4 py-12">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[1fr_2fr]">
        <div>
          <h2 id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
            {props.title}
          </h2>
          <p className="mt-3 text-slate-800">{props.text}</p>
          {(phone || email) && (
            <p className="mt-4 text-slate-800">
              {t('booking.orContact')}{' '}
              {phone && (
                <a href={phoneHref(phone)} className="font-semibold whitespace-nowrap text-teal-brand underline">
                  {formatPhonePairs(phone)}
                </a>
              )}
              {phone && email && ` ${t('booking.or')} `}
              {email && (
                <a href={`mailto:${email}`} className="font-semibold text-teal-brand underline">
                  {email}
                </a>
              )}
            </p>
          )}
        </div>
        {embed ? (
          <ConsentGate purpose="booking" label={t('booking.gateLabel')} className="h-[40rem] w-full overflow-hidden rounded-xl border border-slate-200 bg-white">
            <iframe src={embed} title={t('booking.frameTitle')} className="h-full w-full" loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
          </ConsentGate>
        ) : (
          <p className="self-center text-slate-800">{t('booking.unavailable')}</p>
        )}
      </div>
    </section>
  );
}

// Static: the consent button is a plain form post without JavaScript, and the frame is plain HTML.
