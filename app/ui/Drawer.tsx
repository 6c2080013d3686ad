import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon, MenuIcon } from './icons';

/**
 * A slide-in menu built on <dialog>: focus is kept inside, Escape and the backdrop close it, and
 * the page behind is inert. Without JavaScript the same links stay reachable in the footer.
 */
export function Drawer({ label, children, side = 'right', buttonClassName = '' }: {
  label: string;
  children: ReactNode;
  side?: 'left' | 'right';
  buttonClassName?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog || (event.target as HTMLElement).closest('a')) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => ref.current?.showModal()} aria-haspopup="dialog">
        <MenuIcon />
        <span className="sr-only">{label}</span>
      </button>
      <dialog
        ref={ref}
        aria-label={label}
        className={`fixed inset-y-0 m-0 h-full max-h-none w-[85vw] max-w-sm bg-white p-0 text-slate-900 backdrop:bg-black/40 ${side === 'right' ? 'ml-auto' : 'mr-auto'}`}
      >
        <div className="flex justify-end p-3">
          <button type="button" onClick={() => ref.current?.close()} className="rounded p-2" aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <div className="px-4 pb-8">{children}</div>
      </dialog>
    </>
  );
}
