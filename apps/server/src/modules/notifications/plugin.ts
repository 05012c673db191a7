import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createChannels, type Channels, type Deliver } from './channels.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    channels: Channels;
    outbox: OutboxWorker;
  }
}

/** The notice channels and the outbox worker; server.ts starts the worker, tests drive it. */
export default fp(
  async function notifications(
    app: FastifyInstance,
    opts: Pick<Config, 'email' | 'telegram'> & {
      sms: Deliver | undefined;
      text?: Deliver | undefined;
    },
  ) {
    const channels = createChannels(opts, opts.sms, opts.text);
    app.decorate('channels', channels);
    app.decorate('outbox', createOutboxWorker(app.db, channels, app.log));
    app.addHook('onClose', async () => app.outbox.stop());
  },
  { name: 'notifications', dependencies: ['database'] },
);
