import { describe, expect, it } from 'vitest';
import { slideAt, stepIndex } from './use-snap-carousel';

describe('stepIndex', () => {
  it.each([
    [0, 'next', 3, 1],
    [1, 'next', 3, 2],
    // The autoplay and 'Banner sau' go from the last banner back to the first, 'Banner trước' the other way.
    [2, 'next', 3, 0],
    [0, 'prev', 3, 2],
    [2, 'prev', 3, 1],
    [0, 'next', 1, 0],
    [0, 'prev', 1, 0],
    // A dot goes straight to its banner, kept within the list.
    [0, 2, 3, 2],
    [2, 0, 3, 0],
    [1, 7, 3, 2],
    [1, -1, 3, 0],
    [0, 'next', 0, 0],
  ] as const)('from %i, %o, of %i → %i', (from, move, count, to) => {
    expect(stepIndex(from, move, count)).toBe(to);
  });
});

describe('slideAt', () => {
  it.each([
    [0, 360, 3, 0],
    [179, 360, 3, 0],
    [181, 360, 3, 1],
    [720, 360, 3, 2],
    // Sub-pixel widths: the snap point may sit a fraction away from index × clientWidth.
    [719.5, 359.75, 3, 2],
    [900, 360, 3, 2],
    [-20, 360, 3, 0],
    [100, 0, 3, 0],
  ] as const)('at %d of width %d with %i slides → %i', (left, width, count, slide) => {
    expect(slideAt(left, width, count)).toBe(slide);
  });
});
