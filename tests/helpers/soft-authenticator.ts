import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** base64url of any bytes (the helper's type wants an ArrayBuffer-backed array). */
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software authenticator for tests: a real P-256 key pair, answering registrations (attestation
 * 'none') and sign-ins the way a security key or a phone does (WebAuthn §6.1 authenticator data,
 * §6.5 attested credential data, ES256 signature over authenticatorData ‖ SHA-256(clientDataJSON)).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  counter = 0;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Uint8Array {
    const head = Buffer.alloc(37);
    createHash('sha256').update(rpId).digest().copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON, { origin = this.origin }: { origin?: string } = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const authData = this.authData(options.rp.id!, UP | UV | AT, this.counter, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** Signs a sign-in challenge; the counter moves forward by one unless told otherwise (a cloned authenticator). */
  signIn(options: PublicKeyCredentialRequestOptionsJSON, { counter = this.counter + 1, origin = this.origin, userVerified = true }: { counter?: number; origin?: string; userVerified?: boolean } = {}): AuthenticationResponseJSON {
    this.counter = counter;
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const authData = this.authData(options.rpId!, UP | (userVerified ? UV : 0), counter);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, createHash('sha256').update(clientData).digest()]));
    const signature = signer.sign(this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle || undefined },
      clientExtensionResults: {},
    };
  }
}
