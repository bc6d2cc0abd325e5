// What a test's page saw go wrong, for a failed test's report (stack-fixture.ts): requests that
// failed, were refused or were slow, requests still unanswered when the test ended, console
// errors and warnings, uncaught exceptions, and what the pointer pressed and clicked and where the
// page's address went. A page stuck on a screen (a query that never answered or failed) left no
// other trace in a CI log; nor did a click that changed nothing.
import type { Page, Request } from '@playwright/test';

const MOST_LINES = 40;
/** Presses, clicks and address changes kept apart, so a test's many clicks never push its errors out. */
const MOST_STEPS = 40;
const SLOW_MS = 2_000;

/** Marks the page's own lines (recordInteractions) among its console messages. */
const MARK = '[e2e] ';

/**
 * Runs in the page (an init script): the element each trusted press, release and click reached,
 * whether the click's default was prevented (a link the router followed), and every change of the
 * address. A link click that navigated nowhere in CI (shell-navigation.spec.ts, the sidebar) said
 * nothing of where the click went.
 */
function recordInteractions(mark: string): void {
  const say = (line: string) => console.debug(`${mark}${line}`);
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const owner = target.closest('a, button') ?? target;
    const text = (owner.textContent ?? '').trim().slice(0, 30);
    const flags = [owner.closest('[inert]') ? 'inert' : '', owner.isConnected ? '' : 'detached'].filter(Boolean).join(' ');
    return `${owner.tagName.toLowerCase()}${owner.getAttribute('href') ? ` ${owner.getAttribute('href')}` : ''} "${text}"${flags ? ` (${flags})` : ''}`;
  };
  // Until this time (ms), scrolling is said too: from a press to a little after its click.
  let scrollsUntil = 0;
  for (const type of ['pointerdown', 'pointerup', 'click'] as const) {
    window.addEventListener(type, (event) => {
      if (!event.isTrusted) return;
      // Where the pointer was and where the target's box was: a target that moved under it (the
      // sidebar's Users press released on Roles in CI) shows by how much.
      const box = event.target instanceof Element ? (event.target.closest('a, button') ?? event.target).getBoundingClientRect() : null;
      const where = `at ${Math.round(event.clientX)},${Math.round(event.clientY)}${box ? ` (box top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)})` : ''}`;
      say(`${type} ${where} on ${describe(event.target)}`);
      scrollsUntil = performance.now() + 500;
      if (type === 'click') setTimeout(() => say(`click ${event.defaultPrevented ? 'handled by the page' : 'left to the browser'}`), 0);
    }, true);
  }
  window.addEventListener('scroll', (event) => {
    if (performance.now() > scrollsUntil) return;
    const target = event.target instanceof Element ? event.target : document.scrollingElement;
    say(`scroll of ${target === document.scrollingElement ? 'the page' : describe(target)} to ${Math.round(target?.scrollTop ?? 0)}`);
  }, true);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      say(`${method} ${url === undefined || url === null ? '(state only)' : String(url)}`);
      original(data, unused, url);
    };
  }
  window.addEventListener('popstate', () => say(`popstate to ${location.pathname}${location.search}`));
}

/** The page fixture's log: recording starts with the page's first document. */
export async function watchPage(page: Page): Promise<BrowserLog> {
  const log = new BrowserLog(page);
  await page.addInitScript(recordInteractions, MARK);
  return log;
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/api_token=[^&]+/, 'api_token=…');

export class BrowserLog {
  private readonly lines: string[] = [];
  private readonly steps: string[] = [];
  private readonly pending = new Map<Request, number>();
  private readonly started = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => this.pending.set(request, Date.now()));
    page.on('requestfinished', (request) => this.finished(request, null));
    page.on('requestfailed', (request) => this.finished(request, `failed: ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) this.add(`${this.name(response.request())} answered ${response.status()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.add(`console error: ${message.text()}`);
      // Warnings too: React Router ignores a navigate() made before the component's layout effect
      // ran and says so only in a warning (a lead for the sidebar click that did nothing in CI).
      else if (message.type() === 'warning') this.add(`console warning: ${message.text()}`);
      else if (message.type() === 'debug' && message.text().startsWith(MARK)) this.steps.push(`${this.at(Date.now())} ${message.text().slice(MARK.length)}`);
    });
    page.on('pageerror', (error) => this.add(`uncaught: ${error.message}`));
  }

  /** The report: the last lines, every request still waiting for its answer, then the last steps of the user. */
  report(): string {
    const now = Date.now();
    const waiting = [...this.pending].map(([request, since]) => `${this.at(now)} still waiting after ${((now - since) / 1000).toFixed(1)} s: ${this.name(request)}`);
    const all = [...this.lines.slice(-MOST_LINES), ...waiting];
    const problems = all.length ? all.join('\n') : 'nothing went wrong in the page';
    return this.steps.length ? `${problems}\nwhat the pointer did and where the address went:\n${this.steps.slice(-MOST_STEPS).join('\n')}` : problems;
  }

  private finished(request: Request, failure: string | null): void {
    const since = this.pending.get(request);
    this.pending.delete(request);
    if (failure) this.add(`${this.name(request)} ${failure}`);
    else if (since !== undefined && Date.now() - since > SLOW_MS) this.add(`${this.name(request)} took ${((Date.now() - since) / 1000).toFixed(1)} s`);
  }

  private name(request: Request): string {
    return `${request.method()} ${pathOf(request.url())}`;
  }

  private at(time: number): string {
    return `${((time - this.started) / 1000).toFixed(1)} s`;
  }

  private add(line: string): void {
    this.lines.push(`${this.at(Date.now())} ${line}`);
  }
}
