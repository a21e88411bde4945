import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { AVATAR_SIZE, makeAvatarThumbnail } from './avatar-image';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await makeAvatarThumbnail(bytes);
  } catch (error) {
    if (isAppError(error)) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  throw new Error('accepted');
}

describe('profile picture thumbnail', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('turns a %s of any shape into a square WebP thumbnail', async (format) => {
    const thumbnail = await makeAvatarThumbnail(await picture(900, 400, format));
    const metadata = await sharp(thumbnail).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it('drops the metadata of the original (EXIF, such as a phone’s position)', async () => {
    const withExif = await sharp(await picture(300, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Lucía', ImageDescription: 'Casa' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    expect((await sharp(await makeAvatarThumbnail(withExif)).metadata()).exif).toBeUndefined();
  });

  it('decides by the bytes: text, a PDF or an SVG named like an image are refused with 400', async () => {
    const message = '400 El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF';
    expect(await refusal(Buffer.from('esto no es una imagen'))).toBe(message);
    expect(await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe(message);
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'))).toBe(message);
  });

  it('refuses a truncated image instead of storing half of it', async () => {
    const png = await picture(400, 400, 'png');
    expect(await refusal(png.subarray(0, Math.floor(png.length / 2)))).toBe('400 El archivo debe ser una imagen JPG, PNG, WebP, GIF o AVIF');
  });
});
