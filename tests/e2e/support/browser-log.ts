// What a test's page saw go wrong, for a failed test's report (stack-fixture.ts): requests that
// failed, were refused or were slow, requests still unanswered when the test ended, console
// errors and warnings, and uncaught exceptions. A page stuck on a screen (a query that never
// answered or failed) left no other trace in a CI log.
import type { Page, Request } from '@playwright/test';

const MOST_LINES = 40;
const SLOW_MS = 2_000;

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/api_token=[^&]+/, 'api_token=…');

export class BrowserLog {
  private readonly lines: string[] = [];
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
    });
    page.on('pageerror', (error) => this.add(`uncaught: ${error.message}`));
  }

  /** The report: the last lines, then every request still waiting for its answer. */
  report(): string {
    const now = Date.now();
    const waiting = [...this.pending].map(([request, since]) => `${this.at(now)} still waiting after ${((now - since) / 1000).toFixed(1)} s: ${this.name(request)}`);
    const all = [...this.lines.slice(-MOST_LINES), ...waiting];
    return all.length ? all.join('\n') : 'nothing went wrong in the page';
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
