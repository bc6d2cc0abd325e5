import { createSocket } from 'node:dgram';
import { classes, Message, methods, parseMessage, RTCPeerConnection } from 'werift';
import { describe, expect, it } from 'vitest';
import { bindingResponse, loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';

describe('the emulator’s loopback STUN responder', () => {
  it('answers a binding request with the sender’s address, as werift’s own parser reads it', () => {
    const request = new Message(methods.BINDING, classes.REQUEST);
    const response = bindingResponse(request.bytes, { address: '127.0.0.1', port: 40_123 });
    const parsed = response && parseMessage(response);
    expect(parsed?.messageClass).toBe(classes.RESPONSE);
    expect(parsed?.transactionIdHex).toBe(request.transactionIdHex);
    expect(parsed?.getAttributeValue('XOR-MAPPED-ADDRESS')).toEqual(['127.0.0.1', 40_123]);
  });

  it('ignores what is not a binding request', () => {
    const response = new Message(methods.BINDING, classes.RESPONSE);
    expect(bindingResponse(response.bytes, { address: '127.0.0.1', port: 1 })).toBeNull();
    expect(bindingResponse(Buffer.from('not stun at all, twenty bytes or more'), { address: '127.0.0.1', port: 1 })).toBeNull();
    expect(bindingResponse(new Message(methods.BINDING, classes.REQUEST).bytes, { address: '::1', port: 1 })).toBeNull();
  });

  it('answers over UDP, so a device offers at once without asking a server outside', async () => {
    const url = await loopbackStunUrl();
    const [, host, port] = /^stun:(127\.0\.0\.1):(\d+)$/.exec(url) ?? [];
    expect(host).toBe('127.0.0.1');
    const socket = createSocket('udp4');
    const request = new Message(methods.BINDING, classes.REQUEST);
    const reply = new Promise<Buffer>((resolve) => socket.once('message', resolve));
    socket.send(request.bytes, Number(port), '127.0.0.1');
    expect(parseMessage(await reply)?.transactionIdHex).toBe(request.transactionIdHex);
    socket.close();

    // werift waits for its STUN answer inside setLocalDescription: 5 s when nobody answers.
    const pc = new RTCPeerConnection(devicePeerConfig(url));
    // Its only STUN server: without one werift would fall back to stun.l.google.com.
    expect(pc.config.iceServers.map((server) => server.urls)).toEqual([url]);
    pc.createDataChannel('control');
    const started = performance.now();
    await pc.setLocalDescription(await pc.createOffer());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pc.localDescription?.sdp).toContain('typ host');
    await pc.close();
  });
});
