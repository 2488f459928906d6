import sharp from 'sharp';
import { validationError } from '../http/errors';
import { msg, oneOf } from '../i18n';

export const PICTURE_SIZE = 512;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A square JPEG of at most 512×512 (cropped to cover), upright per its EXIF orientation, transparency on
 * white, with metadata (camera, location) stripped. An image that does not decode answers 422.
 */
export async function resizeProfilePicture(bytes: Buffer, field = 'image'): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw validationError({ [field]: [msg('files.wrong_image', { types: oneOf(['PNG', 'JPEG']) })] });
  }
}
