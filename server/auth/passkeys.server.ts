import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Member } from '../../domain/backoffice/grants';
import type { AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';
import type { Auth } from './auth.server';
import { PasskeySignInLimits } from './passkey-limits.server';

/** How long a ceremony's challenge can be answered; it is spent by its first answer, right or wrong. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
const TIMEOUT_MS = PASSKEY_CHALLENGE_SECONDS * 1000;
const CHALLENGE_PREFIX = 'passkey-challenge:';

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (iCloud Keychain, Google Password Manager…) rather than bound to one device. */
  backedUp: boolean;
}

/** Where the ceremony takes place: the operator host as the request reached it. */
export interface RelyingParty {
  /** The RP ID: the operator host, without port. */
  id: string;
  /** The page's origin the browser must report (scheme, host and port). */
  origin: string;
}

type Challenge = { purpose: 'register'; userId: string } | { purpose: 'sign-in' };

/** Why a passkey was refused: shown to the member as one French sentence each. */
export type PasskeyRefusal = 'unknown-challenge' | 'unknown-passkey' | 'not-verified' | 'already-registered';

export class PasskeyRefused extends Error {
  constructor(readonly reason: PasskeyRefusal) {
    super(`passkey refused: ${reason}`);
  }
}

/**
 * Passkeys (WebAuthn) for back-office members (decision 0090), verified with @simplewebauthn/server.
 * Registration needs a signed-in member; sign-in asks for any passkey of this site (discoverable
 * credentials, no e-mail typed) and answers the better-auth user it belongs to. Each ceremony's
 * challenge is stored in better-auth's verification table and consumed atomically by the answer that
 * names it, so an answer replayed, or signed over another challenge, finds nothing. The signature
 * counter must move forward (a cloned authenticator is refused). User verification (PIN, fingerprint)
 * is required: a passkey alone, without its owner's gesture, does not sign in.
 */
export class Passkeys {
  /** Sign-in ceremonies per client (each stores a challenge). */
  readonly limits: PasskeySignInLimits;

  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly audit: AuditLog,
  ) {
    this.limits = new PasskeySignInLimits(db);
  }

  async list(userId: string): Promise<PasskeySummary[]> {
    const rows = await this.db.selectFrom('auth_passkey').select(['id', 'name', 'created_at', 'last_used_at', 'backed_up']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at, backedUp: Number(r.backed_up) === 1 }));
  }

  async registrationOptions(member: Member, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.db.selectFrom('auth_passkey').select(['credential_id', 'transports']).where('user_id', '=', member.userId).execute();
    const options = await generateRegistrationOptions({
      rpName: 'Back-office vitrine',
      rpID: rp.id,
      userID: new TextEncoder().encode(member.userId),
      userName: member.email,
      userDisplayName: member.displayName,
      attestationType: 'none',
      timeout: TIMEOUT_MS,
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: parseTransports(c.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, { purpose: 'register', userId: member.userId });
    return options;
  }

  /** Verifies the browser's answer and stores the passkey under this name (with its audit entry). */
  async register(member: Member, rp: RelyingParty, response: RegistrationResponseJSON, name: string, now = new Date()): Promise<PasskeySummary> {
    const challenge = await this.consumeChallenge(response.response.clientDataJSON);
    if (!challenge || challenge.purpose !== 'register' || challenge.stored.userId !== member.userId) throw new PasskeyRefused('unknown-challenge');
    let verification;
    try {
      verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge.value, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true });
    } catch {
      throw new PasskeyRefused('not-verified');
    }
    if (!verification.verified) throw new PasskeyRefused('not-verified');
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const taken = await this.db.selectFrom('auth_passkey').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
    if (taken) throw new PasskeyRefused('already-registered');
    const row = {
      id: randomUUID(),
      user_id: member.userId,
      name,
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp ? 1 : 0,
      created_at: now.toISOString(),
      last_used_at: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('auth_passkey').values(row).execute();
      await this.audit.record(trx, { networkId: member.networkId, actor: { memberId: member.id, label: member.email }, action: 'passkey.add', targetType: 'passkey', targetId: row.id, changes: { name: { before: null, after: name } } }, now);
    });
    return { id: row.id, name, createdAt: row.created_at, lastUsedAt: null, backedUp: row.backed_up === 1 };
  }

  /** Deletes one of the member's own passkeys; another user's id (or an unknown one) deletes nothing and answers false. */
  async remove(member: Member, passkeyId: string, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('auth_passkey').select(['id', 'name']).where('id', '=', passkeyId).where('user_id', '=', member.userId).executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('auth_passkey').where('id', '=', row.id).where('user_id', '=', member.userId).execute();
      await this.audit.record(trx, { networkId: member.networkId, actor: { memberId: member.id, label: member.email }, action: 'passkey.remove', targetType: 'passkey', targetId: row.id, changes: { name: { before: row.name, after: null } } }, now);
      return true;
    });
  }

  async authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    // No allowCredentials: the browser offers the passkeys it holds for this host (discoverable credentials).
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: TIMEOUT_MS });
    await this.storeChallenge(options.challenge, { purpose: 'sign-in' });
    return options;
  }

  /** Verifies a sign-in answer: the user id of the passkey that signed it, its counter moved forward. */
  async authenticate(rp: RelyingParty, response: AuthenticationResponseJSON, now = new Date()): Promise<string> {
    const challenge = await this.consumeChallenge(response.response.clientDataJSON);
    if (!challenge || challenge.purpose !== 'sign-in') throw new PasskeyRefused('unknown-challenge');
    const passkey = await this.db.selectFrom('auth_passkey').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
    if (!passkey) throw new PasskeyRefused('unknown-passkey');
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.value,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: { id: passkey.credential_id, publicKey: isoBase64URL.toBuffer(passkey.public_key), counter: Number(passkey.counter), transports: parseTransports(passkey.transports) },
      });
    } catch {
      throw new PasskeyRefused('not-verified');
    }
    if (!verification.verified) throw new PasskeyRefused('not-verified');
    // The counter only moves forward: written only if nobody moved it meanwhile (two answers racing).
    const updated = await this.db
      .updateTable('auth_passkey')
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new PasskeyRefused('not-verified');
    return passkey.user_id;
  }

  private async storeChallenge(challenge: string, stored: Challenge): Promise<void> {
    const { internalAdapter } = await this.auth.$context;
    await internalAdapter.createVerificationValue({ identifier: `${CHALLENGE_PREFIX}${challenge}`, value: JSON.stringify(stored), expiresAt: new Date(Date.now() + TIMEOUT_MS) });
  }

  /**
   * The challenge this answer was signed over (read from its client data), spent now: a second answer
   * naming it finds nothing. Null when unknown, already spent or expired.
   */
  private async consumeChallenge(clientDataJSON: string): Promise<({ value: string } & ({ purpose: 'register'; stored: { userId: string } } | { purpose: 'sign-in'; stored: object })) | null> {
    let value: unknown;
    try {
      value = (JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown }).challenge;
    } catch {
      return null;
    }
    if (typeof value !== 'string' || value.length === 0 || value.length > 200) return null;
    const { internalAdapter } = await this.auth.$context;
    const row = await internalAdapter.consumeVerificationValue(`${CHALLENGE_PREFIX}${value}`);
    if (!row) return null;
    const stored = JSON.parse(row.value) as Challenge;
    return stored.purpose === 'register' ? { value, purpose: 'register', stored: { userId: stored.userId } } : { value, purpose: 'sign-in', stored: {} };
  }
}

function parseTransports(json: string): AuthenticatorTransportFuture[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((t): t is AuthenticatorTransportFuture => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
