// Encrypts the OAuth refresh tokens kept in Firestore (AES-256-GCM), so that a leaked export or
// backup of the database holds no usable Google grant without TOKEN_ENCRYPTION_KEY.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

// Any secret text becomes a 256-bit key; the secret itself is what must stay random and private.
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export function encryptToken(plain: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The token, or null when the value was not sealed with this secret (or was altered). */
export function decryptToken(sealed: string, secret: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
