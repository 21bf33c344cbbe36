/**
 * The shelter's photo (issue 19 §5), kept in the database (no third-party storage): host staff
 * upload a JPEG, PNG or WebP of at most MAX_PHOTO_BYTES; it is decoded, turned upright (EXIF
 * orientation), resized to at most PHOTO_WIDTH px wide plus a THUMB_WIDTH px thumbnail and
 * re-encoded as JPEG, which drops every metadata block (EXIF, GPS, XMP, ICC). `shelter.image` then
 * points at `/api/shelters/{id}/photo?v={etag}`, so a new photo is a new address and the old one
 * may stay cached for long. Anything that is not such an image is refused with a Swedish text and
 * nothing is stored. Resizing is sharp's (libvips; docs/DECISIONS.md says why).
 */
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { inTransaction } from '../platform/db/database';
import { recordAudit } from '../platform/audit';
import { hostShelterOf } from '../platform/scope';
import { onFirstUse } from '../platform/on-first-use';
import {
  MAX_PHOTO_MB,
  MAX_PHOTO_BYTES,
  PHOTO_WIDTH,
  THUMB_WIDTH,
  MIN_PHOTO_SIDE,
  PHOTO_CONTENT_TYPE,
  PhotoSize,
  StoredPhoto,
  imageFormat,
  photoPath,
} from './photo.rules';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first photo (platform/on-first-use.ts)
const sharp = onFirstUse(() => require('sharp') as typeof import('sharp'));

/** Decoding more pixels than this is refused (a "decompression bomb" of a small file). */
const MAX_INPUT_PIXELS = 60_000_000;
async function encode(bytes: Buffer, width: number, quality: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp()(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // upright by the EXIF orientation, before the metadata is dropped
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' }) // a transparent PNG on white: JPEG has no alpha
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export class ShelterPhotoService {
  constructor(private readonly ds: DataSource) {}

  /**
   * Host staff's upload for their own shelter: checks, resizes and stores the photo and points the
   * shelter's image at it, in one transaction (audited like the profile). Answers the new address.
   */
  async upload(actorOrNull: Actor | null, body: unknown): Promise<{ image: string }> {
    const { actor, shelterId } = hostShelterOf(actorOrNull);
    return this.store(actor, shelterId, body);
  }

  /** The admin's upload for any shelter that is not archived (NOT_FOUND otherwise). */
  async uploadFor(actorOrNull: Actor | null, shelterId: number, body: unknown): Promise<{ image: string }> {
    const actor = requireGroup(actorOrNull, 'admin');
    return this.store(actor, shelterId, body, 'NOT_FOUND');
  }

  private async store(
    actor: Actor,
    shelterId: number,
    body: unknown,
    notFound: 'HOST_NOT_FOUND' | 'NOT_FOUND' = 'HOST_NOT_FOUND',
  ): Promise<{ image: string }> {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.photoType);
    if (body.length > MAX_PHOTO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE.photo(MAX_PHOTO_MB));
    if (imageFormat(body) === null) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.photoType);
    let meta: Metadata;
    let full: Awaited<ReturnType<typeof encode>>;
    let thumb: Awaited<ReturnType<typeof encode>>;
    try {
      meta = await sharp()(body, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error('format');
      full = await encode(body, PHOTO_WIDTH, 82);
      thumb = await encode(body, THUMB_WIDTH, 78);
    } catch {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.photoUnreadable);
    }
    if (full.width < MIN_PHOTO_SIDE || full.height < MIN_PHOTO_SIDE) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.photoTooSmall(MIN_PHOTO_SIDE));
    }
    const version = createHash('sha256').update(full.data).update(thumb.data).digest('base64url').slice(0, 16);
    const image = photoPath(shelterId, version);
    await inTransaction(this.ds, async (tx) => {
      // An UPDATE's answer through TypeORM is [rows, count]: the rows are read through a CTE.
      const done: unknown[] = await tx.query(
        `WITH c AS (UPDATE shelter SET image = $2 WHERE id = $1 AND archived_at IS NULL RETURNING id) SELECT id FROM c`,
        [shelterId, image],
      );
      if (done.length === 0) throw new AppError(notFound);
      await tx.query(
        `INSERT INTO shelter_photo (shelter_id, content_type, image, thumb, width, height, etag, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (shelter_id) DO UPDATE SET content_type = EXCLUDED.content_type, image = EXCLUDED.image, thumb = EXCLUDED.thumb,
           width = EXCLUDED.width, height = EXCLUDED.height, etag = EXCLUDED.etag, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [shelterId, PHOTO_CONTENT_TYPE, full.data, thumb.data, full.width, full.height, version, actor.userId],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'shelter_photo_updated',
        entity: 'shelter',
        entityId: shelterId,
        detail: { image, width: full.width, height: full.height, bytes: body.length },
      });
    });
    return { image };
  }

  /** A shelter's photo (or its thumbnail), for anyone: a photo of a building is a public fact. NOT_FOUND when there is none. */
  async get(shelterId: number, size: PhotoSize): Promise<StoredPhoto> {
    const [row]: { content_type: string; body: Buffer | Uint8Array; etag: string }[] = await this.ds.query(
      `SELECT p.content_type, ${size === 'thumb' ? 'p.thumb' : 'p.image'} AS body, p.etag
         FROM shelter_photo p JOIN shelter s ON s.id = p.shelter_id AND s.archived_at IS NULL
        WHERE p.shelter_id = $1`,
      [shelterId],
    );
    if (!row) throw new AppError('NOT_FOUND');
    return {
      contentType: row.content_type,
      body: Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body),
      etag: `"${row.etag}-${size}"`,
      version: row.etag,
    };
  }
}

declare module '../platform/services' {
  interface Services {
    shelterPhotos: ShelterPhotoService;
  }
}
