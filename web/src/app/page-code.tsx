// A page whose code does not load (the network dropped as the user moved to another page) says so
// in the page area, and the page boundary's Try Again loads the code again: the header, the sidebar
// and a docked video visit go on. Before, the root error page replaced the whole app and ended the
// visit.
// Why the router's own handling does not do: React Router caches a route's failed `lazy` for good
// (every later visit fails the same way) and, while `lazy` is set, draws nothing under the layout;
// and a route ErrorBoundary that caught the failure would also catch the page's render errors
// before the page boundary (PageBoundary: Try Again reads the page's data again). So a route's
// `lazy` never fails: on a failure it gives a component that loads the code itself, and throws
// what the load threw, while rendering, to the page boundary like any other page fault.
import { useEffect, useState, type ComponentType } from 'react';
import { useRevalidator } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import type { PageModule } from './routes/table/route-meta';

type Page = ComponentType | null;
type Attempt = { page: Page } | { error: unknown } | null;

/**
 * The page's component (`toComponent` of the module `load` gives); when its code does not load, a
 * component that loads it again each time it is drawn afresh (Try Again, or the page reached
 * again), until it loads.
 */
export async function pageComponent(load: () => Promise<PageModule>, toComponent: (module: PageModule) => Page): Promise<Page> {
  try {
    return toComponent(await load());
  } catch (failure) {
    return codeRetry(load, toComponent, failure);
  }
}

// Chromium and Safari keep a module file that failed to load as failed for the life of the page
// (the HTML module map; Firefox 155 fetches it again): importing it again fails at once, with no
// request. So a retry asks for the page's file under another address (?retry=), which Chromium's
// and Firefox's message names. A file it shares with other pages that failed too stays failed:
// then only Reload helps.
const FAILED_MODULE = /(?:failed to fetch|error loading) dynamically imported module: (\S+)/i;

function loadAgain(load: () => Promise<PageModule>, failure: unknown): Promise<PageModule> {
  const named = failure instanceof TypeError ? FAILED_MODULE.exec(failure.message)?.[1] : undefined;
  const url = named && URL.canParse(named) ? new URL(named) : null;
  if (!url || url.origin !== window.location.origin) return load();
  url.searchParams.set('retry', String(Date.now()));
  return import(/* @vite-ignore */ url.href) as Promise<PageModule>;
}

function codeRetry(load: () => Promise<PageModule>, toComponent: (module: PageModule) => Page, firstFailure: unknown): ComponentType {
  // Once loaded, every later visit draws the page at once.
  let loaded: { page: Page } | null = null;
  let failure = firstFailure;
  return function PageCode() {
    // Each mount tries again: the first shows the failure with the network as it is now.
    const [attempt, setAttempt] = useState<Attempt>(() => loaded);
    const { revalidate } = useRevalidator();
    useEffect(() => {
      if (attempt !== null) return;
      let mounted = true;
      void loadAgain(load, failure)
        .then(async (module) => {
          // The route's loader skipped the module's own loader, which it could not load: run now.
          if (module.loader) await revalidate();
          loaded = { page: toComponent(module) };
          if (mounted) setAttempt(loaded);
        })
        .catch((error: unknown) => {
          failure = error;
          if (mounted) setAttempt({ error });
        });
      return () => {
        mounted = false;
      };
    }, [attempt, revalidate]);
    if (attempt === null) return <CenteredLoader />;
    if ('error' in attempt) throw attempt.error;
    const Loaded = attempt.page;
    return Loaded ? <Loaded /> : null;
  };
}
