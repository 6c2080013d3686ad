import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The back-office's only script (decision 0090), loaded by the sign-in page and 'Mon compte' alone.
 * It reveals the passkey controls when the browser can use passkeys, and runs the two ceremonies
 * against /gestion/cle-acces (same-origin form posts answered in JSON). Every text it shows comes from
 * the page (data attributes), in the page's language. Without it the pages work as before: sign-in by
 * e-mail link, passkeys listed and deleted by plain forms.
 */

interface Answer {
  ok: boolean;
  body: { error?: string; field?: string; location?: string } & Record<string, unknown>;
}

async function post(endpoint: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(endpoint, { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as Answer['body'];
  return { ok: response.ok, body };
}

/** The browser's own refusal (the member closed the dialog, or no passkey matched) versus anything else. */
function cancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

function say(region: Element | null, text: string): void {
  if (region) region.textContent = text;
}

function signIn(root: HTMLElement): void {
  const endpoint = root.dataset.endpoint ?? '';
  const button = root.querySelector('button');
  const region = root.querySelector('[data-passkey-error]');
  root.hidden = false;
  button?.addEventListener('click', () => {
    void (async () => {
      say(region, '');
      button.disabled = true;
      try {
        const options = await post(endpoint, { intent: 'sign-in-options' });
        if (!options.ok) return say(region, options.body.error ?? root.dataset.failed ?? '');
        const response = await startAuthentication({ optionsJSON: options.body as never });
        const answer = await post(endpoint, { intent: 'sign-in', response: JSON.stringify(response) });
        if (answer.ok && answer.body.location) return window.location.assign(answer.body.location);
        say(region, answer.body.error ?? root.dataset.failed ?? '');
      } catch (error) {
        say(region, (cancelled(error) ? root.dataset.cancelled : root.dataset.failed) ?? '');
      } finally {
        button.disabled = false;
      }
    })();
  });
}

function register(form: HTMLFormElement): void {
  const endpoint = form.dataset.endpoint ?? '';
  const region = form.querySelector('[data-passkey-error]');
  const input = form.querySelector<HTMLInputElement>('input[name="name"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.hidden = false;
  document.querySelector<HTMLElement>('[data-passkey-unsupported]')?.setAttribute('hidden', '');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      say(region, '');
      input?.removeAttribute('aria-invalid');
      if (button) button.disabled = true;
      try {
        const options = await post(endpoint, { intent: 'register-options', name: input?.value ?? '' });
        if (!options.ok) {
          if (options.body.field === 'name') input?.setAttribute('aria-invalid', 'true');
          return say(region, options.body.error ?? form.dataset.failed ?? '');
        }
        const response = await startRegistration({ optionsJSON: options.body as never });
        const answer = await post(endpoint, { intent: 'register', name: input?.value ?? '', response: JSON.stringify(response) });
        if (answer.ok && answer.body.location) return window.location.assign(answer.body.location);
        if (answer.body.field === 'name') input?.setAttribute('aria-invalid', 'true');
        say(region, answer.body.error ?? form.dataset.failed ?? '');
      } catch (error) {
        say(region, (cancelled(error) ? form.dataset.cancelled : form.dataset.failed) ?? '');
      } finally {
        if (button) button.disabled = false;
      }
    })();
  });
}

if (browserSupportsWebAuthn()) {
  for (const root of document.querySelectorAll<HTMLElement>('[data-passkey-sign-in]')) signIn(root);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-passkey-register]')) register(form);
}
