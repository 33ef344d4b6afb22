import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  MEDIA_OG_MAX_WIDTH,
  MEDIA_VARIANT_FORMATS,
  type MediaVariantFormat,
  mediaFileName,
  tooTallForVariants,
  variantWidths,
} from '@shop/domain/media.rules';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../http/errors';

/** The formats an upload may be, judged by its content (libvips' loaders), with the type and extension kept. */
const ACCEPTED = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  avif: { contentType: 'image/avif', ext: 'avif' },
} as const;
type AcceptedFormat = keyof typeof ACCEPTED;

/**
 * libvips reads dozens of formats (SVG through librsvg, PDF, TIFF, GIF, …); only the four loaders of accepted
 * formats may see an upload, so anything else is refused before a parser for it runs. Process-wide: this server
 * uses sharp for uploads only. The cache is off: uploads are each seen once, and it would only hold memory.
 */
let configured = false;
function configureSharp() {
  if (configured) return;
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({
    operation: [
      'VipsForeignLoadJpegBuffer',
      'VipsForeignLoadPngBuffer',
      'VipsForeignLoadWebpBuffer',
      'VipsForeignLoadHeifBuffer',
    ],
  });
  sharp.cache(false);
  configured = true;
}

/**
 * Encoders' settings. AVIF dominates an upload's time on two cores: on a photo, effort 3 made files 7 % smaller than
 * 2 in twice the time, and 4 no smaller than 3 in three times the time (docs/decisions/0012-images.md).
 */
const ENCODE = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;

export interface ProcessedFile {
  /** File name inside the image's folder (`640.webp`, `og.jpg`). */
  name: string;
  width: number;
  format: MediaVariantFormat | 'jpeg';
  contentType: string;
  data: Buffer;
}

export interface ProcessedImage {
  format: AcceptedFormat;
  contentType: string;
  ext: string;
  /** After EXIF rotation. */
  width: number;
  height: number;
  files: ProcessedFile[];
}

/** A refusal of the upload: `{file: [message]}`, the field it came in. */
const refuse = (message: string, status = 400): never => {
  throw new AppError(status, message, { file: [message] });
};

/** The upload's format by content, and its size after rotation; refuses what the shop doesn't take. */
async function inspect(data: Buffer) {
  if (data.length === 0) refuse(MEDIA_MESSAGES.empty);
  if (data.length > MEDIA_MAX_BYTES) refuse(MEDIA_MESSAGES.tooLarge, 413);
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the count is checked below, with its own message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(MEDIA_MESSAGES.unsupported);
  }
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : undefined) : meta.format;
  if (!format || !Object.hasOwn(ACCEPTED, format)) return refuse(MEDIA_MESSAGES.unsupported);
  const { width, height } = meta.autoOrient;
  if (!width || !height) return refuse(MEDIA_MESSAGES.corrupt);
  if (width * height > MEDIA_MAX_PIXELS) refuse(MEDIA_MESSAGES.tooManyPixels);
  if (tooTallForVariants(width, height)) refuse(MEDIA_MESSAGES.tooTall);
  return { format: format as AcceptedFormat, width, height };
}

/**
 * An upload as the shop serves it: the format judged by content (JPEG, PNG, WebP, AVIF), at most
 * 10 MB and 40 megapixels; rotated as its EXIF says, then every other bit of metadata dropped (sharp writes none by
 * default, and converts to sRGB); WebP and AVIF at {@link variantWidths}, and a JPEG for link previews.
 */
export async function processImage(
  data: Buffer,
  /** An AVIF effort other than the uploads' (the demo's flat drawings: demo-images.ts). */
  opts: { avifEffort?: number } = {},
): Promise<ProcessedImage> {
  configureSharp();
  const { format, width, height } = await inspect(data);
  // The whole image is decoded once, at the largest width needed; a truncated or damaged file fails here.
  const widths = variantWidths(width);
  const top = widths.at(-1)!;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: top, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // libvips fails on the upload's own bytes (truncated, damaged): the file's fault.
    return refuse(MEDIA_MESSAGES.corrupt);
  }
  const { info } = decoded;
  const raw = () => sharp(decoded.data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const variants = widths.flatMap((w) =>
    MEDIA_VARIANT_FORMATS.map(async (f): Promise<ProcessedFile> => {
      const resized = raw().resize({ width: w });
      const out = await (
        f === 'avif'
          ? resized.avif({ ...ENCODE.avif, effort: opts.avifEffort ?? ENCODE.avif.effort })
          : resized.webp(ENCODE.webp)
      ).toBuffer();
      return { name: mediaFileName.variant(w, f), width: w, format: f, contentType: `image/${f}`, data: out };
    }),
  );
  const ogWidth = Math.min(top, MEDIA_OG_MAX_WIDTH);
  const og = raw()
    .resize({ width: ogWidth })
    // JPEG has no transparency: a transparent PNG's background becomes white, as on the shop's pages.
    .flatten({ background: '#ffffff' })
    .jpeg(ENCODE.jpeg)
    .toBuffer()
    .then((out): ProcessedFile => ({
      name: mediaFileName.og,
      width: ogWidth,
      format: 'jpeg',
      contentType: 'image/jpeg',
      data: out,
    }));

  return { format, ...ACCEPTED[format], width, height, files: await Promise.all([...variants, og]) };
}
