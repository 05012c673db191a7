import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/** A local SMTP server that keeps what it receives, and can refuse on demand. */
export async function startSmtp() {
  const messages: string[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          return callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }));
        }
        messages.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, messages, state };
}

/** A stand-in for the Telegram Bot API: records sendMessage calls, fails while told to. */
export async function startTelegram() {
  const calls: { path: string; body: { chat_id: string; text: string; parse_mode: string } }[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.failing) {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"ok":false}');
        return;
      }
      calls.push({ path: request.url ?? '', body: JSON.parse(raw) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${port}`, calls, state };
}
