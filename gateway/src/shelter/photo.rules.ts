/**
 * The shelter photo's limits, sizes and formats, and its path (issue 31 §1).
 */
export const MAX_PHOTO_MB = 8;

export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

export const PHOTO_WIDTH = 1200;

export const THUMB_WIDTH = 400;

/** Smaller than this on either side is no photo of a building. */
export const MIN_PHOTO_SIDE = 32;

export const PHOTO_CONTENT_TYPE = 'image/jpeg';

export type PhotoSize = 'full' | 'thumb';

export interface StoredPhoto {
  contentType: string;
  body: Buffer;
  /** The strong validator, quoted as HTTP wants it. */
  etag: string;
  /** The version in the shelter's image address (`?v=`). */
  version: string;
}

/** What the bytes start with: the three formats taken, by their signatures, whatever the Content-Type says. */
export function imageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const photoPath = (shelterId: number, version: string): string => `/api/shelters/${shelterId}/photo?v=${version}`;
