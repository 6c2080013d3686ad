import { SIGNUP_MESSAGES, type SignupField } from './signup';

/** Where the sign-up form lives, and the query it is sent back with after a post without JavaScript. */
export const SIGNUP_PAGE = '/reunion-d-information';
export const SIGNUP_ANCHOR = 'inscription';

const FIELD_MESSAGES: Record<SignupField, string> = {
  firstName: SIGNUP_MESSAGES.required,
  lastName: SIGNUP_MESSAGES.required,
  email: SIGNUP_MESSAGES.email,
  phone: SIGNUP_MESSAGES.required,
  when: SIGNUP_MESSAGES.option,
  profile: SIGNUP_MESSAGES.option,
  accept: SIGNUP_MESSAGES.accept,
};
const FIELDS = Object.keys(FIELD_MESSAGES) as SignupField[];

/** After a successful post: the page shows the success state and the meeting the lead was given. */
export function signupSuccessPath(meetingAt: Date): string {
  return `${SIGNUP_PAGE}?inscrit=1&reunion=${encodeURIComponent(meetingAt.toISOString())}#${SIGNUP_ANCHOR}`;
}

/** After a refused post: the names of the wrong fields only (never what was typed: no personal data in URLs). */
export function signupErrorPath(fields: string[]): string {
  const known = FIELDS.filter((f) => fields.includes(f));
  return `${SIGNUP_PAGE}?champs=${known.join(',')}#${SIGNUP_ANCHOR}`;
}

export type SignupPageState =
  | { kind: 'form'; errors: Partial<Record<SignupField, string>>; formError: string | null }
  | { kind: 'success'; meetingAt: Date | null };

/** Reads the page's query back into what the form shows; unknown or forged values are ignored. */
export function readSignupPageState(params: URLSearchParams): SignupPageState {
  if (params.get('inscrit') === '1') {
    const raw = params.get('reunion');
    const date = raw ? new Date(raw) : null;
    return { kind: 'success', meetingAt: date && !Number.isNaN(date.getTime()) ? date : null };
  }
  const fields = (params.get('champs') ?? '').split(',');
  const errors: Partial<Record<SignupField, string>> = {};
  for (const f of FIELDS) if (fields.includes(f)) errors[f] = FIELD_MESSAGES[f];
  const erreur = params.get('erreur');
  return { kind: 'form', errors, formError: erreur ? erreur.slice(0, 200) : null };
}
