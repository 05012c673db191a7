import { PHOTO_LIMITS } from '@academy/contract/photo-messages';

/** The qualities tried in turn until the photo fits the target size. */
const QUALITIES = [0.82, 0.7, 0.58, 0.46];

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );

/**
 * A phone's photo made small enough for a slow line (decisions §117): upright (the browser reads
 * its EXIF orientation), at most `PHOTO_LIMITS.maxSide` on its longer side, a JPEG of about
 * `PHOTO_LIMITS.targetBytes`, lowering the quality and then the size until it fits. The server
 * still checks and re-encodes whatever arrives.
 */
export async function compressPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let side: number = PHOTO_LIMITS.maxSide;
    for (;;) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await toJpeg(canvas, quality);
        if (blob.size <= PHOTO_LIMITS.targetBytes || side < 400) {
          const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
          return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
        }
      }
      side = Math.round(side * 0.75);
    }
  } finally {
    bitmap.close();
  }
}
