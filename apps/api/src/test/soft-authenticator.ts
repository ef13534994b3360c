import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn registration
 * and authentication options as a browser with a platform authenticator would (no
 * attestation, user present and verified). `counter` grows with each signature.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  private authenticatorData(rpId: string, withCredential: boolean): Buffer {
    const flags = 0x01 | 0x04 | (withCredential ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const head = Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
    if (!withCredential) return head;
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
  }

  /** The registration answer to creation options (`options.challenge`, `options.rp.id`) from `origin`. */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown> {
    const rpId = (options.rp as { id: string }).id;
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestation = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', this.authenticatorData(rpId, true)]]) as never);
    const id = b64url(this.credentialId);
    return { id, rawId: id, type: 'public-key', response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestation), transports: ['internal'] }, clientExtensionResults: {} };
  }

  /** The authentication answer to request options, signed (the counter grows first unless `keepCounter`). */
  authenticate(options: Record<string, unknown>, origin: string, { rpId = options.rpId as string, keepCounter = false } = {}): Record<string, unknown> {
    if (!keepCounter) this.counter += 1;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const authenticatorData = this.authenticatorData(rpId, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientData)]), this.privateKey);
    const id = b64url(this.credentialId);
    return { id, rawId: id, type: 'public-key', response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authenticatorData), signature: b64url(signature) }, clientExtensionResults: {} };
  }
}
