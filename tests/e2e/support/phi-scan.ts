// The masking scan (issue 10 item 5): every text and attribute value the page ever puts in its
// document, from before the app's first script runs, is checked against the seeded patients'
// real names, MRNs and dates of birth. A value that shows for one frame is caught as well.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sayDate, sayDigits, sayDigitsInPairs } from '../../../resources/src/spoken-numbers.ts';
import { tokenFor } from './stack.ts';

export interface PhiHit {
  value: string;
  seen: string;
}

interface SeededPatient {
  display_name: string;
  mrn: string;
  dob: string | null;
}

// The two organisations' widest users: between them they read every seeded patient.
const READERS = ['sysadmin@mercy-general.test', 'nurse@st-elsewhere.test'];

/**
 * Every patient's unmasked identifiers, in the forms the app could show them: the seeded ones and
 * those other specs of this worker's stack created (a removed one, an ADT registration undone,
 * leaves a gap in the ids).
 */
export async function seededPhi(request: APIRequestContext): Promise<string[]> {
  const health = await (await request.get('/sim/health')).json() as { counts: { patients: number } };
  const tokens = await Promise.all(READERS.map((email) => tokenFor(request, email)));
  const values = new Set<string>();
  let found = 0;
  for (let id = 1; found < health.counts.patients && id <= health.counts.patients + 100; id += 1) {
    let patient: SeededPatient | null = null;
    for (const token of tokens) {
      const response = await request.get(`/api/v1/patients/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.ok()) {
        patient = await response.json() as SeededPatient;
        break;
      }
    }
    if (!patient) continue;
    found += 1;
    values.add(patient.display_name);
    values.add(patient.mrn);
    // The MRN's digits alone would be a leak too (an MRN of letters only has none: the watch
    // ignores the empty needle).
    values.add(patient.mrn.replace(/^\D+/, ''));
    // Both said in words, as speech-to-text writes them in an Aimee transcript (the seeded
    // conversations say them so, the MRN digit by digit and in pairs: simulator
    // store/seed-aimee-conversations.ts).
    values.add(sayDigits(patient.mrn.replace(/^\D+/, '')));
    values.add(sayDigitsInPairs(patient.mrn.replace(/^\D+/, '')));
    if (patient.dob) {
      const [year, month, day] = patient.dob.split('-');
      values.add(patient.dob);
      values.add(`${month}/${day}/${year}`);
      values.add(sayDate(patient.dob));
    }
  }
  expect(found, 'patients read for the masking scan').toBe(health.counts.patients);
  return [...values];
}

/** Installs the watch before any of the page's scripts; it survives every full page load. */
export async function watchForPhi(page: Page, values: readonly string[]): Promise<void> {
  // A needle of three characters or fewer is no identifier (a masked MRN keeps its last 3), and an
  // empty one (the digits of an MRN of letters only) would match every text.
  const identifiers = values.filter((value) => value.trim().length > 3);
  await page.addInitScript((needles: string[]) => {
    // Each matcher reads the text lowercased. A needle of digits only (an MRN's digits) is a leak
    // as a number of its own, not inside a longer one: an icon's path data ("3.84197") once
    // matched a created patient's "84197".
    const matchers = needles.map((needle): ((lower: string) => boolean) => {
      if (/^\d+$/.test(needle)) {
        const number = new RegExp(`(?<![\\d.])${needle}(?!\\d)`);
        return (lower) => number.test(lower);
      }
      const needleLower = needle.toLowerCase();
      return (lower) => lower.includes(needleLower);
    });
    const hits: { value: string; seen: string }[] = [];
    let checked = 0;
    Object.assign(window, { bedsidePhiScan: { hits, checked: () => checked } });
    // A text is checked once per document: class names, labels and the subtrees React re-adds
    // repeat, and each check is hundreds of needles.
    const seen = new Set<string>();
    const check = (text: string | null) => {
      if (!text || seen.has(text)) return;
      seen.add(text);
      checked += 1;
      const lower = text.toLowerCase();
      matchers.forEach((matches, i) => {
        if (matches(lower)) hits.push({ value: needles[i]!, seen: text.slice(0, 200) });
      });
    };
    const checkElement = (element: Element) => {
      for (const attribute of Array.from(element.attributes)) check(attribute.value);
    };
    const checkNode = (node: Node) => {
      check(node.textContent);
      if (node instanceof Element) {
        checkElement(node);
        node.querySelectorAll('*').forEach(checkElement);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(checkNode);
        else if (record.type === 'characterData') check(record.target.textContent);
        else if (record.target instanceof Element && record.attributeName) check(record.target.getAttribute(record.attributeName));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  }, identifiers);
}

/** What the watch saw on the current document: unmasked values, and how many texts it checked. */
export async function phiScanResult(page: Page): Promise<{ hits: PhiHit[]; checked: number }> {
  return page.evaluate(() => {
    const scan = (window as unknown as { bedsidePhiScan: { hits: PhiHit[]; checked: () => number } }).bedsidePhiScan;
    return { hits: [...scan.hits], checked: scan.checked() };
  });
}

/** Adds what the watch saw on the current document to `hits`, before a full page load replaces it. */
export async function collectPhiScan(page: Page, hits: PhiHit[]): Promise<void> {
  const scan = await phiScanResult(page);
  expect(scan.checked).toBeGreaterThan(10);
  hits.push(...scan.hits);
}

export async function setMaskPhi(request: APIRequestContext, token: string, enabled: boolean): Promise<void> {
  const response = await request.put('/api/v1/user_preferences/mask_phi', {
    headers: { Authorization: `Bearer ${token}` },
    data: { user_preference: { settings: { enabled } } },
  });
  expect(response.status()).toBe(200);
}
