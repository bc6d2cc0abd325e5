// Records every Content-Security-Policy violation a page reports, from before its first script.
import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: CspViolation[] = [];
    Object.assign(window, { bedsideCspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => [...(window as unknown as { bedsideCspViolations: CspViolation[] }).bedsideCspViolations]);
}
