import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marketplace tokens at rest: AES-256-GCM, a fresh 12-byte IV each time, "v1.iv.tag.ciphertext" in base64url. */
export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or an error when the text was altered or encrypted with another key. */
export function decryptToken(key: Buffer, stored: string): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined)
    throw new Error('Unreadable marketplace token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
