// Named fixtures shared by the web unit tests.
import type { WebConfig } from '../lib/config/config';

export const webConfig: WebConfig = {
  apiBaseUrl: '/api/v1',
  buildLabel: '2025.09.30',
  realtime: { key: 'app-key', host: '', port: 0, forceTLS: false, cluster: 'mt1' },
  oidc: { authority: '/oidc', clientId: 'bedside-web', organizationId: 'org-default', scope: 'openid profile' },
};
