import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_THUMBNAIL_BYTES } from '../src/modules/thumbnails/store.ts';

/** The start of a JPEG file and some bytes: what the server passes on is never decoded. */
export const jpeg = (fill: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(fill.repeat(64))]);

/**
 * A local stand-in for YouTube's image host (`i.ytimg.com/vi/<id>/<size>.jpg`). As YouTube does,
 * a video it does not know (not in `known`, where given) is a 404 with a grey picture. A known one
 * is `picture` of the file's name (`hqdefault.jpg`), or a JPEG naming the path. A few ids misbehave on purpose: `htmlPage` answers a web
 * page, `disguised` a page labelled as a JPEG, `enormous` a picture too large to be a thumbnail,
 * `sluggish` nothing for 10 s. It counts the requests for each path.
 */
export async function startFakeYtimg(
  options: {
    known?: readonly string[];
    picture?: (file: string) => { type: string; body: Buffer };
  } = {},
) {
  const { known, picture } = options;
  const requests = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.set(url, (requests.get(url) ?? 0) + 1);
    const [, vi, id, file] = url.split('/');
    if (vi !== 'vi' || !file?.endsWith('.jpg')) return res.writeHead(404).end();
    if (id === 'htmlPage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    if (id === 'disguised') {
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a picture');
    }
    if (id === 'enormous') {
      return res
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end(Buffer.concat([jpeg('x'), Buffer.alloc(MAX_THUMBNAIL_BYTES)]));
    }
    if (id === 'sluggish') return void setTimeout(() => res.writeHead(404).end(), 10_000).unref();
    if (!id || (known && !known.includes(id))) {
      return res.writeHead(404, { 'content-type': 'image/jpeg' }).end(jpeg('grey'));
    }
    if (picture) {
      const { type, body } = picture(file);
      return res.writeHead(200, { 'content-type': type }).end(body);
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg(`${id}/${file}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The server's settings that point it here. */
    env: { YOUTUBE_IMAGE_BASE: `http://127.0.0.1:${port}` },
    requestsFor: (path: string) => requests.get(path) ?? 0,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
