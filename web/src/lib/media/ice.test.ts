import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CandidateBatcher, candidatesNotInOffer, iceServersFrom } from './ice';
import { browserTimers as env } from './timer-env';

describe('TURN URLs', () => {
  it('needs scheme, user, password and host', () => {
    const PUBLIC_STUN = [{ urls: 'stun:stun.l.google.com:19302' }];
    expect(iceServersFrom(['turn:user:secret@turn.example.org:3478'])).toEqual([
      { urls: 'turn:turn.example.org:3478', username: 'user', credential: 'secret' },
    ]);
    expect(iceServersFrom(['turns:user:secret@turn.example.org'])).toEqual([
      { urls: 'turns:turn.example.org', username: 'user', credential: 'secret' },
    ]);
    expect(iceServersFrom(['turn:user:secret@10.0.0.1:3478?transport=tcp'])).toEqual([
      { urls: 'turn:10.0.0.1:3478?transport=tcp', username: 'user', credential: 'secret' },
    ]);
    // A URL that cannot work is left out: the call falls back to the public STUN server.
    expect(iceServersFrom(['turn:turn.example.org:3478'])).toEqual(PUBLIC_STUN);
    expect(iceServersFrom(['turn:user@turn.example.org'])).toEqual(PUBLIC_STUN);
    expect(iceServersFrom(['stun:user:secret@turn.example.org'])).toEqual(PUBLIC_STUN);
    expect(iceServersFrom(['turn:user:secret@turn.example.org:99999'])).toEqual(PUBLIC_STUN);
  });

  it('uses the public STUN server when no valid TURN server is given', () => {
    expect(iceServersFrom([])).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(iceServersFrom(['garbage'])).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(iceServersFrom(['turns:a:b@t.example.org:5349', 'bad'])).toEqual([
      { urls: 'turns:t.example.org:5349', username: 'a', credential: 'b' },
    ]);
  });

  it('uses the configured defaults when the join has no usable TURN server', () => {
    const defaults = ['stun:stun.hospital.example:3478', 'turn:u:p@turn.hospital.example', 'turn:no-credentials.example', 'http://nonsense'];
    expect(iceServersFrom(['bad'], defaults)).toEqual([
      { urls: 'stun:stun.hospital.example:3478' },
      { urls: 'turn:turn.hospital.example', username: 'u', credential: 'p' },
    ]);
    // An empty list means no ICE servers at all (host candidates only), not the public default.
    expect(iceServersFrom([], [])).toEqual([]);
    // The join's own TURN servers still come first.
    expect(iceServersFrom(['turn:a:b@t.example.org'], defaults)).toEqual([{ urls: 'turn:t.example.org', username: 'a', credential: 'b' }]);
  });
});

describe('candidatesNotInOffer', () => {
  it('leaves out the candidates the offer already carries, in any of its sections', () => {
    const offer = ['v=0', 'm=video 9 UDP/TLS/RTP/SAVPF 96', 'a=candidate:1 1 udp 2116026367 127.0.0.1 41029 typ host generation 0', 'm=audio 9 UDP/TLS/RTP/SAVPF 111',
      'a=candidate:1 1 udp 2116026367 127.0.0.1 41029 typ host generation 0', 'a=candidate:2 1 udp 1679818751 192.0.2.2 37333 typ srflx raddr 192.0.2.2 rport 37333', ''].join('\r\n');
    const joined = [
      { candidate: 'candidate:1 1 udp 2116026367 127.0.0.1 41029 typ host generation 0' },
      { candidate: 'candidate:2 1 udp 1679818751 192.0.2.2 37333 typ srflx raddr 192.0.2.2 rport 37333' },
      { candidate: 'candidate:3 1 udp 2116026367 10.0.0.5 5000 typ host' },
    ];
    expect(candidatesNotInOffer(offer, joined)).toEqual([joined[2]]);
    expect(candidatesNotInOffer('v=0\r\n', joined)).toEqual(joined);
  });
});

describe('CandidateBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds candidates until released, then sends them 40 ms later in one batch', () => {
    const send = vi.fn();
    const batcher = new CandidateBatcher(send, env);
    batcher.add({ candidate: 'a' });
    vi.advanceTimersByTime(100);
    expect(send).not.toHaveBeenCalled();
    batcher.release();
    batcher.add({ candidate: 'b' });
    vi.advanceTimersByTime(39);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith([{ candidate: 'a' }, { candidate: 'b' }]);
  });

  it('sends nothing once stopped', () => {
    const send = vi.fn();
    const batcher = new CandidateBatcher(send, env);
    batcher.release();
    batcher.add({ candidate: 'a' });
    batcher.stop();
    batcher.add({ candidate: 'b' });
    vi.advanceTimersByTime(100);
    expect(send).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
