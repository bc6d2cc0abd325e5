// Imported first by main.tsx, so that `?api_token=` leaves the address bar before any other
// module runs and before the app's first request (the runtime config), which would otherwise
// carry it in its Referer. What index.html itself names is fetched before any script runs: the
// server's Referrer-Policy: no-referrer keeps the address out of those requests.
import { consumeApiToken } from './api-token';

consumeApiToken(window.location, window.history);
