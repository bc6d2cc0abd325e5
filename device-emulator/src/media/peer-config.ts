// werift settings every device peer uses. Host candidates (loopback only on a machine without a
// network address): the emulator and the browser share a machine or a network. The only STUN
// server is the emulator's own on loopback (loopback-stun.ts), so that werift does not ask one on
// the internet.
import { networkInterfaces } from 'node:os';
import { useNACK, useOPUS, usePLI, useREMB, useVP8, type PeerConfig } from 'werift';

export const devicePeerConfig = (stunUrl: string): Partial<PeerConfig> => ({
  iceServers: [{ urls: stunUrl }],
  iceAdditionalHostAddresses: onlyLoopback() ? ['127.0.0.1'] : [],
  iceUseIpv6: false,
  bundlePolicy: 'max-bundle',
  codecs: {
    video: [useVP8({ payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    audio: [useOPUS({ payloadType: 111 })],
  },
});

/** How long a device waits for its own candidates before sending the offer anyway. */
export const GATHER_TIMEOUT_MS = 1500;

/**
 * Whether this machine has no IPv4 address but loopback; only then is loopback offered as a host
 * candidate. werift binds every candidate's socket to all addresses, so a loopback candidate's
 * socket answers a check from the network address with the network address as its source. Chromium
 * drops such an answer (it came from elsewhere than the check went), learns the pair from the
 * device's own check instead, checks it at its next turn, 40 to 60 ms later, and only then starts
 * DTLS. Which candidate Chromium checked first was chance (both host candidates had the same
 * priority): 2 of 9 calls in a logged run waited so. Chromium checks from its network address
 * first, which the one host candidate left answers from.
 */
export const onlyLoopback = (interfaces = networkInterfaces()): boolean =>
  !Object.values(interfaces).some((addresses) => addresses?.some((address) => address.family === 'IPv4' && !address.internal));
