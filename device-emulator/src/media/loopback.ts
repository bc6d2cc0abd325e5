// ffmpeg sends its RTP to a UDP port on loopback that the emulator reads; the OS picks the port.
import dgram from 'node:dgram';

export async function bindLoopback(): Promise<dgram.Socket> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  return socket;
}
