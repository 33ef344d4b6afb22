import { pipelineImage, variantUrl } from '@shop/domain/media.rules';

/** The narrowest file of a pipeline image (320 px WebP) for a thumbnail; any other URL as it is. */
export function thumbUrl(url: string): string {
  const image = pipelineImage(url);
  return image ? variantUrl(image, image.widths[0]!, 'webp') : url;
}
