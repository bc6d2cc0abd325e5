// werift settings every device peer uses. Loopback and host candidates only: the emulator and the
// browser share a machine or a network, and there is no STUN or TURN server to reach.
import { useNACK, useOPUS, usePLI, useREMB, useVP8, type PeerConfig } from 'werift';

export const peerConfig: Partial<PeerConfig> = {
  iceServers: [],
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceUseIpv6: false,
  bundlePolicy: 'max-bundle',
  codecs: {
    video: [useVP8({ payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    audio: [useOPUS({ payloadType: 111 })],
  },
};

/** How long a device waits for its own candidates before sending the offer anyway. */
export const GATHER_TIMEOUT_MS = 1500;
