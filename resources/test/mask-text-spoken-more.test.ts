// Ways of saying the MRN and the date of birth that stayed unmasked: a two-digit year said before
// the day and month ("sixty, March fifth", "'60 March 5th"), numbers said with "hundred" and
// "thousand" ("one hundred twenty-three", "nineteen hundred sixty"), and the MRN said right before
// the year of birth with nothing between ("12345678 1960"). Masked as the fields are (shell §5: the
// MRN keeps its last 3 digits, the date its year); numbers and dates that are not theirs stay.
import { describe, expect, it } from 'vitest';
import { maskPatientText } from '../src/index.ts';

const patient = { display_name: 'Rosa Diaz', mrn: '12345678', dob: '1960-03-05' };
const mask = (text: string, who: Parameters<typeof maskPatientText>[1] = patient) => maskPatientText(text, who, true);

describe('maskPatientText: a date of birth said with a two-digit year first', () => {
  it('hides the day and month after the year said by its last two digits, in words or after an apostrophe', () => {
    expect(mask('sixty, March fifth')).toBe('sixty, ***** *****');
    expect(mask('born sixty on the fifth of March')).toBe('born sixty on the ***** of *****');
    expect(mask("'60 March 5th")).toBe("'60 ***** ***");
    expect(mask('born ’60, the 5th of March.')).toBe('born ’60, the *** of *****.');
    expect(mask('oh five, May twenty-first', { dob: '2005-05-21' })).toBe('oh five, *** ******-*****');
    expect(mask("'05 May 21", { dob: '2005-05-21' })).toBe("'05 *** **");
    expect(maskPatientText('sixty, March fifth', patient, false)).toBe('sixty, March fifth');
  });

  it('leaves a number that is not a year before the date: the end of a longer number, digits alone, another year or day', () => {
    for (const text of [
      'eighteen sixty, March fifth',
      'two sixty, March fifth',
      'one hundred sixty, March fifth',
      '1 sixty, March fifth',
      '60 March 5th',
      'pulse 60, March 5',
      "'61 March 5th",
      "'600 March 5",
      'sixty-one, March fifth',
      'sixty, March sixth',
      'sixty, March twenty-fifth',
      'sixty. March fifth',
      'sixty\nMarch fifth',
    ]) expect(mask(text), text).toBe(text);
  });
});

describe('maskPatientText: numbers said with hundred and thousand', () => {
  it('reads an MRN group said with "hundred", and "and", as its digits', () => {
    expect(mask('one hundred twenty-three, four fifty-six, seventy-eight')).toBe('***, * **, seventy-eight');
    expect(mask('one hundred and twenty-three four hundred fifty-six seventy-eight')).toBe('*** *** seventy-eight');
    expect(mask('twelve thousand three hundred forty-five, six seventy-eight')).toBe('*****, six seventy-eight');
    expect(mask('my number is four hundred five, six seven eight', { mrn: '405678' })).toBe('my number is ***, six seven eight');
    // The whole MRN in one number: it cannot be split, so it is hidden whole.
    expect(mask('forty-five thousand six hundred seventy-eight', { mrn: '45678' })).toBe('*****');
  });

  it('still reads "hundred" between other numbers as no part of the MRN', () => {
    expect(mask('room one hundred, four five six seven eight', { mrn: '45678' })).toBe('room one hundred, * * six seven eight');
    expect(mask('a hundred times: four five six seven eight', { mrn: '45678' })).toBe('a hundred times: * * six seven eight');
    for (const text of [
      'one hundred twenty-three four fifty-six seventy-eight nine',
      'one hundred twenty-three four fifty-six seventy',
      'nine hundred twelve thousand three hundred forty-five six seventy-eight',
      'one hundred twenty-three',
      'two hundred milligrams at four fifty-six',
    ]) expect(mask(text), text).toBe(text);
  });

  it('hears a year said with "hundred", year last or first', () => {
    expect(mask('March fifth, nineteen hundred sixty')).toBe('***** *****, nineteen hundred sixty');
    expect(mask('the 5th of March nineteen hundred and sixty')).toBe('the *** of ***** nineteen hundred and sixty');
    expect(mask('nineteen hundred sixty, March fifth')).toBe('nineteen hundred sixty, ***** *****');
    expect(mask('July 2nd nineteen hundred five', { dob: '1905-07-02' })).toBe('**** *** nineteen hundred five');
    for (const text of [
      'March fifth, nineteen hundred sixty-one',
      'March fifth nineteen hundred',
      'March fifth, nineteen hundred and sixty five',
      'nineteen hundred sixty-one, March fifth',
    ]) expect(mask(text), text).toBe(text);
    expect(mask('December thirtieth nineteen hundred sixty', { dob: '1900-12-30' })).toBe('December thirtieth nineteen hundred sixty');
  });
});

describe('maskPatientText: the MRN said right before the year of birth', () => {
  it('masks the MRN followed by their year of birth after a space, written or said', () => {
    expect(mask('12345678 1960')).toBe('*****678 1960');
    expect(mask('one two three four five six seven eight nineteen sixty')).toBe('* * * * * six seven eight nineteen sixty');
    expect(mask('twelve thirty-four fifty-six seventy-eight nineteen hundred sixty')).toBe('** ** ** seventy-eight nineteen hundred sixty');
    expect(mask('12345678 two thousand five', { mrn: '12345678', dob: '2005-05-21' })).toBe('*****678 two thousand five');
    expect(mask('born 1960 12345678')).toBe('born 1960 *****678');
    const prefixed = { mrn: 'MRN4832172', dob: '1960-03-05' };
    expect(mask('MRN4832172 1960', prefixed)).toBe('*******172 1960');
    expect(mask('M R N 4 8 3 2 1 7 2 nineteen sixty', prefixed)).toBe('* * * * * * * 1 7 2 nineteen sixty');
    expect(mask('4832172 1960', prefixed)).toBe('****172 1960');
  });

  it('leaves a longer number: another year, more after the year, a dash or dot between, or no date of birth to know', () => {
    for (const text of ['12345678 1961', '12345678 1960 5', '12345678-1960', '12345678.1960', '12345678 19605', '12345678 1960-5', '1961 12345678']) {
      expect(mask(text), text).toBe(text);
    }
    expect(mask('12345678 1960', { mrn: '12345678' })).toBe('12345678 1960');
    const prefixed = { mrn: 'MRN4832172', dob: '1960-03-05' };
    for (const text of ['MRN4832172 1961', 'MRN4832172 1960 5', 'MRN4832172 1960.5']) expect(mask(text, prefixed), text).toBe(text);
  });
});

describe('maskPatientText: long adversarial input with these forms', () => {
  // As in mask-text-spoken-groups.test.ts: the best of three runs, each in time in proportion to the text.
  it('masks 10,000 characters of near misses in under 200 ms each', () => {
    const who = { display_name: 'Rosa Diaz', mrn: 'MRN45678123', dob: '1960-03-05' };
    const texts = [
      'one hundred '.repeat(830),
      'one hundred and '.repeat(620),
      'hundred and '.repeat(830),
      'nineteen hundred sixty '.repeat(430),
      'forty-five thousand six hundred '.repeat(310),
      `one hundred${' '.repeat(10_000)}and`,
      `one hundred ${' '.repeat(5_000)}and${' '.repeat(5_000)}five`,
      'sixty, '.repeat(1400),
      `sixty${' '.repeat(10_000)}March fifth`,
      `${' '.repeat(10_000)}sixty, March fifth`,
      "'60 March ".repeat(1000),
      'eighteen sixty March '.repeat(470),
      '45678123 1960 '.repeat(700),
      '4 5 6 7 8 1 2 3 1960 '.repeat(470),
      `MRN45678123${' '.repeat(10_000)}1960`,
      'MRN45678123 1960 '.repeat(580),
      'M R N 4 5 6 7 8 1 2 3 nineteen hundred '.repeat(250),
    ];
    const fastest = (text: string) => Math.min(...[1, 2, 3].map(() => {
      const started = performance.now();
      maskPatientText(text, who, true);
      return performance.now() - started;
    }));
    for (const text of texts) expect(fastest(text), text.slice(0, 30)).toBeLessThan(200);
  });
});
