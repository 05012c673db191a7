import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources.ts';

const thumb = 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg';

describe('imageSources', () => {
  it('offers YouTube thumbnails in their sizes, or only the smallest with data saver on', () => {
    expect(imageSources(thumb, false)).toEqual({
      src: 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
      srcSet:
        'https://i.ytimg.com/vi/Nm9qW1eRtYu/mqdefault.jpg 320w, https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg 480w, https://i.ytimg.com/vi/Nm9qW1eRtYu/sddefault.jpg 640w',
    });
    expect(imageSources(thumb, true)).toEqual({
      src: 'https://i.ytimg.com/vi/Nm9qW1eRtYu/mqdefault.jpg',
    });
    expect(imageSources('/files/cover.png', true)).toEqual({ src: '/files/cover.png' });
  });
});
