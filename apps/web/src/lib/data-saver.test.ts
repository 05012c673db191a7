import { afterEach, describe, expect, it } from 'vitest';
import { imageSources, isDataSaverOn, setDataSaver } from './data-saver';

const thumb = 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg';

describe('data saver', () => {
  afterEach(() => localStorage.clear());

  it('follows the browser until the student chooses', () => {
    expect(isDataSaverOn()).toBe(false);
    setDataSaver(true);
    expect(isDataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(isDataSaverOn()).toBe(false);
  });

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
