import { useTranslation } from '../../../../i18n/use-translation';
import type { z } from 'zod';
import { formatPhonePairs, phoneHref } from '../../../../../domain/format/phone';
import type { ImmoPublicSite } from '../../../../../domain/immo/site';
import type { BlockProps } from '../../../../blocks/types';
import { ConsentGate } from '../../../../consent/ConsentGate';
import { useLocalizedHref } from '../../../../i18n/hooks';
import { LeafletMap } from '../../../../ui/map/LeafletMap';
import type { MapMarker } from '../../../../ui/map/types';
import type { AdviserCardView } from '../adviser-view';
import { RatingStars } from '../RatingStars';
import { AdviserContactForm, type ContactFormState } from './AdviserContactForm';
import type { schema } from './AdviserContact.block';

export interface AdviserContactData {
  adviser: AdviserCardView & { address: string; zones: string[]; languages: string[] };
  form: ContactFormState;
  tilesUrl: string;
  marker: MapMarker | null;
}

/**
 * The adviser contact page (network spec §2 'Adviser contact'): header, a card with the contact
 * details (at most 4 zones, languages), the map of the adviser's address, and the 3-tab form.
 */
export function AdviserContact({ data }: BlockProps<z.output<typeof schema>, AdviserContactData, ImmoPublicSite>) {
  const { t } = useTranslation('advisers');
  const { t: tc } = useTranslation('consent');
  const href = useLocalizedHref();
  const { adviser } = data;
  return (
    <div className="pb-12">
      <header className="bg-teal-brand px-4 py-8 text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-5">
          {adviser.avatarUrl ? <img src={adviser.avatarUrl} alt="" width={96} height={96} className="h-20 w-20 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover sm:h-24 sm:w-24" /> : null}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">{t('contact.title', { name: adviser.name })}</h1>
            <p className="mt-1 text-white/90">
              {adviser.title} · {adviser.city} ({adviser.zip})
            </p>
            <p className="mt-1 text-sm">
              {adviser.rating ? <RatingStars value={adviser.rating.value} label={(text) => t('profile.ratingLabel', { value: text })} className="h-4 w-4 text-gold-soft" /> : t('directory.noRating')}
              {' · '}
              <a href={href(`/conseiller/${adviser.slug}`)} className="underline">
                {t('directory.profile')}
              </a>
            </p>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="card-title" className="rounded-2xl border border-slate-200 p-5">
            <h2 id="card-title" className="text-lg font-bold text-slate-900">
              {t('contact.cardTitle')}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.phone')}</dt>
                <dd>
                  <a href={phoneHref(adviser.phone)} className="text-teal-brand underline">
                    {formatPhonePairs(adviser.phone)}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.email')}</dt>
                <dd className="break-all">
                  <a href={`mailto:${adviser.email}`} className="text-teal-brand underline">
                    {adviser.email}
                  </a>
                </dd>
              </div>
              {adviser.address ? (
                <div>
                  <dt className="font-semibold text-slate-900">{t('contact.address')}</dt>
                  <dd className="text-slate-800">{adviser.address}</dd>
                </div>
              ) : null}
              {adviser.zones.length ? (
                <div>
                  <dt className="font-semibold text-slate-900">{t('contact.zones')}</dt>
                  <dd className="text-slate-800">{adviser.zones.join(', ')}</dd>
                </div>
              ) : null}
              {adviser.languages.length ? (
                <div>
                  <dt className="font-semibold text-slate-900">{t('contact.languages')}</dt>
                  <dd className="text-slate-800">{adviser.languages.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          {data.marker ? (
            <ConsentGate purpose="maps" label={tc('gate.map')} className="h-72 w-full overflow-hidden rounded-lg">
              <LeafletMap tilesUrl={data.tilesUrl} markers={[data.marker]} label={t('contact.mapLabel', { name: adviser.name })} heightClass="h-full" />
            </ConsentGate>
          ) : (
            <p className="text-sm text-slate-700">{t('contact.noMap')}</p>
          )}
        </div>
        <AdviserContactForm state={data.form} />
      </div>
    </div>
  );
}

