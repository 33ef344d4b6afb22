/**
 * The image pipeline's rules (DESIGN §8), shared by the server that makes the files and the shop that
 * shows them. No zod here: the shop imports this in its first bundle.
 *
 * A pipeline image lives in a folder named by the hash of its bytes, `<base>/p/<hash>/`, holding `<w>.webp` and
 * `<w>.avif` for each width of {@link variantWidths} and `og.jpg` for link previews. Its URL is its largest WebP,
 * `<base>/p/<hash>/<top>.webp`, and that alone tells every file it has: no other field is needed to build a
 * `srcset`, and the same URL works as a plain `<img src>` anywhere else (order snapshots, the back office).
 */

/** Upload limits. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The widths `srcset` offers, narrowest first. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
const TOP_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
/** The link preview's JPEG is at most this wide (Facebook and Zalo show 1200 × 630). */
export const MEDIA_OG_MAX_WIDTH = 1200;

export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** What staff see when an upload is refused. */
export const MEDIA_MESSAGES = {
  noFile: 'Vui lòng chọn một tệp ảnh (trường "file").',
  notMultipart: 'Hãy gửi ảnh dưới dạng multipart/form-data, trong trường "file".',
  malformed: 'Dữ liệu tải lên không hợp lệ.',
  empty: 'Tệp ảnh trống.',
  tooLarge: `Ảnh không được lớn hơn ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyFiles: 'Mỗi lần chỉ tải lên một ảnh.',
  unsupported: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc AVIF.',
  tooManyPixels: `Ảnh quá lớn: tối đa ${MEDIA_MAX_PIXELS / 1_000_000} megapixel.`,
  corrupt: 'Tệp ảnh bị hỏng hoặc không đầy đủ.',
  tooTall: 'Ảnh quá dài theo chiều dọc. Hãy cắt thành nhiều ảnh ngắn hơn.',
} as const;

/**
 * The widths made of an image `width` pixels wide (after its EXIF rotation): the standard widths below it, then
 * its own width capped at the largest. Nothing is enlarged, and a small image still gets one (its own width).
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, TOP_WIDTH);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** WebP's largest side: a variant taller than this could not be written. */
const WEBP_MAX_SIDE = 16_383;

/** True when the widest variant of a `width` × `height` picture would be taller than WebP allows (a long strip). */
export function tooTallForVariants(width: number, height: number): boolean {
  const top = variantWidths(width).at(-1)!;
  return Math.round((height * top) / width) > WEBP_MAX_SIDE;
}

/** File names inside an image's folder. */
export const mediaFileName = {
  variant: (width: number, format: MediaVariantFormat) => `${width}.${format}`,
  og: 'og.jpg',
} as const;

/** `…/p/<32 hex>/<width>.webp`, the URL the pipeline answers with. */
const PIPELINE_URL = /^(.*\/p\/[0-9a-f]{32})\/([1-9]\d{0,4})\.webp$/;

export interface PipelineImage {
  /** The image's folder URL, without a trailing slash. */
  folder: string;
  /** The widths it has, narrowest first. */
  widths: number[];
}

/** The pipeline image a URL names, or undefined for any other URL (the demo's SVGs, an outside address). */
export function pipelineImage(url: string | null | undefined): PipelineImage | undefined {
  const match = url ? PIPELINE_URL.exec(url) : null;
  if (!match) return undefined;
  const top = Number(match[2]);
  if (top > TOP_WIDTH) return undefined;
  return { folder: match[1]!, widths: variantWidths(top) };
}

export function variantUrl(image: PipelineImage, width: number, format: MediaVariantFormat): string {
  return `${image.folder}/${mediaFileName.variant(width, format)}`;
}

/** The JPEG for `og:image` when `url` is a pipeline image, else `url` itself. */
export function socialImageUrl(url: string): string {
  const image = pipelineImage(url);
  return image ? `${image.folder}/${mediaFileName.og}` : url;
}

/**
 * Where an image sits in the shop's layout, as `sizes` says it (max-w-7xl main column, Tailwind breakpoints): the
 * markup and the server's preload hints use the same text, or the browser would fetch a second file.
 */
export const IMAGE_SLOTS = {
  /** A product card: 2 columns on a phone, 3 from sm, 4 from lg, at most 1280 / 4. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  /** The product page's main image: full width on a phone, half from md. */
  gallery: '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw',
  /** A thumbnail beside a line of text (cart, checkout, orders, search suggestions): at most 96 pixels. */
  thumb: '96px',
  /** A category tile on the home page: 3 columns on a phone, 5 from sm, 9 from lg, at most 160 pixels. */
  tile: '(min-width: 640px) 160px, 33vw',
  /** A home page banner: the main column's width, at most 1200 (its box is 1200 × 320 at most). */
  banner: '(min-width: 1248px) 1200px, 100vw',
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Phones get no file wider than this (a phone downloads the 320 or 640 file). */
const PHONE_MAX_WIDTH = 640;
const PHONE_MEDIA = '(max-width: 767px)';
const WIDER_MEDIA = '(min-width: 768px)';

export interface PictureSource {
  type: `image/${MediaVariantFormat}`;
  srcset: string;
  sizes: string;
  /** Set when phones get a source of their own; the sources are then exclusive, so a preload can name one. */
  media?: string;
}

/**
 * The `<source>` elements of a `<picture>` for a pipeline image in `slot`, in the order the browser should try them:
 * AVIF before WebP; on a phone only the files up to 640 pixels wide, whatever its pixel density.
 */
export function pictureSources(image: PipelineImage, slot: ImageSlot): PictureSource[] {
  const sizes = IMAGE_SLOTS[slot];
  const sources = (widths: number[], media?: string) =>
    MEDIA_VARIANT_FORMATS.map((format): PictureSource => ({
      type: `image/${format}`,
      srcset: widths.map((w) => `${variantUrl(image, w, format)} ${w}w`).join(', '),
      sizes,
      ...(media ? { media } : {}),
    }));
  const phone = image.widths.filter((w) => w <= PHONE_MAX_WIDTH);
  if (phone.length === image.widths.length) return sources(image.widths);
  return [...sources(phone, PHONE_MEDIA), ...sources(image.widths, WIDER_MEDIA)];
}

/** The `<img src>` inside the `<picture>`: the WebP nearest 640 wide (browsers without `srcset` are rare). */
export function fallbackSrc(image: PipelineImage): string {
  const width = image.widths.filter((w) => w <= PHONE_MAX_WIDTH).at(-1) ?? image.widths[0]!;
  return variantUrl(image, width, 'webp');
}
