import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { CONSENT_ENDPOINT } from './consent-data';

/**
 * A form that posts a consent choice. Without JavaScript it is a plain post: the server sets the
 * cookie and sends the visitor back to `returnTo`. With it, the choice is sent in place and the page
 * data is read again, so the banner closes and gated embeds appear without a reload.
 */
export function ConsentForm({ children, className, returnTo, label }: { children: ReactNode; className?: string; returnTo?: string; label?: string }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const back = returnTo ?? here;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    try {
      const response = await fetch(CONSENT_ENDPOINT, { method: 'POST', body: new FormData(form, button), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = (await response.json()) as { analyticsRevoked?: boolean };
      // A tracker already running cannot be unloaded: a fresh page stops it.
      if (answer.analyticsRevoked) {
        if (back === here) window.location.reload();
        else window.location.assign(back);
      }
      else {
        await revalidator.revalidate();
        if (back !== here) await navigate(back);
      }
    } catch {
      // Fall back to the plain post, carrying the pressed button's choice.
      if (button?.name) {
        const hidden = Object.assign(document.createElement('input'), { type: 'hidden', name: button.name, value: button.value });
        form.append(hidden);
      }
      form.submit();
    }
  };

  return (
    <form method="post" action={CONSENT_ENDPOINT} onSubmit={onSubmit} className={className} aria-label={label}>
      <input type="hidden" name="retour" value={back} />
      {children}
    </form>
  );
}
