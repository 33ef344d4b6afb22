import { type ImageSlot, IMAGE_SLOTS, fallbackSrc, pictureSources, pipelineImage } from '@shop/domain/media.rules';
import type { ImgHTMLAttributes } from 'react';

type Props = { src: string; slot: ImageSlot } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * A catalogue image. One the upload pipeline made becomes a `<picture>` offering AVIF, then WebP, at the
 * widths it has, sized for its `slot`, so a phone fetches the 320 or 640 file; any other URL (the demo's SVGs, an
 * outside address) stays a plain `<img>`. The server's preload hints use the same sources (http/first-route.ts).
 */
export function ResponsiveImage({ src, slot, ...img }: Props) {
  const image = pipelineImage(src);
  if (!image) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      {pictureSources(image, slot).map((source) => (
        <source
          key={`${source.type} ${source.media ?? ''}`}
          type={source.type}
          srcSet={source.srcset}
          sizes={source.sizes}
          media={source.media}
        />
      ))}
      <img src={fallbackSrc(image)} sizes={IMAGE_SLOTS[slot]} {...img} />
    </picture>
  );
}
