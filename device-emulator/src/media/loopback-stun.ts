// werift always asks a STUN server for a server-reflexive candidate, and without one it asks
// stun.l.google.com: an outside query on every join, and a 5 s stall in setLocalDescription where
// DNS works but outbound UDP is blocked (measured: 5005 ms with an unreachable STUN server). The
// devices reach browsers by their host addresses anyway, so the emulator answers its own peers'
// binding requests on loopback (RFC 8489: a success response carrying XOR-MAPPED-ADDRESS).
import type { RemoteInfo } from 'node:dgram';
import { isIPv4 } from 'node:net';
import { bindLoopback } from './loopback.ts';

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;
const HEADER_BYTES = 20;

/** The binding success response to a binding request, or null for anything else (ignored). */
export function bindingResponse(request: Buffer, from: Pick<RemoteInfo, 'address' | 'port'>): Buffer | null {
  if (request.length < HEADER_BYTES || request.readUInt16BE(0) !== BINDING_REQUEST || request.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  if (!isIPv4(from.address)) return null;
  const response = Buffer.alloc(HEADER_BYTES + 12);
  response.writeUInt16BE(BINDING_SUCCESS, 0);
  response.writeUInt16BE(12, 2);
  response.writeUInt32BE(MAGIC_COOKIE, 4);
  request.copy(response, 8, 8, HEADER_BYTES); // the transaction id
  response.writeUInt16BE(XOR_MAPPED_ADDRESS, 20);
  response.writeUInt16BE(8, 22);
  response.writeUInt8(0x01, 25); // IPv4
  response.writeUInt16BE(from.port ^ (MAGIC_COOKIE >>> 16), 26);
  const address = from.address.split('.').reduce((value, octet) => (value << 8) + Number(octet), 0) >>> 0;
  response.writeUInt32BE((address ^ MAGIC_COOKIE) >>> 0, 28);
  return response;
}

let started: Promise<string> | null = null;

/** The responder's `stun:` URL; it starts on first use and lives as long as the process. */
export function loopbackStunUrl(): Promise<string> {
  started ??= bindLoopback().then((socket) => {
    socket.on('message', (message, from) => {
      const response = bindingResponse(message, from);
      if (response) socket.send(response, from.port, from.address);
    });
    // Never the reason the process stays up (tests, a stopping emulator).
    socket.unref();
    return `stun:127.0.0.1:${socket.address().port}`;
  });
  return started;
}
