/** The picture shown when a product, category or promotion has no image, or its image fails to load. */
import type { SyntheticEvent } from 'react';

/** spec 1 §3 'thumbnail': a product without an image gets the placeholder. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** An `<img>`'s onError: the placeholder instead, once (a failing placeholder must not loop). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}
