// An MRN's digits in free text as a patient or nurse says them to Aimee and speech-to-text writes
// them: one by one ("four five six seven eight", "4-5-6-7-8", "0012 3456") or in groups ("forty-five,
// six seventy-eight", "four fifty-six seventy-eight", "45 six seventy-eight", "four double five
// seven eight", "one hundred twenty-three, four fifty-six"). A pattern per MRN cannot follow the
// groups: any digit may begin a word for one, two or three digits (or more, with "hundred" and
// "thousand"), and the ways to say an MRN multiply with its length. So the text's numbers
// are read instead, each run of digits and number words once into the digits it says, and the
// MRN's digits looked for among them by value: a run that merely contains them is another number.
import { isSpace, ONES, SPACE, TENS } from './spoken-numbers.ts';

/** What a number word says: its digits, and how it joins the word after it. */
interface Reading {
  digits: string;
  /** A round ten that a unit after it completes ("forty five" is 45: 405 is said "four oh five"). */
  tens?: boolean;
  /** "double" and "triple": the digit after it, said that many times. */
  repeat?: number;
  /** "hundred" and "thousand": what the number before it is multiplied by. */
  scale?: number;
  /** "oh", "o", or a sound-alike: beside the MRN, no digit of a longer number ("Oh, four five six"). */
  weak?: boolean;
  soundAlike?: boolean;
}

// Speech-to-text may write four "for" and two "to" or "too". Such a word is read as its digit only
// in a run that says the MRN with it, where it is at most one digit in three (the rest a number
// said, so not speech: "went to the ward for a walk" holds no MRN), and it never makes the MRN a
// longer number ("go to four five six seven eight").
const WORDS = new Map<string, Reading>([
  ...ONES.map((word, n): [string, Reading] => [word, { digits: String(n) }]),
  ...TENS.flatMap((word, n): [string, Reading][] => (word ? [[word, { digits: `${n}0`, tens: true }]] : [])),
  ['oh', { digits: '0', weak: true }], ['o', { digits: '0', weak: true }],
  ['double', { digits: '', repeat: 2 }], ['triple', { digits: '', repeat: 3 }],
  ['hundred', { digits: '', scale: 100 }], ['thousand', { digits: '', scale: 1000 }],
  ['for', { digits: '4', weak: true, soundAlike: true }], ['to', { digits: '2', weak: true, soundAlike: true }], ['too', { digits: '2', weak: true, soundAlike: true }],
]);
// Written digits or a number word, whole: no letter or digit either side ("someone", "A0012B").
// One pattern for every MRN, compiled once (a Unicode class is slow to compile: spoken-numbers.ts).
const TOKEN = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:\\d+|${[...WORDS.keys()].join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');
const DASHES = '-‐–—';

/**
 * What is between two numbers of one run: '' (spaces), a dash, a comma (spaces either side), or a
 * dot alone (4.5.6.7.8: a dot and a space end a sentence); null if they are apart, a line break
 * always (the next line is another speaker). Read a character at a time, once: in time in
 * proportion to the text whatever it holds, with no pattern to backtrack.
 */
function gapBetween(text: string, from: number, to: number): string | null {
  if (to - from === 1 && text[from] === '.') return '.';
  let mark = '';
  for (let at = from; at < to; at += 1) {
    const char = text[at]!;
    if (isSpace(char.charCodeAt(0))) continue;
    if (mark || !(DASHES.includes(char) || char === ',')) return null;
    mark = char;
  }
  return mark;
}

/** A group said: where it is in the text, and the digits it says. */
interface Group {
  start: number;
  end: number;
  digits: string;
  /** Written in digits: masked a star per digit, as written. */
  written: boolean;
  weak: boolean;
  soundAlike: boolean;
}

/** The groups of one run, each at the digit where it starts. */
interface Run {
  groups: Group[];
  digits: string;
  /** For each digit, the group that starts there, or -1. */
  groupAt: number[];
}

interface Token { start: number; end: number; word: string }

const isSameGroup = (gap: string | null) => gap === '' || gap === '-' || gap === '‐';

/**
 * Whether only an "and" is between two words ("one hundred and five"): spaces, "and", spaces.
 * Read a character at a time, as gapBetween is.
 */
function andBetween(text: string, from: number, to: number): boolean {
  let at = from;
  while (at < to && isSpace(text.charCodeAt(at))) at += 1;
  if (at === from || text.slice(at, at + 3).toLowerCase() !== 'and') return false;
  at += 3;
  const after = at;
  while (at < to && isSpace(text.charCodeAt(at))) at += 1;
  return at > after && at === to;
}

/**
 * The text's tokens read as groups, forward only: each token is looked at a bounded number of times,
 * so a run is read in time in proportion to its length.
 */
class GroupReader {
  constructor(private readonly text: string, private readonly tokens: Token[]) {}

  private reading(i: number): Reading | undefined {
    const token = this.tokens[i];
    return token && (WORDS.get(token.word) ?? { digits: token.word });
  }

  /** Whether token i + 1 is said with token i, as one group's words are. */
  private joined(i: number): boolean {
    const [token, next] = [this.tokens[i], this.tokens[i + 1]];
    return !!token && !!next && isSameGroup(gapBetween(this.text, token.end, next.start));
  }

  /** 1 to 99 in words at token i ("seven", "fifteen", "forty", "forty-five", "forty 5"): its value and last token, or null. */
  private underHundred(i: number): { value: number; last: number } | null {
    const reading = this.reading(i);
    if (!reading || !WORDS.has(this.tokens[i]!.word) || reading.weak || !/^[1-9]\d?$/.test(reading.digits)) return null;
    const unit = this.joined(i) ? this.reading(i + 1) : undefined;
    if (reading.tens && unit && !unit.weak && /^[1-9]$/.test(unit.digits)) return { value: Number(reading.digits) + Number(unit.digits), last: i + 1 };
    return { value: Number(reading.digits), last: i };
  }

  /**
   * What follows "hundred" or "thousand": nothing, or (after spaces, a hyphen or "and") a number
   * under the scale ("one hundred and five", "two thousand fifteen", "two thousand three hundred").
   */
  private rest(scaleAt: number, scale: number): { value: number; last: number } {
    const [token, next] = [this.tokens[scaleAt]!, this.tokens[scaleAt + 1]];
    const near = next && (isSameGroup(gapBetween(this.text, token.end, next.start)) || andBetween(this.text, token.end, next.start));
    const part = near ? this.scaled(scaleAt + 1, scale) : null;
    return part ?? { value: 0, last: scaleAt };
  }

  /** A number at token i, with "hundred" or "thousand" if said, below `below`: its value and last token, or null. */
  private scaled(i: number, below: number): { value: number; last: number } | null {
    const base = this.underHundred(i);
    if (!base) return null;
    const scale = this.joined(base.last) ? this.reading(base.last + 1)?.scale : undefined;
    if (!scale || base.value * scale >= below) return base.value < below ? base : null;
    const rest = this.rest(base.last + 1, scale);
    return { value: base.value * scale + rest.value, last: rest.last };
  }

  /** The group that starts at token i, or null (a "double" or "hundred" with no number to go with it), and its last token. */
  read(i: number): { group: Group | null; last: number } {
    const { start, end, word } = this.tokens[i]!;
    const reading = WORDS.get(word);
    const group: Group = { start, end, digits: reading ? reading.digits : word, written: !reading, weak: !!reading?.weak, soundAlike: !!reading?.soundAlike };
    if (reading?.repeat) {
      const next = this.joined(i) ? this.reading(i + 1) : undefined;
      const repeated = next && /^\d$/.test(next.digits) && !next.soundAlike ? next.digits : null;
      // A "double" with no digit after it is no number.
      return repeated === null ? { group: null, last: i } : { group: { ...group, end: this.tokens[i + 1]!.end, digits: repeated.repeat(reading.repeat) }, last: i + 1 };
    }
    if (reading?.scale) return { group: null, last: i };
    // "forty-five", "one hundred twenty-three", "nineteen hundred sixty", "two thousand and five".
    const number = this.scaled(i, 100_000);
    if (number && number.last > i) return { group: { ...group, end: this.tokens[number.last]!.end, digits: String(number.value) }, last: number.last };
    return { group, last: i };
  }
}

/** The text's runs of numbers: groups said one after another, apart only by a gap. */
function readRuns(text: string): Run[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let found = TOKEN.exec(text); found; found = TOKEN.exec(text)) tokens.push({ start: found.index, end: found.index + found[0].length, word: found[0].toLowerCase() });
  const reader = new GroupReader(text, tokens);
  const runs: Run[] = [];
  let run: Run = { groups: [], digits: '', groupAt: [] };
  for (let i = 0; i < tokens.length; i += 1) {
    const { group, last: groupLast } = reader.read(i);
    const last = run.groups.at(-1);
    if (last && (!group || gapBetween(text, last.end, tokens[i]!.start) === null)) {
      runs.push(run);
      run = { groups: [], digits: '', groupAt: [] };
    }
    i = groupLast;
    if (!group) continue;
    for (let digit = 0; digit < group.digits.length; digit += 1) run.groupAt.push(digit ? -1 : run.groups.length);
    run.groups.push(group);
    run.digits += group.digits;
  }
  if (run.groups.length) runs.push(run);
  return runs;
}

const NEAR = new RegExp(`^${SPACE}?[-‐–—]?${SPACE}?$`, 'u');

/**
 * Whether a group beside the MRN makes it a longer number: a number said or written next to it, at
 * most a space either side of a dash between, or a dot ("call 555-45678", "1.45678"); a comma or a
 * wider gap sets a number apart ("Room 4, four five six seven eight"), as does a weak word.
 */
function goesOn(text: string, outside: Group | undefined, from: number, to: number): boolean {
  if (!outside || outside.weak || to - from > 3) return false;
  const between = text.slice(from, to);
  return between === '.' || NEAR.test(between);
}

/**
 * The text with each run that says exactly these digits masked: all but the last 3 digits hidden.
 * `year`, the patient's year of birth: said right after the MRN (or right before it), apart by
 * spaces only, it is their date of birth, not more digits of one number ("12345678 1960", "one two
 * three four five six seven eight nineteen sixty"); a dash or a dot still joins ("12345678.1960").
 */
export function maskSaidDigits(text: string, digits: string, year?: string): string {
  const hidden = digits.length - 3;
  const masked: { start: number; end: number; shown: string }[] = [];
  for (const { groups, digits: said, groupAt } of readRuns(text)) {
    for (let at = said.indexOf(digits); at >= 0; at = said.indexOf(digits, at + 1)) {
      const [first, last] = [groupAt[at]!, at + digits.length < said.length ? groupAt[at + digits.length]! : groups.length];
      if (first < 0 || last < 0) continue;
      const [before, after] = [groups[first - 1], groups[last]];
      const spaced = (left: Group | undefined, right: Group | undefined) => !!left && !!right && gapBetween(text, left.end, right.start) === '';
      const yearBefore = !!year && at === year.length && said.startsWith(year) && spaced(before, groups[first]);
      const yearAfter = !!year && said.length - at - digits.length === year.length && said.endsWith(year) && spaced(groups[last - 1], after);
      if (!yearBefore && goesOn(text, before, before?.end ?? 0, groups[first]!.start)) continue;
      if (!yearAfter && goesOn(text, after, groups[last - 1]!.end, after?.start ?? 0)) continue;
      const found = groups.slice(first, last);
      if (found.filter((group) => group.soundAlike).length * 3 > digits.length) continue;
      let position = 0;
      for (const group of found) {
        const shown = text.slice(group.start, group.end);
        // A word that says a hidden digit is hidden whole, a star per digit: it cannot be split.
        const part = group.written ? [...shown].map((char, i) => (position + i < hidden ? '*' : char)).join('') : position < hidden ? '*'.repeat(group.digits.length) : shown;
        masked.push({ start: group.start, end: group.end, shown: part });
        position += group.digits.length;
      }
      at += digits.length - 1;
    }
  }
  let shown = '';
  let from = 0;
  for (const { start, end, shown: part } of masked) {
    shown += text.slice(from, start) + part;
    from = end;
  }
  return shown + text.slice(from);
}
