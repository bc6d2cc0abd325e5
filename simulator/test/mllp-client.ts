// A sending system's side of an MLLP exchange, for the ADT listener's tests: one frame out, its ACK back.
import { connect } from 'node:net';
import { frame, MllpFramer } from '../src/adt/mllp-framer.ts';

/** Sends one message in its own connection and answers the ACK's text as written. */
export async function sendOverMllp(port: number, message: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  const framer = new MllpFramer(1_000_000);
  try {
    return await new Promise<string>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        const [first] = framer.push(chunk);
        if (first) resolve(first.toString('utf8'));
      });
      socket.write(frame(message));
    });
  } finally {
    socket.destroy();
  }
}
