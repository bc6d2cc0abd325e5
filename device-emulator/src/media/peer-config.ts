// werift settings every device peer uses. Host candidates (and loopback): the emulator and the
// browser share a machine or a network. The only STUN server is the emulator's own on loopback
// (loopback-stun.ts), so that werift does not ask one on the internet.
import { useNACK, useOPUS, usePLI, useREMB, useVP8, type PeerConfig } from 'werift';

export const devicePeerConfig = (stunUrl: string): Partial<PeerConfig> => ({
  iceServers: [{ urls: stunUrl }],
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceUseIpv6: false,
  bundlePolicy: 'max-bundle',
  codecs: {
    video: [useVP8({ payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    audio: [useOPUS({ payloadType: 111 })],
  },
});

/** How long a device waits for its own candidates before sending the offer anyway. */
export const GATHER_TIMEOUT_MS = 1500;
