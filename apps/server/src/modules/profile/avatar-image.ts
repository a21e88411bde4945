import { texts } from '@campus/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Side of the square thumbnail kept of every profile picture (shown at most at 96 px, sharp on 2× screens). */
export const AVATAR_SIZE = 256;
/** What is stored and served: WebP, which every browser the app supports shows. */
export const AVATAR_CONTENT_TYPE = 'image/webp';
/** Pictures past this many pixels are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Raster formats accepted, as sharp names them after reading the bytes (AVIF reads as heif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const notAnImage = (cause?: unknown) => new AppError('validation', texts.profile.avatarNotImage, { cause });

/**
 * The square thumbnail of an uploaded picture, decided by its bytes and never by its name or declared type:
 * anything sharp cannot read as one of the accepted raster formats (an SVG, a PDF, a renamed text) is refused
 * with 400. The picture is turned upright (EXIF orientation), cropped to a square around its most interesting
 * part and re-encoded, which also drops every metadata block (a phone photo's GPS position never leaves).
 */
export async function makeAvatarThumbnail(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch (error) {
    throw notAnImage(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(bytes, options).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    throw notAnImage(error);
  }
}
