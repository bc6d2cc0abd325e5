// What a person reads for Aimee's voices (the OpenAI Realtime voices the emulated assistant imitates).
import { labels } from '../enum-labels.ts';

export const aimeeVoice = labels('AimeeVoice', {
  alloy: 'Alloy',
  coral: 'Coral',
  sage: 'Sage',
  verse: 'Verse',
});

export const aimeeConversationStatus = labels('AimeeConversationStatus', {
  connected: 'Connected',
  ended: 'Ended',
});
