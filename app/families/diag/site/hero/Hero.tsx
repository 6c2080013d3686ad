import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../../ui/Link';
import type { z } from 'zod';
import { fullName } from '../../../../../domain/diag/crm';
import type { BlockProps } from '../../../../blocks/types';
import type { heroSchema } from './block';
import { ConsentGate } from '../../../../consent/ConsentGate';
import { useLocalizedHref } from '../../../../i18n/hooks';
import { ResponsiveImage } from '../../../../ui/ResponsiveImage';
import { HeroVideo } from './HeroVideo';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

export interface HeroData {
  slots: Array<{ param: string; label: string }>;
  initialMode: 'devis' | 'rendezvous';
}

type Mode = HeroData['initialMode'];

/** A stream served from another host (a CDN) is a third party: it waits for the 'media' consent. */
function isOtherHost(src: string, origin: string): boolean {
  try {
    return new URL(src, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

const PROJECTS = [
  ['vendre', 'hero.sell'],
  ['louer', 'hero.rent'],
  ['renover', 'hero.renovate'],
] as const;

const choice =
  'flex min-h-12 items-center justify-center rounded-lg bg-white px-5 py-3 text-center font-semibold text-diag-700 shadow hover:bg-diag-100 focus-visible:outline-2 focus-visible:outline-white';

/**
 * Title that toggles between quote and appointment modes. The inactive title is a link to the
 * same page in the other mode, so the toggle also works without JavaScript.
 */
function ModeTitle({ mode, current, onSelect }: { mode: Mode; current: Mode; onSelect: (m: Mode) => void }) {
  const { t } = useTranslation('diag');
  const label = mode === 'devis' ? t('hero.askQuote') : t('hero.bookAppointment');
  if (mode === current) return <span className="border-b-4 border-leaf-600 pb-1 text-white">{label}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSelect(mode);
  };
  return (
    <a href={mode === 'devis' ? '?#hero' : '?mode=rendezvous#hero'} onClick={onClick} className="pb-1 text-white/70 underline-offset-4 hover:text-white hover:underline">
      {label}
    </a>
  );
}

export function Hero({ props, data, site }: BlockProps<z.output<typeof heroSchema>, HeroData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const { t: tc } = useTranslation('consent');
  const href = useLocalizedHref();
  const [mode, setMode] = useState<Mode>(data.initialMode);
  // A navigation to this same page (e.g. the mobile menu's 'Prendre rendez-vous') keeps the block
  // mounted: follow the mode its URL asks for again.
  const { key } = useLocation();
  const [navigation, setNavigation] = useState(key);
  if (navigation !== key) {
    setNavigation(key);
    setMode(data.initialMode);
  }
  const crm = site.crm;
  const name = fullName(crm);
  const avatar = crm.ActivCloudflareHomeAvatarImageIdString;
  const video = typeof site.settings.heroVideoUrl === 'string' ? site.settings.heroVideoUrl : null;
  const pro = props.audience === 'professionnel';

  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden bg-diag-700">
      <div className="absolute inset-0 hidden bg-[url('/img/w=1600,h=900,fit=cover,f=auto,q=60/hero/poster.svg')] bg-cover bg-center md:block" aria-hidden="true" />
      {video &&
        (isOtherHost(video, site.origin) ? (
          <ConsentGate purpose="media" label={tc('gate.video')} className="absolute inset-0 hidden md:block" appearance="corner">
            <HeroVideo src={video} />
          </ConsentGate>
        ) : (
          <HeroVideo src={video} />
        ))}
      <div className="absolute inset-0 bg-gradient-to-r from-diag-900/90 via-diag-900/70 to-diag-900/30" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-7xl items-center gap-10 px-4 py-14 lg:px-6 lg:py-20">
        <div className="max-w-2xl flex-1">
          <p className="mb-3 text-sm font-semibold tracking-wide text-diag-100 uppercase">
            {pro ? t('hero.kickerPro') : `${t('hero.kicker')}${crm.ActivSecteur ? ` · ${crm.ActivSecteur}` : ''}`}
          </p>
          <h1 id="hero-title" className="flex flex-wrap gap-x-6 gap-y-2 text-3xl font-bold sm:text-4xl">
            <ModeTitle mode="devis" current={mode} onSelect={setMode} />
            <ModeTitle mode="rendezvous" current={mode} onSelect={setMode} />
          </h1>
          {mode === 'devis' ? (
            <div className="mt-8">
              <p className="mb-4 text-lg text-white">{pro ? t('hero.projectPro') : t('hero.project')}</p>
              <div className="grid gap-3 sm:grid-cols-3">
                {PROJECTS.map(([value, label]) => (
                  <Link key={value} to={href(`/devis?souhait=${value}`)} className={choice}>
                    {t(label)}
                  </Link>
                ))}
              </div>
              {pro ? (
                <p className="mt-5 text-white">
                  {t('hero.areYouPrivate')}{' '}
                  <Link to={href('/')} className="font-semibold text-white underline">
                    {t('hero.clickHere')}
                  </Link>
                </p>
              ) : (
                <p className="mt-5 text-white">
                  {t('hero.areYouPro')}{' '}
                  <Link to={href('/professionnel')} className="font-semibold text-white underline">
                    {t('hero.clickHere')}
                  </Link>
                </p>
              )}
            </div>
          ) : (
            <div className="mt-8">
              <p className="mb-4 text-lg text-white">{t('hero.pickSlot')}</p>
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.slots.map((slot) => (
                  <li key={slot.param}>
                    <Link to={href(`/devis?date=${slot.param}`)} className={`${choice} w-full`}>
                      {slot.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={href('/devis?date=autreDate')} className="mt-4 inline-block font-semibold text-white underline">
                {t('hero.urgent')}
              </Link>
            </div>
          )}
          <p className="mt-8 text-sm text-diag-100">{t('hero.promise')}</p>
        </div>
        {avatar && (
          <figure className="hidden shrink-0 text-center xl:block">
            <ResponsiveImage path={avatar} alt={name ? t('hero.photoOf', { name }) : t('hero.photo')} width={320} height={320} widths="avatar" sizes="320px" className="h-80 w-80 rounded-full border-4 border-white object-cover shadow-xl" />
            {name && <figcaption className="mt-3 text-lg font-semibold text-white">{name}</figcaption>}
          </figure>
        )}
      </div>
    </section>
  );
}
