import pixelmatch from 'pixelmatch';

// The visual project's screenshot comparator (vitest.config.ts). Vitest's own pixelmatch forgives a share of the
// whole frame, and a frame is as wide as the page: 0.1 % of a 1152 × 51 checkbox frame is 58 pixels, more than a
// tick shrunk by 2 px changes. This one forgives the same share of the story's own area, the box of pixels that
// are not the frame's background, so a small component is held as closely as a large one.

/** An image as Vitest hands it to a comparator: RGBA bytes, row by row. */
export interface DecodedImage {
  metadata: { width: number; height: number };
  data: Uint8Array | Uint8ClampedArray;
}

/** Options of the `storyArea` comparator. */
export type StoryAreaOptions = {
  /** Share of the story's area whose pixels may differ. */
  allowedShareOfStory?: number;
};

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    storyArea: StoryAreaOptions;
  }
}

/** The bounding box of pixels unlike the top-left one (the frame's padding) in either image, as an area. */
export function storyArea(images: readonly DecodedImage[]): {
  width: number;
  height: number;
  area: number;
} {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = -1;
  let bottom = -1;
  for (const { metadata, data } of images) {
    const { width, height } = metadata;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        if (
          data[i] !== data[0] ||
          data[i + 1] !== data[1] ||
          data[i + 2] !== data[2] ||
          data[i + 3] !== data[3]
        ) {
          if (x < left) left = x;
          if (x > right) right = x;
          if (y < top) top = y;
          if (y > bottom) bottom = y;
        }
      }
    }
  }
  if (right < 0) return { width: 0, height: 0, area: 0 };
  const width = right - left + 1;
  const height = bottom - top + 1;
  return { width, height, area: width * height };
}

/**
 * Compares a screenshot with its reference: every pixel must match exactly (pixelmatch with threshold 0, edges
 * included), but for `allowedShareOfStory` (default 0.1 %) of the story's own area.
 */
export function storyAreaComparator(
  reference: DecodedImage,
  actual: DecodedImage,
  { createDiff, allowedShareOfStory = 0.001 }: StoryAreaOptions & { createDiff: boolean },
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { width, height } = reference.metadata;
  if (actual.metadata.width !== width || actual.metadata.height !== height) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const diff = createDiff ? new Uint8Array(reference.data.length) : null;
  // Anti-aliased pixels count too: pixelmatch would call every pixel of a small glyph's edge anti-aliasing, and
  // forgave a checkbox tick drawn 12 px instead of 14 (36 pixels changed, none of them counted).
  const mismatched = pixelmatch(reference.data, actual.data, diff, width, height, {
    threshold: 0,
    includeAA: true,
  });
  const story = storyArea([reference, actual]);
  const allowed = Math.floor(story.area * allowedShareOfStory);
  const pass = mismatched <= allowed;
  return {
    pass,
    diff,
    message: pass
      ? null
      : `${mismatched} pixels differ; the story covers ${story.width}×${story.height}px, of which ${allowed} may.`,
  };
}
