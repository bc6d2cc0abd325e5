// First: ?api_token= leaves the address bar before anything else runs or loads.
import './lib/auth/api-token-boot';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { handleUnauthorized } from './app/session-expiry';
import { initApiClient } from './lib/api/client';
import { loadConfig } from './lib/config/config';
import { queryClient } from './lib/query-client';

async function boot(root: Root): Promise<void> {
  // Runtime configuration first: API base URL, realtime and OIDC settings depend on it.
  const config = await loadConfig();
  // A 401 can only arrive after a request went out, by then `router` exists.
  initApiClient({ baseUrl: config.apiBaseUrl, onUnauthorized: () => handleUnauthorized(router) });
  // Created after the API client: the router starts the first route's loaders at once.
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

const root = createRoot(document.getElementById('root')!);
boot(root).catch((error: unknown) => {
  console.error(error);
  root.render(<p role="alert">Bedside could not start. Please reload the page.</p>);
});
