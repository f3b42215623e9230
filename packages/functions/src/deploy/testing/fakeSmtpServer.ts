import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FakeSmtpServer {
  port: number;
  /** The raw DATA of every message accepted. */
  messages: string[];
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server for nodemailer: EHLO, AUTH PLAIN (accepting only `credentials`),
 * MAIL, RCPT, DATA, QUIT. No TLS: the tests run the production mailer with requireTls off.
 */
export async function startFakeSmtpServer(credentials: { user: string; password: string }) {
  const messages: string[] = [];
  const expected = Buffer.from(`\0${credentials.user}\0${credentials.password}`).toString('base64');

  function serve(socket: Socket) {
    let buffer = '';
    let mode: 'command' | 'auth' | 'data' = 'command';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const authenticate = (token: string) =>
      reply(token === expected ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');

    function command(line: string) {
      const upper = line.toUpperCase();
      if (upper.startsWith('EHLO') || upper.startsWith('HELO')) {
        reply('250-fake.smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME');
      } else if (upper.startsWith('AUTH PLAIN ')) {
        authenticate(line.slice('AUTH PLAIN '.length));
      } else if (upper === 'AUTH PLAIN') {
        mode = 'auth';
        reply('334 ');
      } else if (upper === 'DATA') {
        mode = 'data';
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (upper === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else {
        reply('250 OK');
      }
    }

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          mode = 'command';
          reply(`250 OK queued as ${String(messages.length)}`);
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (mode === 'auth') {
          mode = 'command';
          authenticate(line);
        } else {
          command(line);
        }
      }
    });
    socket.on('error', () => undefined);
    reply('220 fake.smtp ESMTP');
  }

  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies FakeSmtpServer;
}
