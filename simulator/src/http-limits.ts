// What one HTTP request may cost the simulator: its size and the time it may take to arrive.
// Websocket upgrades (/app/{key}, /device-link) leave the HTTP server's request tracking when they
// upgrade, so these limits never cut a realtime or device-link socket.
export interface HttpLimits {
  /** bytes of a request body; larger is a 413 */
  bodyLimit: number;
  /** bytes of a form-encoded body (only the realtime channel auth: a socket id and a channel name) */
  formBodyLimit: number;
  /** ms to receive a whole request, headers and body: a body trickled a byte at a time is cut (408) */
  requestTimeout: number;
  /** ms to receive the headers of a request (or the first one on a new connection) */
  headersTimeout: number;
  /** ms between the server's checks of the two timeouts above (Node's default is 30 s) */
  checkInterval: number;
  /** ms a socket may be silent both ways; above the longest deliberate wait, a 120 s scenario fault latency */
  connectionTimeout: number;
}

export const defaultHttpLimits: HttpLimits = {
  // The largest body the contract allows is a signal with a 100,000-character SDP and 100 ICE
  // candidates, or 500 video metric records: well under 1 MiB.
  bodyLimit: 1024 * 1024,
  formBodyLimit: 4 * 1024,
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  checkInterval: 1_000,
  connectionTimeout: 150_000,
};

