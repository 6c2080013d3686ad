import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon, MenuIcon } from './icons';

/** The one menu panel of a page's header (its button names it). */
export const MENU_PANEL_ID = 'menu-site';
/** Where the panel is the header's row (Tailwind's `lg`, as the callers' `lg:` classes). */
const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * A header menu written once for every width (decision 0063): a row on wide screens, a panel behind
 * a button on small ones. The panel is a popover: it opens without JavaScript, closes on Escape and on
 * a press outside (the browser's light dismiss), comes next in the focus order after its button, and
 * with JavaScript also closes once a link inside is followed (a client navigation keeps the page).
 * The caller's classes lay it out: `[&:popover-open]:…` for the open panel, `lg:…` for the row.
 */
export function PopoverMenuPanel({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a') && panel.matches(':popover-open')) panel.hidePopover();
    };
    // Opened on a narrow window that then widens: the row takes over, the panel closes.
    const wide = window.matchMedia(WIDE_SCREEN);
    const onWiden = () => {
      if (wide.matches && panel.matches(':popover-open')) panel.hidePopover();
    };
    panel.addEventListener('click', onClick);
    wide.addEventListener('change', onWiden);
    return () => {
      panel.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWiden);
    };
  }, []);
  return (
    <div ref={ref} id={MENU_PANEL_ID} popover="auto" className={className}>
      {children}
    </div>
  );
}

/** The button that opens and closes the panel; its icon says what a press does (☰ open, ✕ close), through CSS alone. */
export function PopoverMenuButton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  // The icons' variants name the panel's id literally: Tailwind generates only the classes it reads.
  return (
    <button type="button" popoverTarget={MENU_PANEL_ID} className={className}>
      <MenuIcon className="h-6 w-6 [body:has(#menu-site:popover-open)_&]:hidden" />
      <CloseIcon className="hidden h-6 w-6 [body:has(#menu-site:popover-open)_&]:block" />
      <span className="sr-only">{t('menu')}</span>
    </button>
  );
}
