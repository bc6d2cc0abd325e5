// Pusher's signatures: hex HMAC-SHA256 with the app secret, compared in constant time so a
// forger learns nothing from how long a refusal takes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
