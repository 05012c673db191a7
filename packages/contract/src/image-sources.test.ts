import { describe, expect, it } from 'vitest';
import { imageSources, thumbnailSources } from './image-sources.ts';

const thumb = 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg';
const path = '/thumbnails/Nm9qW1eRtYu';

describe('imageSources', () => {
  it("offers YouTube thumbnails in their sizes from the site's own server, a phone at most 480 px, or only the smallest with data saver on", () => {
    const sources = {
      src: `${path}/hqdefault.jpg`,
      srcSet: `${path}/mqdefault.jpg 320w, ${path}/hqdefault.jpg 480w, ${path}/sddefault.jpg 640w`,
      phoneSrcSet: `${path}/mqdefault.jpg 320w, ${path}/hqdefault.jpg 480w`,
    };
    expect(imageSources(thumb, false)).toEqual(sources);
    expect(thumbnailSources('Nm9qW1eRtYu', false)).toEqual(sources);
    expect(imageSources(thumb, true)).toEqual({ src: `${path}/mqdefault.jpg` });
  });

  it('leaves other images as they are', () => {
    expect(imageSources('/files/cover.png', true)).toEqual({ src: '/files/cover.png' });
    expect(imageSources('https://example.com/vi/Nm9qW1eRtYu/hqdefault.jpg', false)).toEqual({
      src: 'https://example.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
    });
  });
});
