// The patient's MRN and date of birth as speech-to-text writes them in an Aimee transcript: digit
// by digit, in words, with any separator ("four five six seven eight", "4-5-6-7-8", "March fifth,
// nineteen sixty"). While mask_phi is on they are masked as the written forms are (shell §5: the
// MRN keeps its last 3 digits, the date its year); other numbers and dates stay as said.
import { describe, expect, it } from 'vitest';
import { maskPatientText, sayDate, sayDigits } from '../src/index.ts';

const patient = { display_name: 'Rosa Diaz', mrn: '45678', dob: '1960-03-05' };
const mask = (text: string, who: Parameters<typeof maskPatientText>[1] = patient) => maskPatientText(text, who, true);

describe('maskPatientText: an MRN said digit by digit', () => {
  it('keeps its last 3 digits, as said, whether written, said in words or both', () => {
    expect(mask('my MRN is four five six seven eight')).toBe('my MRN is * * six seven eight');
    expect(mask('MRN 4 5 6 7 8')).toBe('MRN * * 6 7 8');
    expect(mask('It is 4-5-6-7-8, or 4.5.6.7.8.')).toBe('It is *-*-6-7-8, or *.*.6.7.8.');
    expect(mask('Four, five, six, seven, eight.')).toBe('*, *, six, seven, eight.');
    expect(mask('four-five-six-seven-eight')).toBe('*-*-six-seven-eight');
    expect(mask('four 5 six 7 eight')).toBe('* * six 7 eight');
    expect(mask('FOUR FIVE SIX SEVEN EIGHT')).toBe('* * SIX SEVEN EIGHT');
    expect(maskPatientText('my MRN is four five six seven eight', patient, false)).toBe('my MRN is four five six seven eight');
  });

  it('answers at once for long runs of spaces between digits that end in another number (no backtracking blow-up)', () => {
    const gaps = ' '.repeat(12);
    const text = `${['4', '5', '6', '7', '8', '1', '2'].join(gaps)}${gaps}9`;
    const started = performance.now();
    expect(mask(text, { mrn: '45678123' })).toBe(text);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('hears a zero said as zero, oh or o, and an "Oh" before the number as no digit', () => {
    const zeros = { mrn: '00123456' };
    expect(mask('oh oh one two three four five six', zeros)).toBe('* * * * * four five six');
    expect(mask('zero O 1 2 3 4 5 6', zeros)).toBe('* * * * * 4 5 6');
    expect(mask('Oh, four five six seven eight')).toBe('Oh, * * six seven eight');
  });

  it("finds a prefixed MRN by its digits said in words", () => {
    expect(mask('the number is four eight three two one seven two', { mrn: 'MRN4832172' })).toBe('the number is * * * * one seven two');
  });

  it('leaves other numbers: doses, scores, times, rooms, parts of it and longer numbers', () => {
    for (const text of [
      'Room 4, pain is a five, take 5 mg at 4:56 and 7 8 tablets',
      'four five six seven',
      'call four five six seven eight nine',
      'nine four five six seven eight',
      '3 four five six seven eight',
      'four five six seven eighty',
      'four five six seven eight-one',
      'It was 1.45678 or 45678.9',
      // A line break ends what one speaker said.
      'Patient: four five six\nAimee: seven eight',
    ]) expect(mask(text), text).toBe(text);
  });
});

describe('maskPatientText: a date of birth said in words', () => {
  it('keeps only its year, as said, in its written and spoken forms', () => {
    expect(mask('I was born March fifth nineteen sixty')).toBe('I was born ***** ***** nineteen sixty');
    expect(mask('born on the 5th of March, 1960')).toBe('born on the *** of *****, 1960');
    expect(mask('March the fifth, nineteen sixty')).toBe('***** the *****, nineteen sixty');
    expect(mask('the fifth of March nineteen-sixty')).toBe('the ***** of ***** nineteen-sixty');
    expect(mask('fifth March 1960')).toBe('***** ***** 1960');
    expect(mask('March five, 1960')).toBe('***** ****, 1960');
    expect(mask('Mar 5th of nineteen sixty')).toBe('*** *** of nineteen sixty');
    expect(mask('MARCH FIFTH NINETEEN SIXTY')).toBe('***** ***** NINETEEN SIXTY');
    expect(mask('March 5,1960 or March fifth , nineteen sixty')).toBe('***** *,1960 or ***** ***** , nineteen sixty');
    // What follows the year with an "and" is no part of it.
    expect(mask('March fifth nineteen sixty and two kids later')).toBe('***** ***** nineteen sixty and two kids later');
    expect(mask('born March 5, 1960 and five of us')).toBe('born ***** *, 1960 and five of us');
    expect(maskPatientText('born March fifth nineteen sixty', patient, false)).toBe('born March fifth nineteen sixty');
  });

  it('hides the day and month before a year said by its last two digits', () => {
    expect(mask('born March fifth, sixty')).toBe('born ***** *****, sixty');
    expect(mask("born March 5, '60")).toBe("born ***** *, '60");
    expect(mask('the 5th of March 60')).toBe('the *** of ***** 60');
    expect(mask('born March 5th, oh five', { dob: '2005-03-05' })).toBe('born ***** ***, oh five');
    // Another year, or a number that goes on, is not this date of birth.
    expect(mask('March fifth, sixty-one')).toBe('March fifth, sixty-one');
    expect(mask('March 5, 61 patients')).toBe('March 5, 61 patients');
    expect(mask('March 5, 600 patients')).toBe('March 5, 600 patients');
  });

  it('keeps only the year in its numeric forms, with or without spaces around the separators', () => {
    expect(mask('3/5/1960, 03-05-60, 3 / 5 / 1960, 05.03.1960')).toBe('*/*/1960, **-**-60, * / * / 1960, **.**.1960');
  });

  it('hears years said every usual way', () => {
    const may21 = { dob: '2005-05-21' };
    expect(mask('May twenty-first, two thousand five', may21)).toBe('*** ******-*****, two thousand five');
    expect(mask('the twenty first of May two thousand and five', may21)).toBe('the ****** ***** of *** two thousand and five');
    expect(mask('May 21st twenty oh five', may21)).toBe('*** **** twenty oh five');
    expect(mask('May twenty-one, 2005', may21)).toBe('*** ******-***, 2005');
    const july2 = { dob: '1905-07-02' };
    expect(mask('July second nineteen oh five, July 2nd nineteen o five, July 2 nineteen zero five', july2))
      .toBe('**** ****** nineteen oh five, **** *** nineteen o five, **** * nineteen zero five');
    expect(mask('January thirty-first, two thousand', { dob: '2000-01-31' })).toBe('******* ******-*****, two thousand');
    expect(mask('December thirtieth nineteen hundred', { dob: '1900-12-30' })).toBe('******** ********* nineteen hundred');
    expect(mask('October tenth twenty fifteen or two thousand fifteen', { dob: '2015-10-10' }))
      .toBe('******* ***** twenty fifteen or two thousand fifteen');
  });

  it('leaves other dates: another year, day or month, a longer day, and a day and month alone', () => {
    for (const text of [
      'March fifth nineteen sixty-one',
      'March fifth, nineteen sixty two',
      'March sixth nineteen sixty, May fifth nineteen sixty',
      'the twenty-fifth of March, nineteen sixty',
      'the twenty fifth of March 1960',
      'March twenty-fifth 1960',
      'See you March fifth at five',
      'at five past three in nineteen sixty',
      '3/5 at 19:60, 3:05 1960',
    ]) expect(mask(text), text).toBe(text);
    expect(mask('January thirty-first, two thousand and five', { dob: '2000-01-31' })).toBe('January thirty-first, two thousand and five');
  });

  it('masks name, MRN and date of birth said together in one line', () => {
    expect(mask('Rosa Diaz, four five six seven eight, born the fifth of March nineteen sixty'))
      .toBe('R***** D*****, * * six seven eight, born the ***** of ***** nineteen sixty');
  });
});

describe('said, then masked: every date and MRN as a transcript writes it', () => {
  it('says digits and dates as a patient does', () => {
    expect(sayDigits('4832172')).toBe('four eight three two one seven two');
    expect(sayDate('1952-03-14')).toBe('March fourteenth, nineteen fifty-two');
    expect(sayDate('2005-05-21')).toBe('May twenty-first, two thousand five');
    expect(sayDate('1920-11-30')).toBe('November thirtieth, nineteen twenty');
    expect(sayDate('1909-02-20')).toBe('February twentieth, nineteen oh nine');
  });

  // Each patient's patterns take milliseconds to compile: every day of the month, and every year
  // from 1900 to 2030, rather than every date. About 1.5 s alone; beside the other test files on a
  // loaded 2-core machine it went past vitest's 5 s twice in 7 runs, so it has 30 s.
  it('masks the date of birth said, keeping its year, for every day of the month and every year', () => {
    const longMonths = ['01', '03', '05', '07', '08', '10', '12'];
    const days = Array.from({ length: 31 }, (_, i) => `19${50 + i}-${longMonths[i % 7]}-${String(i + 1).padStart(2, '0')}`);
    const years = Array.from({ length: 131 }, (_, i) => `${1900 + i}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`);
    for (const dob of [...days, ...years]) {
      const said = sayDate(dob);
      const [dayAndMonth, year] = said.split(', ') as [string, string];
      expect(mask(`born ${said}.`, { dob }), dob).toBe(`born ${dayAndMonth.replace(/\p{L}/gu, '*')}, ${year}.`);
    }
  }, 30_000);

  it('masks an MRN said digit by digit, keeping its last 3, for 100 MRNs', () => {
    for (let n = 0; n < 100; n += 1) {
      const mrn = String((n * 7_919_777 + 104_729) % 100_000_000).padStart(4 + (n % 5), '0');
      const words = sayDigits(mrn).split(' ');
      expect(mask(`MRN ${words.join(' ')}.`, { mrn }), mrn).toBe(`MRN ${[...words.slice(0, -3).map(() => '*'), ...words.slice(-3)].join(' ')}.`);
    }
  });
});
