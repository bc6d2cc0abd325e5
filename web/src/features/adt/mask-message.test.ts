import { describe, expect, it } from 'vitest';
import { maskMessage } from './mask-message';

describe('maskMessage', () => {
  it('masks the MRN, name and date of birth of PID and leaves every other segment as sent', () => {
    const message = 'MSH|^~\\&|ADT_TEST_FEED|Mercy|BEDSIDE|mercy-general|20260101||ADT^A02^ADT_A02|TESTX|P|2.5.1\rPID|1||MRN1234567^^^mercy-general^MR||Castellano^Vera Anne||19800517\rPV1|1|I|Med-Surg 3^N-301^1';
    const [msh, pid, pv1] = maskMessage(message).split('\n');
    expect(msh).toBe(message.split('\r')[0]);
    expect(pid).toBe('PID|1||*******567^^^mercy-general^MR||C*****^V***** A*****||1980****');
    expect(pv1).toBe('PV1|1|I|Med-Surg 3^N-301^1');
  });
});
