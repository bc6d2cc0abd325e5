// Every provider API handler, keyed by operationId.
import { auditHandlers } from './audit.ts';
import { configurationHandlers } from './menus.ts';
import { notificationHandlers } from './notifications.ts';
import { preferenceHandlers } from './preferences.ts';
import { realtimeHandlers } from './realtime.ts';
import { searchHandlers } from './search.ts';
import { tableSettingHandlers } from './table-settings.ts';
import type { ApiHandlers } from './types.ts';
import { userHandlers } from './users.ts';
import { videoDeviceHandlers } from './video-devices.ts';

export const apiHandlers: ApiHandlers = {
  ...userHandlers,
  ...configurationHandlers,
  ...notificationHandlers,
  ...searchHandlers,
  ...preferenceHandlers,
  ...tableSettingHandlers,
  ...auditHandlers,
  ...realtimeHandlers,
  ...videoDeviceHandlers,
};
