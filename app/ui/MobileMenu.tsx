import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Dropdown } from './Dropdown';
import { CloseIcon, MenuIcon } from './icons';

/**
 * The headers' menu button on small screens (every family): a <details> that opens without
 * JavaScript, so content pages ship none; its icon says what a press does, open (☰) or close (✕),
 * through CSS alone. The caller hides it on wide screens and places the panel.
 */
export function MobileMenu({ className, panelClassName, navClassName, children }: {
  /** Where the button shows, e.g. 'lg:hidden'. */
  className: string;
  panelClassName: string;
  navClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dropdown
      className={`group ${className}`}
      summaryClassName="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300 text-slate-800 [&::-webkit-details-marker]:hidden"
      summary={
        <>
          <MenuIcon className="h-6 w-6 group-open:hidden" />
          <CloseIcon className="hidden h-6 w-6 group-open:block" />
          <span className="sr-only">{t('menu')}</span>
        </>
      }
      panelClassName={panelClassName}
    >
      <nav aria-label={t('mobileMenu')} className={navClassName}>
        {children}
      </nav>
    </Dropdown>
  );
}
