// Numbers and dates as a patient says them and speech-to-text writes them: an MRN digit by digit
// ("four eight three", "oh oh one") or in pairs ("forty-eight, thirty-two"), a date in words
// ("March fifth, nineteen sixty"; "the twenty-first of May, two thousand and five"). The words, for
// seeded transcripts to say, and the patterns that find them, for the masking of free text
// (mask-text.ts, spoken-mrn.ts) to look for.

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];

/** 0 to 99 in words: "seven", "fifteen", "forty-two". */
function cardinal(n: number): string {
  if (n < 20) return ONES[n]!;
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  return ones ? `${TENS[tens]}-${ONES[ones]}` : TENS[tens]!;
}

/** A day of the month as an ordinal in words: "first", "twenty-third", "thirtieth". */
function ordinal(n: number): string {
  if (n < 20) return ORDINAL_ONES[n]!;
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  return ones ? `${TENS[tens]}-${ORDINAL_ONES[ones]}` : `${TENS[tens]!.slice(0, -1)}ieth`;
}

/**
 * A year in words, the usual way first: 1960 "nineteen sixty", also "nineteen hundred sixty" or
 * "nineteen hundred and sixty", 1905 "nineteen oh five", 1900 "nineteen hundred", 2000 "two
 * thousand", 2005 "two thousand five", "two thousand and five" or "twenty oh five", 2015 also
 * "twenty fifteen".
 */
function yearSaid(year: number): string[] {
  const [high, low] = [Math.floor(year / 100), year % 100];
  const forms: string[] = [];
  if (high % 10 === 0) {
    const thousand = `${cardinal(Math.floor(year / 1000))} thousand`;
    forms.push(low ? `${thousand} ${cardinal(low)}` : thousand);
    if (low) forms.push(`${thousand} and ${cardinal(low)}`);
  }
  if (low) forms.push(`${cardinal(high)} ${low < 10 ? 'oh ' : ''}${cardinal(low)}`);
  if (high % 10 !== 0) {
    const hundred = `${cardinal(high)} hundred`;
    forms.push(...(low ? [`${hundred} ${cardinal(low)}`, `${hundred} and ${cardinal(low)}`] : [hundred]));
  }
  return forms;
}

/** Digits said one by one: "4832172" is "four eight three two one seven two". */
export function sayDigits(digits: string): string {
  return [...digits].map((digit) => ONES[Number(digit)]).join(' ');
}

/** Digits said two at a time: "4832172" is "forty-eight, thirty-two, seventeen, two", "0510" "oh five, ten". */
export function sayDigitsInPairs(digits: string): string {
  const say = (pair: string) => (pair[0] === '0' ? [...pair].map((digit) => (digit === '0' ? 'oh' : ONES[Number(digit)])).join(' ') : cardinal(Number(pair)));
  return (digits.match(/\d\d?/g) ?? []).map(say).join(', ');
}

/** A date of birth (YYYY-MM-DD) said: "March fourteenth, nineteen fifty-two". */
export function sayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${ordinal(day)}, ${yearSaid(year)[0]}`;
}

// Words are whole words: "one" is not in "someone", nor "five" in "fivefold". The words are
// English, and so are the letters that could join them: a Unicode class (\p{L}) takes most of a
// millisecond to compile under the masks' flags (u and i), each time it appears, here twice per
// digit of an MRN.
const NOT_AFTER_LETTER = '(?<![a-z])';
const NOT_BEFORE_LETTER = '(?![a-z])';
/**
 * A space within one line (never a line break: the next line is another speaker). Spelled out:
 * [^\S\n] takes a quarter of a millisecond to compile under those flags, each time, and an MRN's
 * pattern has it some twenty times.
 */
export const SPACE = '[ \\t\\u00a0\\u2000-\\u200a\\u202f\\u205f\\u3000]';
/** Whether a character (its code) is one of SPACE's, for code that reads a text a character at a time. */
export const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0xa0 || (code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f || code === 0x3000;
// Between the words of one number: spaces, or a hyphen ("twenty-five", "twenty - five").
const WORD_GAP = `(?:${SPACE}*[-‐]${SPACE}*|${SPACE}+)`;
// Zero is said "oh" too, which transcription may write "o".
const ZERO = '(?:zero|oh|o)';

/** A number's words as a pattern: any gap between them; an "oh" may be said "zero" or "o". */
function wordsPattern(said: string): string {
  return said.split(/[\s-]+/).map((word) => (word === 'oh' ? ZERO : word)).join(WORD_GAP);
}

/** One digit, as a digit or a word ("4", "four"; "0", "zero", "oh", "o"). */
export function digitPattern(digit: number): string {
  return `(?:${digit}|${NOT_AFTER_LETTER}${digit === 0 ? ZERO : ONES[digit]}${NOT_BEFORE_LETTER})`;
}

/**
 * A digit said before or after a number, which makes it another, longer number. "Oh" is left out:
 * "Oh, four five six" is an exclamation, then the number.
 */
export const DIGIT_WORD = `${NOT_AFTER_LETTER}(?:${ONES.slice(0, 10).join('|')})${NOT_BEFORE_LETTER}`;

/**
 * A day of the month in words, as an ordinal or a cardinal ("fifth", "twenty-first"; "five",
 * "twenty-one"), not the end of a longer one: "fifth" in "twenty-fifth" is no 5th.
 */
export function dayWordsPattern(day: number): string {
  return `(?<!(?:twenty|thirty)${WORD_GAP})(?:${wordsPattern(ordinal(day))}|${wordsPattern(cardinal(day))})${NOT_BEFORE_LETTER}`;
}

/**
 * Said last, a day in words is not the start of a longer one: "twenty" is no 20th in "March
 * twenty-first" (before a year, that is "March twenty, nineteen sixty": the year ends it).
 */
export const DAY_ENDS = `(?!${WORD_GAP}(?:${[...ONES.slice(1, 10), ...ORDINAL_ONES.slice(1, 10)].join('|')})${NOT_BEFORE_LETTER})`;

// Said after a year, a number word makes it another year: "nineteen sixty-two" is not 1960, nor
// "two thousand and five" 2000. An "and" goes on only after hundred or thousand: "nineteen sixty
// and two kids later" is still 1960.
const NUMBER_WORD = `(?:${[...ONES, ...TENS.filter(Boolean), 'hundred', 'thousand'].join('|')})${NOT_BEFORE_LETTER}`;
const notGoingOn = (said: string) => `(?!${WORD_GAP}${/(?:hundred|thousand)$/.test(said) ? `(?:and${WORD_GAP})?` : ''}${NUMBER_WORD})`;

/** A year in words, in any of its usual forms, that does not go on into another number. */
export function yearWordsPattern(year: number): string {
  return `${NOT_AFTER_LETTER}(?:${yearSaid(year).map((said) => wordsPattern(said) + notGoingOn(said)).join('|')})${NOT_BEFORE_LETTER}`;
}

/** A year said by its last two digits ("sixty" for 1960, "oh five" for 2005), not going on into another number. */
export function shortYearWordsPattern(year: number): string {
  const low = year % 100;
  const said = low < 10 ? `oh ${cardinal(low)}` : cardinal(low);
  return `${NOT_AFTER_LETTER}${wordsPattern(said)}${notGoingOn(said)}${NOT_BEFORE_LETTER}`;
}

/**
 * Not the end of a longer number: no digit or number word just before ("eighteen sixty", "two
 * sixty", "1 sixty" are no '60). The look back is bounded (at most 3 spaces either side of a
 * hyphen), so that it takes the same time wherever it is tried, whatever the text: a wider gap sets
 * the numbers apart anyway.
 */
const NOT_AFTER_NUMBER = `(?<!(?:[0-9]|${NOT_AFTER_LETTER}${NUMBER_WORD})(?:${SPACE}{1,3}|${SPACE}{0,3}[-‐]${SPACE}{0,3}))`;

/**
 * A year said first by its last two digits, before the day and month ("sixty, March fifth", "'60
 * March 5th"): in words, not the end of a longer number; in digits only after an apostrophe, as a
 * number alone ("60 March 5") may be a count or a dose.
 */
export function shortYearFirstPattern(year: number): string {
  return `(?:['’]${String(year % 100).padStart(2, '0')}|${NOT_AFTER_NUMBER}${shortYearWordsPattern(year)})`;
}
