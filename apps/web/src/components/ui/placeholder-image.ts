/** The picture shown when a product, category or promotion has no image, or its image fails to load. */
import type { SyntheticEvent } from 'react';

/** spec 1 §3 'thumbnail': a product without an image gets the placeholder. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/**
 * An `<img>`'s onError: the placeholder instead, once (a failing placeholder must not loop). In a `<picture>` the
 * sources would still win over `src`, so they lose their `srcset` first.
 */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  if (img.parentElement?.tagName === 'PICTURE') {
    for (const source of img.parentElement.querySelectorAll('source')) source.removeAttribute('srcset');
  }
  img.src = PLACEHOLDER_IMAGE;
}
