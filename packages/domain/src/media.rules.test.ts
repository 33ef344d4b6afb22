import { describe, expect, it } from 'vitest';
import {
  fallbackSrc,
  pictureSources,
  pipelineImage,
  socialImageUrl,
  tooTallForVariants,
  variantWidths,
} from './media.rules';

const HASH = '0123456789abcdef0123456789abcdef';

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 1024, 1600]],
    [1600, [320, 640, 1024, 1600]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [321, [320, 321]],
    [320, [320]],
    [200, [200]],
    [1, [1]],
  ])('an image %i wide gets %j, never enlarged', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('tooTallForVariants', () => {
  it.each([
    [1000, 16_383, false],
    [1000, 16_384, true],
    [3200, 32_766, false],
    [3200, 32_768, true],
    [4000, 3000, false],
  ])('%i × %i: %s', (width, height, tall) => {
    expect(tooTallForVariants(width, height)).toBe(tall);
  });
});

describe('pipelineImage', () => {
  it('reads the folder and the widths from the URL alone, local or in object storage', () => {
    expect(pipelineImage(`/media/p/${HASH}/1000.webp`)).toEqual({
      folder: `/media/p/${HASH}`,
      widths: [320, 640, 1000],
    });
    expect(pipelineImage(`https://cdn.example.com/shop/p/${HASH}/1600.webp`)?.folder).toBe(
      `https://cdn.example.com/shop/p/${HASH}`,
    );
  });

  it.each([
    '/media/products/tra-oolong.svg',
    `/media/p/${HASH}/1600.avif`,
    `/media/p/${HASH}/og.jpg`,
    `/media/p/${HASH}/1601.webp`,
    `/media/p/${HASH}/0640.webp`,
    `/media/p/${HASH.slice(1)}/640.webp`,
    `/media/p/${HASH}/640.webp?x=1`,
    '',
    null,
    undefined,
  ])('is undefined for %s', (url) => {
    expect(pipelineImage(url)).toBeUndefined();
  });
});

describe('socialImageUrl', () => {
  it("is the pipeline image's JPEG, or the URL itself", () => {
    expect(socialImageUrl(`/media/p/${HASH}/1600.webp`)).toBe(`/media/p/${HASH}/og.jpg`);
    expect(socialImageUrl('/media/products/a.svg')).toBe('/media/products/a.svg');
  });
});

describe('pictureSources', () => {
  it('offers AVIF before WebP, and phones nothing wider than 640', () => {
    const image = pipelineImage(`/m/p/${HASH}/1600.webp`)!;
    const sources = pictureSources(image, 'gallery');
    expect(sources.map((s) => [s.type, s.media])).toEqual([
      ['image/avif', '(max-width: 767px)'],
      ['image/webp', '(max-width: 767px)'],
      ['image/avif', '(min-width: 768px)'],
      ['image/webp', '(min-width: 768px)'],
    ]);
    expect(sources[0]!.srcset).toBe(`/m/p/${HASH}/320.avif 320w, /m/p/${HASH}/640.avif 640w`);
    expect(sources[3]!.srcset).toBe(
      `/m/p/${HASH}/320.webp 320w, /m/p/${HASH}/640.webp 640w, /m/p/${HASH}/1024.webp 1024w, /m/p/${HASH}/1600.webp 1600w`,
    );
  });

  it('needs no phone sources when the image is at most 640 wide', () => {
    const sources = pictureSources(pipelineImage(`/m/p/${HASH}/500.webp`)!, 'card');
    expect(sources).toHaveLength(2);
    expect(sources.every((s) => s.media === undefined)).toBe(true);
  });

  it('falls back to the WebP nearest 640 wide', () => {
    expect(fallbackSrc(pipelineImage(`/m/p/${HASH}/1600.webp`)!)).toBe(`/m/p/${HASH}/640.webp`);
    expect(fallbackSrc(pipelineImage(`/m/p/${HASH}/200.webp`)!)).toBe(`/m/p/${HASH}/200.webp`);
  });
});
