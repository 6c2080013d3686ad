import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

const base64url = z.string().min(1).max(8192).regex(/^[A-Za-z0-9_-]+$/);

const credential = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const registrationSchema = z.object({
  ...credential,
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(40)).max(10).optional() }),
});

const authenticationSchema = z.object({
  ...credential,
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});

function parsed<T>(schema: z.ZodType, json: FormDataEntryValue | null): T | null {
  if (typeof json !== 'string' || json.length > 16_384) return null;
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? (result.data as T) : null;
  } catch {
    return null;
  }
}

/** The browser's answer to a registration (@simplewebauthn/browser's startRegistration), or null when malformed. */
export const readRegistrationResponse = (json: FormDataEntryValue | null) => parsed<RegistrationResponseJSON>(registrationSchema, json);
/** The browser's answer to a sign-in (startAuthentication), or null when malformed. */
export const readAuthenticationResponse = (json: FormDataEntryValue | null) => parsed<AuthenticationResponseJSON>(authenticationSchema, json);
