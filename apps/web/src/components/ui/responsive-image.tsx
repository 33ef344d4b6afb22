import { type ImageSlot, IMAGE_SLOTS, fallbackSrc, pictureSources, pipelineImage } from '@shop/domain/media.rules';
import type { ImgHTMLAttributes } from 'react';

type Props = {
  src: string;
  slot: ImageSlot;
  /** Classes of a box around the image (a frame that clips it): the `<picture>` itself when there is one. */
  frame?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * A catalogue image. One the upload pipeline made becomes a `<picture>` offering AVIF, then WebP, at the
 * widths it has, sized for its `slot`, so a phone fetches the 320 or 640 file; any other URL (the demo's SVGs, an
 * outside address) stays a plain `<img>`. The server's preload hints use the same sources (http/first-route.ts).
 */
export function ResponsiveImage({ src, slot, frame, ...img }: Props) {
  const image = pipelineImage(src);
  if (!image) return frame ? <span className={frame}>{<img src={src} {...img} />}</span> : <img src={src} {...img} />;
  // The last source (WebP, for whatever no earlier source matched) is the <img>'s own srcset: the browser picks
  // the same file, with one element less per image.
  const sources = pictureSources(image, slot);
  const last = sources.at(-1)!;
  return (
    <picture className={frame ?? 'contents'}>
      {sources.slice(0, -1).map((source) => (
        <source
          key={`${source.type} ${source.media ?? ''}`}
          type={source.type}
          srcSet={source.srcset}
          sizes={source.sizes}
          media={source.media}
        />
      ))}
      <img src={fallbackSrc(image)} srcSet={last.srcset} sizes={IMAGE_SLOTS[slot]} {...img} />
    </picture>
  );
}
