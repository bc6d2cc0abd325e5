// Free text that may speak of the patient (an Aimee transcript) as the user may read it: while
// mask_phi is on, the patient's own name, MRN and date of birth in it are masked as those fields
// are everywhere else (shell §5: an MRN keeps its last 3 characters, a date of birth its year, a
// name the first letter of each word). Only this patient's values are looked for, so other names
// and numbers stay as they were said; what is found keeps its spacing and punctuation.
//
// Transcripts are speech-to-text, so the MRN and the date come written and said in many ways.
// What counts as the MRN: its letters and digits in order, each digit written or said, with spaces,
// dashes or a comma between any two, or a dot ("0 0 1 2-3 4 5 6", "4.5.6.7.8", "four five six
// seven eight" as well as "00123456"), its digits said in groups ("forty-five, six seventy-eight",
// "four double five seven eight": spoken-mrn.ts), and, for an MRN with a letter prefix
// (MRN4832172), its digits alone (a patient says the number, not the prefix). A run of digits that
// merely contains it is another number: a phone or room number that goes on with more digits,
// written or said, joined by a space or dash, stays; but the patient's year of birth after a space
// is what they said next ("12345678 1960").
//
// What counts as the date of birth: the patient's own date in any common form, numeric (3/14/1952,
// 03-14-52, 3 / 14 / 1952, 14.03.1952, 1952-03-14, 19520314) or written and said (March 14, 1952;
// Mar. 14th 1952; the 14th of March 1952; March the fourteenth, nineteen fifty-two; the fifth of
// May, two thousand and five; nineteen hundred and fifty-two; year first: 1952, March 14; nineteen
// fifty-two on the fourteenth of March; fifty-two, March fourteenth; '52 March 14th). A date that
// is not theirs stays, as does a day and month with no year (a birthday cannot be told from an
// appointment).
import { maskValue } from './mask.ts';
import { maskSaidDigits } from './spoken-mrn.ts';
import { DAY_ENDS, dayWordsPattern, DIGIT_WORD, digitPattern, MONTHS, shortYearFirstPattern, shortYearWordsPattern, SPACE, yearWordsPattern } from './spoken-numbers.ts';

/** Whom the text may identify: the patient's name, MRN and date of birth (YYYY-MM-DD). */
export interface PatientIdentity {
  display_name?: string | null;
  mrn?: string | null;
  dob?: string | null;
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const star = (text: string) => text.replace(/[\p{L}\p{N}]/gu, '*');
// Word edges by Unicode letters and digits: \b knows ASCII only, so "Hi José", "Hello 李雷" and
// "Élodie" stayed unmasked (API QA).
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{M}\\p{N}])';

// An MRN with letters in it (MRN4832172, and "m r n 4 8 3 2 1 7 2") is matched by a pattern of its
// characters; its digits alone, and an MRN of digits only, are read as numbers (spoken-mrn.ts).
// Between two characters of a spoken MRN: spaces, one dash or comma; or a dot alone (4.5.6.7.8:
// a dot and a space end a sentence). A number continued by a space or dash and more digits (or
// digit words), or by a dot and a digit, is longer.
// Each run of spaces matches one way only: spaces, then optionally a dash or comma and more spaces
// (spaces on both sides of an optional mark split a run k+1 ways, and a long run of spaces between
// digits that failed at the end took seconds).
const MRN_GAP = `(?:${SPACE}*(?:[-‐–—,]${SPACE}*)?|\\.)`;
const NEAR = `${SPACE}?[-‐–—]?${SPACE}?`;
const NO_DIGITS_BEFORE = `(?<!(?:\\p{N}|${DIGIT_WORD})${NEAR})(?<!\\p{N}\\.)`;
const NO_DIGITS_AFTER = `(?!${NEAR}(?:\\p{N}|${DIGIT_WORD}))(?!\\.\\p{N})`;
/**
 * As NO_DIGITS_AFTER, but the patient's year of birth after spaces, going on no further, is what
 * they said next ("MRN4832172 1960", "M R N 4 8 3 2 1 7 2 nineteen sixty"), not more of the number.
 */
const noDigitsAfterBut = (year: string) =>
  `(?!(?!${SPACE}+(?:${year}|${yearWordsPattern(Number(year))})${NOT_BEFORE_WORD}${NO_DIGITS_AFTER})${NEAR}(?:\\p{N}|${DIGIT_WORD}))(?!\\.\\p{N})`;

/** The MRN's characters: in full, and without a letter prefix; each longer than the 3 a mask shows. */
function mrnForms(mrn: string): string[][] {
  const whole = [...mrn].filter((char) => /[\p{L}\p{N}]/u.test(char));
  const unprefixed = [...mrn.replace(/^[\p{L}\s-]+/u, '')].filter((char) => /[\p{L}\p{N}]/u.test(char));
  // An MRN of 3 characters or fewer shows whole even masked: nothing to look for.
  return [whole, unprefixed].filter((chars, i) => chars.length > 3 && (i === 0 || chars.length < whole.length));
}

/** The pattern of the MRN's forms with letters, each character and each gap a group, so that the mask can count characters. */
function mrnPattern(forms: string[][], birthYear: string | undefined): { pattern: RegExp; groups: number } | null {
  if (forms.length === 0) return null;
  const character = (char: string) => `(${/[0-9]/.test(char) ? digitPattern(Number(char)) : escapePattern(char)})`;
  const alternatives = forms.map((chars) => chars.map(character).join(`(${MRN_GAP})`));
  const groups = forms.reduce((sum, chars) => sum + chars.length * 2 - 1, 0);
  const after = birthYear ? noDigitsAfterBut(birthYear) : NO_DIGITS_AFTER;
  return { pattern: new RegExp(`${NOT_AFTER_WORD}${NO_DIGITS_BEFORE}(?:${alternatives.join('|')})${NOT_BEFORE_WORD}${after}`, 'giu'), groups };
}

/**
 * An MRN as said, with all but its last 3 characters hidden (the gaps stay). A digit said in words
 * is one star, as a written digit is: a star per letter would tell "one" from "three".
 */
function maskSpokenMrn(parts: (string | undefined)[]): string {
  const said = parts.filter((part): part is string => part !== undefined);
  const hidden = (said.length + 1) / 2 - 3;
  return said.map((part, i) => (i % 2 === 0 && i / 2 < hidden ? '*' : part)).join('');
}

/** The month's name, or its abbreviation with or without a full stop (Sept too). */
function monthName(month: number): string {
  const name = MONTHS[month - 1]!;
  return `(?:${name}|(?:${name === 'September' ? 'Sept|' : ''}${name.slice(0, 3)})\\.?)`;
}

/** A day or month number, with or without its leading zero. */
const number = (value: number) => (value < 10 ? `0?${value}` : String(value));

/**
 * The patient's date of birth in its common forms, two groups each: those with the year last, the
 * part before the year and the year (groups 1 and 2 written in digits, 3 and 4 in words), and those
 * with it first, the year and the part after it (the same).
 */
function dobPatterns(dob: string): { yearLast: RegExp; yearFirst: RegExp } | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!parts) return null;
  const [, year, mm, dd] = parts as unknown as [string, string, string, string];
  const [month, day] = [Number(mm), Number(dd)];
  const separator = '[/.\\-]';
  const spokenDay = `(?:the\\s+)?(?:${number(day)}(?:st|nd|rd|th)?|${dayWordsPattern(day)})`;
  // Month first as the screens write it (MM/DD/YYYY), or day first; a four- or two-digit year.
  const apart = `${SPACE}*${separator}${SPACE}*`;
  const numeric = `((?:${number(month)}${apart}${number(day)}|${number(day)}${apart}${number(month)})${apart})(${year}|${year.slice(2)})`;
  const written = [`${monthName(month)}\\s+${spokenDay}`, `${spokenDay}\\s+(?:of\\s+)?${monthName(month)}`];
  // The year in full, or by its last two digits ("March 5, '60", "March fifth, sixty"): masked
  // only after the patient's own day and month, so it is this date of birth.
  const shortYear = `'?${year.slice(2)}|${shortYearWordsPattern(Number(year))}`;
  const inWords = `((?:${written.join('|')})(?:\\s*,\\s*|\\s+)(?:of\\s+)?)(${year}|${yearWordsPattern(Number(year))}|${shortYear})`;
  const yearFirst = `(${year})(${separator}${number(month)}${separator}${number(day)}|${mm}${dd})`;
  // Year first in words: "1960, March 5", "nineteen sixty on the fifth of March", and by its last
  // two digits ("sixty, March fifth", "'60 March 5th"), not the end of a longer number. Within one
  // line (the next is another speaker), and with nothing after the day that makes it another.
  const afterYear = `(?:${SPACE}*,${SPACE}*|${SPACE}+)(?:on${SPACE}+)?`;
  const yearSaidFirst = `${year}|${yearWordsPattern(Number(year))}|${shortYearFirstPattern(Number(year))}`;
  const yearFirstInWords = `(${yearSaidFirst})(${afterYear}(?:${written[0]}${DAY_ENDS}|${written[1]}))`;
  const pattern = (forms: string[]) => new RegExp(`${NOT_AFTER_WORD}(?<!\\p{N}${separator})(?:${forms.join('|')})${NOT_BEFORE_WORD}(?!${separator}\\p{N})`, 'giu');
  return { yearLast: pattern([numeric, inWords]), yearFirst: pattern([yearFirst, yearFirstInWords]) };
}

/** Beside the year: the day (with its st, nd, rd or th) and the month hidden; "the", "of" and "on" stay. */
const hideDayAndMonth = (said: string) => said.replace(/\p{L}+|\d+(?:st|nd|rd|th)?/giu, (word) => (/^(?:the|of|on)$/i.test(word) ? word : star(word)));

function namePattern(patientName: string): RegExp | null {
  const parts = [patientName, ...patientName.split(/\s+/)].filter((part) => part.length >= 2);
  if (parts.length === 0) return null;
  return new RegExp(`${NOT_AFTER_WORD}(${parts.map(escapePattern).join('|')})${NOT_BEFORE_WORD}`, 'giu');
}

/**
 * Free text as shown: the patient's date of birth, MRN and name (or a part of it: Aimee may greet by
 * the first name) masked while mask_phi is on. The date and the MRN go first: a name that is also a
 * month (May) would otherwise break the date it is part of.
 */
export function maskPatientText(text: string, patient: PatientIdentity | null | undefined, masked: boolean): string {
  if (!masked || !patient) return text;
  let shown = text;
  const dob = patient.dob ? dobPatterns(patient.dob) : null;
  if (dob) {
    shown = shown
      .replace(dob.yearLast, (_, ...groups: (string | undefined)[]) => hideDayAndMonth(groups[0] ?? groups[2]!) + (groups[1] ?? groups[3]!))
      .replace(dob.yearFirst, (_, ...groups: (string | undefined)[]) => (groups[0] ?? groups[2]!) + hideDayAndMonth(groups[1] ?? groups[3]!));
  }
  const forms = patient.mrn ? mrnForms(patient.mrn) : [];
  const isDigits = (chars: string[]) => chars.every((char) => /[0-9]/.test(char));
  // The year of birth said right after the MRN ("12345678 1960") is the next thing said, not more digits.
  const birthYear = patient.dob && /^\d{4}-\d{2}-\d{2}$/.test(patient.dob) ? patient.dob.slice(0, 4) : undefined;
  const mrn = mrnPattern(forms.filter((chars) => !isDigits(chars)), birthYear);
  if (mrn) shown = shown.replace(mrn.pattern, (_, ...groups: (string | undefined)[]) => maskSpokenMrn(groups.slice(0, mrn.groups)));
  const digits = forms.find(isDigits);
  if (digits) shown = maskSaidDigits(shown, digits.join(''), birthYear);
  const name = patient.display_name ? namePattern(patient.display_name) : null;
  if (name) shown = shown.replace(name, (found) => maskValue(found, 'patient_name'));
  return shown;
}
