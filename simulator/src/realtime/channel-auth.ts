// Channel authentication as Pusher checks it: `private-` channels (`private-encrypted-` included)
// need `{key}:HMAC(secret, "{socket_id}:{channel}")`; `presence-` channels the same over
// "{socket_id}:{channel}:{channel_data}", whose JSON names the member. Other channels are public.
import { readPresenceMember, type PresenceMember, type SubscribeData } from './client-frames.ts';
import { hmacHex, sameSignature } from './signatures.ts';

export type Admission = { ok: true; member: PresenceMember | null } | { ok: false; error: string };

export function admit(creds: { key: string; secret: string }, socketId: string, data: SubscribeData): Admission {
  const { channel, auth, channel_data: channelData } = data;
  const signed = (text: string) => sameSignature(`${creds.key}:${hmacHex(creds.secret, text)}`, auth);
  if (channel.startsWith('presence-')) {
    if (channelData === undefined) return { ok: false, error: 'A presence channel needs channel_data' };
    if (!signed(`${socketId}:${channel}:${channelData}`)) return { ok: false, error: 'Invalid signature' };
    const member = readPresenceMember(channelData);
    return member ? { ok: true, member } : { ok: false, error: 'channel_data must be JSON with a user_id' };
  }
  if (channel.startsWith('private-') && !signed(`${socketId}:${channel}`)) return { ok: false, error: 'Invalid signature' };
  return { ok: true, member: null };
}
