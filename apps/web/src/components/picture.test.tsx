import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thumbnailSources } from '@academy/contract/image-sources';
import { Picture } from './picture';

describe('Picture', () => {
  it("gives a phone its own candidates, in the same sizes, before the larger screens' image", () => {
    const { container } = render(
      <Picture sources={thumbnailSources('Nm9qW1eRtYu', false)} sizes="100vw" alt="" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('media', '(max-width: 639.98px)');
    expect(source.getAttribute('srcset')).not.toMatch(/sddefault/);
    expect(source).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('picture > source + img')!;
    expect(img.getAttribute('srcset')).toMatch(/sddefault\.jpg 640w$/);
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('is one image where there is one file (data saver, an uploaded cover)', () => {
    const { container } = render(
      <Picture sources={thumbnailSources('Nm9qW1eRtYu', true)} sizes="100vw" alt="" />,
    );
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/thumbnails/Nm9qW1eRtYu/mqdefault.jpg',
    );
  });
});
