// The patient's name, MRN and date of birth in free text (an Aimee transcript), masked while
// mask_phi is on as the fields are (shell §5), and nothing else: other people's numbers and dates
// stay readable.
import { describe, expect, it } from 'vitest';
import { maskPatientText } from '../src/index.ts';

const patient = { display_name: 'Maria Garcia', mrn: '00123456', dob: '1952-03-14' };
const mask = (text: string, who: Parameters<typeof maskPatientText>[1] = patient) => maskPatientText(text, who, true);

describe('maskPatientText: names', () => {
  it('masks the patient name and its parts only while mask_phi is on', () => {
    const shown = mask('Hello Maria, I am Aimee. Is maria garcia comfortable?');
    expect(shown).not.toMatch(/maria|garcia/i);
    expect(shown).toContain('I am Aimee.');
    expect(maskPatientText('Hello Maria', patient, false)).toBe('Hello Maria');
    expect(mask('Hello Maria', null)).toBe('Hello Maria');
  });

  it('masks names in any script, and not inside a longer word', () => {
    expect(mask('Hi José, ¿cómo está?', { display_name: 'José Núñez' })).not.toContain('José');
    expect(mask('Hello 李雷', { display_name: '李雷' })).not.toContain('李雷');
    expect(mask('Élodie Martin is here', { display_name: 'Élodie Martin' })).not.toMatch(/Élodie|Martin/);
    expect(mask('Hi Zoë', { display_name: 'Zoë Kowalczyk' })).not.toContain('Zoë');
    // Part of another word is no name: Ann in Annual stays.
    expect(mask('Annual review for Ann', { display_name: 'Ann Lee' })).toMatch(/^Annual review for /);
  });
});

describe('maskPatientText: the MRN', () => {
  it('keeps the last 3 digits of the MRN however it was said, separators and all', () => {
    expect(mask('My MRN is 00123456.')).toBe('My MRN is *****456.');
    expect(mask('It is 0 0 1 2 3 4 5 6')).toBe('It is * * * * * 4 5 6');
    expect(mask('It is 001-234-56, I think')).toBe('It is ***-**4-56, I think');
    expect(mask('zero zero... 0012 3456')).toBe('zero zero... **** *456');
    expect(mask('0, 0, 1, 2, 3, 4, 5, 6.')).toBe('*, *, *, *, *, 4, 5, 6.');
    expect(maskPatientText('My MRN is 00123456.', patient, false)).toBe('My MRN is 00123456.');
  });

  it('finds an MRN with a letter prefix whole, spelled out, or by its digits alone', () => {
    const withPrefix = { mrn: 'MRN4832172' };
    expect(mask('MRN4832172', withPrefix)).toBe('*******172');
    expect(mask('m r n 4 8 3 2 1 7 2', withPrefix)).toBe('* * * * * * * 1 7 2');
    expect(mask('the number is 4832172', withPrefix)).toBe('the number is ****172');
  });

  it('leaves other numbers: longer ones that contain it, parts of it, and short MRNs that show whole anyway', () => {
    expect(mask('Call 555-00123456 or 1001234567')).toBe('Call 555-00123456 or 1001234567');
    expect(mask('00123456 7 8')).toBe('00123456 7 8');
    expect(mask('Room 123456, bed 0012')).toBe('Room 123456, bed 0012');
    expect(mask('Take 2 tablets at 8')).toBe('Take 2 tablets at 8');
    expect(mask('I am 00123456789')).toBe('I am 00123456789');
    expect(mask('code A00123456B')).toBe('code A00123456B');
    expect(mask('Bed 123 please', { mrn: '123' })).toBe('Bed 123 please');
    // A line break ends what one speaker said: the next line's digits are not part of the MRN.
    expect(mask('Patient: 0012\nAimee: 3456')).toBe('Patient: 0012\nAimee: 3456');
  });
});

describe('maskPatientText: the date of birth', () => {
  it('keeps only the year of the patient\'s date of birth in its numeric forms', () => {
    expect(mask('I was born 03/14/1952.')).toBe('I was born **/**/1952.');
    expect(mask('born 3/14/1952')).toBe('born */**/1952');
    expect(mask('DOB 3-14-52')).toBe('DOB *-**-52');
    expect(mask('born 14.03.1952')).toBe('born **.**.1952');
    expect(mask('dob: 1952-03-14')).toBe('dob: 1952-**-**');
    expect(mask('1952/3/14')).toBe('1952/*/**');
    expect(mask('19520314')).toBe('1952****');
  });

  it('keeps only the year in its written forms; "the" and "of" stay', () => {
    expect(mask('March 14, 1952')).toBe('***** **, 1952');
    expect(mask('born on march 14th 1952')).toBe('born on ***** **** 1952');
    expect(mask('Mar. 14, 1952')).toBe('***. **, 1952');
    expect(mask('14 March 1952')).toBe('** ***** 1952');
    expect(mask('the 14th of March, 1952')).toBe('the **** of *****, 1952');
    expect(mask('September 4th, 1960', { dob: '1960-09-04' })).toBe('********* ***, 1960');
    expect(mask('Sept 4 1960, Sep. 4 1960', { dob: '1960-09-04' })).toBe('**** * 1960, ***. * 1960');
  });

  it('masks a month that is also a name as the date, then the name', () => {
    expect(mask('May May Lee say her birthday? May 2, 1950.', { display_name: 'May Lee', dob: '1950-05-02' }))
      .toBe('M***** M***** L***** say her birthday? *** *, 1950.');
  });

  it('leaves other dates, the year alone, a day and month without a year, and numbers that contain the date', () => {
    expect(mask('Your appointment is 03/15/1952 or March 14, 1953')).toBe('Your appointment is 03/15/1952 or March 14, 1953');
    expect(mask('She was born in 1952')).toBe('She was born in 1952');
    expect(mask('See you March 14 at 3/14')).toBe('See you March 14 at 3/14');
    expect(mask('Version 1.3/14/1952 and 13/14/1952 and 03/14/19521')).toBe('Version 1.3/14/1952 and 13/14/1952 and 03/14/19521');
    expect(mask('born 03/14/1952', { dob: null })).toBe('born 03/14/1952');
  });
});
