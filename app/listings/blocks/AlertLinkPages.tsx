import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import type { schema } from './AlertLinkPages.block';


export type AlertConfirmData = { state: 'ask' | 'confirmed' | 'unsubscribed'; action: string };
export type AlertUnsubscribeData = { state: 'ask' | 'done'; email: string; action: string };

const BOX = 'mx-auto max-w-2xl px-4 py-16';
const PRIMARY = 'inline-block rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white';
const SECONDARY = 'inline-block rounded-md border border-teal-800 px-4 py-2.5 font-semibold text-teal-900';

function NextSteps() {
  const { t } = useTranslation('listings');
  const href = useLocalizedHref();
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <a href={href('/recherche-bien')} className={PRIMARY}>
        {t('alertPages.search')}
      </a>
      <a href={href('/alerte-immobiliere')} className={SECONDARY}>
        {t('alertPages.newAlert')}
      </a>
    </p>
  );
}

/** The double opt-in link's page (decision 0032): one button (a plain form post) switches the alert on; then the outcome. */
export function AlertConfirm({ data }: BlockProps<z.output<typeof schema>, AlertConfirmData>) {
  const { t } = useTranslation('listings');
  if (data.state === 'ask') {
    return (
      <main id="contenu" className={BOX}>
        <h1 className="text-3xl font-bold text-slate-900">{t('alertPages.confirmTitle')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('alertPages.confirmBody')}</p>
        <form method="post" action={data.action} className="mt-8">
          <button type="submit" className={PRIMARY}>
            {t('alertPages.confirmAction')}
          </button>
        </form>
      </main>
    );
  }
  return (
    <main id="contenu" className={BOX}>
      <h1 className="text-3xl font-bold text-slate-900">{data.state === 'confirmed' ? t('alertPages.confirmedTitle') : t('alertPages.unsubscribedTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{data.state === 'confirmed' ? t('alertPages.confirmedBody') : t('alertPages.alreadyUnsubscribed')}</p>
      <NextSteps />
    </main>
  );
}

/** The unsubscribe link's page: one button (a plain form post, no JavaScript), then the outcome. */
export function AlertUnsubscribe({ data }: BlockProps<z.output<typeof schema>, AlertUnsubscribeData>) {
  const { t } = useTranslation('listings');
  if (data.state === 'done') {
    return (
      <main id="contenu" className={BOX}>
        <h1 className="text-3xl font-bold text-slate-900">{t('alertPages.unsubscribedTitle')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('alertPages.unsubscribedBody')}</p>
        <NextSteps />
      </main>
    );
  }
  return (
    <main id="contenu" className={BOX}>
      <h1 className="text-3xl font-bold text-slate-900">{t('alertPages.unsubscribeTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('alertPages.unsubscribeBody', { email: data.email })}</p>
      <form method="post" action={data.action} className="mt-8">
        <button type="submit" className={PRIMARY}>
          {t('alertPages.unsubscribeAction')}
        </button>
      </form>
    </main>
  );
}

