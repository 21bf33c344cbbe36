import { hostShelter } from '../i18n/sv/host-profile';

const t = hostShelter;

/** The gateway's limits (shelter/photo.service.ts). */
export const MAX_PHOTO_MB = 8;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The host's upload for their own shelter; the admin's names the shelter. */
export const PHOTO_UPLOAD = '/api/host/shelter/photo';
export const adminPhotoUpload = (shelterId: string): string => `/api/admin/shelters/${encodeURIComponent(shelterId)}/photo`;

/**
 * Sends the chosen file as the request's body (the gateway reads the format from the bytes).
 * Resolves to the shelter's new image address, or rejects with a Swedish text: checked here first
 * (type, size), the server's message otherwise.
 */
export async function uploadPhoto(file: File, send: typeof fetch = fetch, url: string = PHOTO_UPLOAD): Promise<string> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) throw new Error(t.photoWrongType);
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) throw new Error(t.photoTooLarge(MAX_PHOTO_MB));
  let res: Response;
  try {
    res = await send(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': file.type }, body: file });
  } catch {
    throw new Error(t.photoFailed);
  }
  const body = (await res.json().catch(() => null)) as { image?: string; message?: string } | null;
  if (!res.ok || typeof body?.image !== 'string') throw new Error(body?.message || t.photoFailed);
  return body.image;
}
