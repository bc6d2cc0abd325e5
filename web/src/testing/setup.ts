// Runs before each test file. The files of a worker share one document and one module registry
// (isolate: false in vite.config.ts: a fresh happy-dom and a fresh import of React and Mantine for
// each of the 102 files took 85 % of the web tests' time), so each file starts from an empty page
// and empty storage, and each test leaves no DOM, toast or fake clock behind.
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
});
