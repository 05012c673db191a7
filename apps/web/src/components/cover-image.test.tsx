import { act, render } from '@testing-library/react';
import { BookOpen } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedDataSaver } from '@/lib/data-saver';
import { CoverImage } from './cover-image';

const SRC = 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg';

describe('CoverImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is in the server's page at once when it is the largest picture, the others for a browser without scripts only", () => {
    const first = renderToString(<CoverImage src={SRC} icon={BookOpen} priority />);
    expect(first).toMatch(/^<div[^>]*><svg.*<\/svg><picture>/);
    expect(first).toMatch(/fetchPriority="high"/);
    const other = renderToString(<CoverImage src={SRC} icon={BookOpen} />);
    expect(other).toMatch(/<noscript><picture>.*loading="lazy".*<\/picture><\/noscript>/);
  });

  it('is the smallest picture in a page the server rendered for a browser saving data', () => {
    const html = renderToString(
      <RenderedDataSaver.Provider value>
        <CoverImage src={SRC} icon={BookOpen} priority />
      </RenderedDataSaver.Provider>,
    );
    expect(html).toContain('src="/thumbnails/Nm9qW1eRtYu/mqdefault.jpg"');
    expect(html).not.toMatch(/srcSet|hqdefault/);
  });

  it('waits for the page to load before it asks for a cover below the first', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { container } = render(
      <>
        <CoverImage src={SRC} icon={BookOpen} priority />
        <CoverImage src={SRC} icon={BookOpen} />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');

    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows every cover at once on a page reached after the first has loaded', () => {
    const { container } = render(<CoverImage src={SRC} icon={BookOpen} />);
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
