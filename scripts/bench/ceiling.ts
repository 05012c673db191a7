/**
 * The ceiling of the API figures: a bare `node:http` server answering each path with the bytes
 * the real API (or a visitor's page) returned for it. Run as its own process, like the server, so the load generator
 * measures both the same way. Prints its port on stdout once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>).map(
    ([url, body]) => [url, Buffer.from(body)],
  ),
);

const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  const isApi = request.url!.startsWith('/api/');
  response.writeHead(200, {
    'content-type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
