import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources.ts';

const thumb = 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg';

describe('imageSources', () => {
  it("offers YouTube thumbnails in their sizes from the site's own server, or only the smallest with data saver on", () => {
    expect(imageSources(thumb, false)).toEqual({
      src: '/thumbnails/Nm9qW1eRtYu/hqdefault.jpg',
      srcSet:
        '/thumbnails/Nm9qW1eRtYu/mqdefault.jpg 320w, /thumbnails/Nm9qW1eRtYu/hqdefault.jpg 480w, /thumbnails/Nm9qW1eRtYu/sddefault.jpg 640w',
    });
    expect(imageSources(thumb, true)).toEqual({ src: '/thumbnails/Nm9qW1eRtYu/mqdefault.jpg' });
    expect(imageSources('/files/cover.png', true)).toEqual({ src: '/files/cover.png' });
    expect(imageSources('https://example.com/vi/Nm9qW1eRtYu/hqdefault.jpg', false)).toEqual({
      src: 'https://example.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
    });
  });
});
