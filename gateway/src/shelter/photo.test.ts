/**
 * The shelter's photo (issue 19 §5): host staff upload it over REST; it is resized (at most 1,200 px
 * wide, a 400 px thumbnail), re-encoded without EXIF/GPS, stored in the database and served with
 * Cache-Control and an ETag (304 on If-None-Match). Too large or not an image: a clear 4xx with a
 * Swedish text, and nothing is stored.
 */
import sharp from 'sharp';
import type { Actor } from '../domain/actor';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { MESSAGES } from '../platform/messages';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from './photo.rules';

const s = useServerSuite('2031-04-14');
let shelterId: number;
let host: HttpClient;

const client = (actor: Actor): Promise<HttpClient> => s.clientFor(actor);

/** A photo with EXIF and GPS, as a phone takes it. */
async function phonePhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).withExif({
    IFD0: { Make: 'Telefonen', Copyright: 'Hemlig fotograf' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 1200/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 0/1' },
  });
  return img.toFormat(format).toBuffer();
}

async function upload(c: HttpClient, body: Buffer | string, type = 'image/jpeg', headers: Record<string, string> = {}) {
  const res = await fetch(`${s.server.url}/api/host/shelter/photo`, {
    method: 'POST',
    headers: { 'content-type': type, ...(c.cookie ? { cookie: c.cookie } : {}), ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { image?: string; message?: string; code?: string } };
}

const stored = async () =>
  (await s.db.dataSource.query(`SELECT count(*)::int AS n FROM shelter_photo WHERE shelter_id = $1`, [shelterId]))[0].n;
const imageOf = async () => (await s.db.dataSource.query(`SELECT image FROM shelter WHERE id = $1`, [shelterId]))[0].image;

beforeAll(async () => {
  shelterId = await s.f.shelter();
  host = await client(await s.f.host(shelterId, { login: true }));
});

describe('refusals: nothing is stored', () => {
  it('refuses what is not an image, whatever its Content-Type says', async () => {
    const r = await upload(host, 'GIF89a… eller något helt annat', 'image/jpeg');
    expect(r).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', message: MESSAGES.BAD_USER_INPUT.photoType }),
    });
    const gif = await upload(host, Buffer.from('474946383961010001000000002c', 'hex'), 'image/gif');
    expect(gif.status).toBe(400);
    expect(await stored()).toBe(0);
    expect(await imageOf()).toBeNull();
  });

  it('refuses a broken image with its Swedish text', async () => {
    const good = await phonePhoto(100, 100);
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 7)]);
    const r = await upload(host, broken);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.BAD_USER_INPUT.photoUnreadable);
    expect(await stored()).toBe(0);
  });

  it('refuses more than 8 MB with 413 and its Swedish text', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_PHOTO_BYTES)]);
    const r = await upload(host, big);
    expect(r).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.PAYLOAD_TOO_LARGE.photo(MAX_PHOTO_MB) }),
    });
    expect(r.body.message).toBe('Bilden är för stor (högst 8 MB).');
    expect(await stored()).toBe(0);
  });

  it('is for host staff, and refuses a cross-site upload', async () => {
    const volunteer = await client(await s.f.volunteer({ login: true }));
    const img = await phonePhoto(100, 100);
    expect((await upload(volunteer, img)).status).toBe(403);
    expect((await upload(new HttpClient(s.server.url), img)).status).toBe(401);
    const cross = await upload(host, img, 'image/jpeg', { origin: 'https://elak.example' });
    expect(cross).toEqual({ status: 403, body: expect.objectContaining({ code: 'CROSS_SITE_REQUEST' }) });
    expect(await stored()).toBe(0);
  });
});

describe('an upload', () => {
  let image: string;

  it('is resized, stripped of EXIF and GPS, stored, and becomes the shelter image', async () => {
    const original = await phonePhoto(2400, 1600);
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeDefined(); // the test photo does carry EXIF with GPS

    const r = await upload(host, original);
    expect(r.status).toBe(200);
    image = r.body.image as string;
    expect(image).toMatch(new RegExp(`^/api/shelters/${shelterId}/photo\\?v=[A-Za-z0-9_-]{16}$`));
    expect(await imageOf()).toBe(image);

    const full = await fetch(s.server.url + image);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    const fullMeta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect([fullMeta.width, fullMeta.height]).toEqual([1200, 800]);
    expect(fullMeta.exif).toBeUndefined();
    expect(fullMeta.icc).toBeUndefined();
    expect(fullMeta.xmp).toBeUndefined();

    const thumb = await fetch(`${s.server.url}${image}&size=thumb`);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 267]);
    expect(thumbMeta.exif).toBeUndefined();

    const [{ n }] = await s.db.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_event WHERE action = 'shelter_photo_updated' AND entity_id = $1`,
      [shelterId],
    );
    expect(n).toBe(1);
  });

  it('is served with Cache-Control and an ETag, and 304 on If-None-Match', async () => {
    const first = await fetch(s.server.url + image);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-full"$/);
    const again = await fetch(s.server.url + image, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const unversioned = await fetch(`${s.server.url}/api/shelters/${shelterId}/photo`);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300');
    const thumb = await fetch(`${s.server.url}/api/shelters/${shelterId}/photo?size=thumb`, { headers: { 'if-none-match': etag } });
    expect(thumb.status).toBe(200); // another representation, another ETag
    expect(thumb.headers.get('etag')).not.toBe(etag);
  });

  it('a smaller PNG or WebP is kept at its size; a new photo is a new address', async () => {
    const png = await upload(host, await phonePhoto(640, 480, 'png'), 'image/png');
    expect(png.status).toBe(200);
    expect(png.body.image).not.toBe(image);
    const meta = await sharp(Buffer.from(await (await fetch(s.server.url + (png.body.image as string))).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
    const webp = await upload(host, await phonePhoto(300, 200, 'webp'), 'application/octet-stream');
    expect(webp.status).toBe(200);
    expect(await stored()).toBe(1);
  });

  it("the admin uploads any shelter's photo; a host cannot use the admin's path", async () => {
    const other = await s.f.shelter();
    const admin = await client(await s.f.admin({ login: true }));
    const post = async (c: HttpClient, id: number) =>
      fetch(`${s.server.url}/api/admin/shelters/${id}/photo`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', ...(c.cookie ? { cookie: c.cookie } : {}) },
        body: await phonePhoto(800, 600),
      });
    expect((await post(host, other)).status).toBe(403);
    const r = await post(admin, other);
    expect(r.status).toBe(200);
    const { image } = (await r.json()) as { image: string };
    expect(image).toMatch(new RegExp(`^/api/shelters/${other}/photo\\?v=`));
    expect((await fetch(s.server.url + image)).status).toBe(200);
    expect((await post(admin, 2147483000)).status).toBe(404);
  });

  it('is 404 for a shelter without a photo or an id that is not one', async () => {
    const other = await s.f.shelter();
    expect((await fetch(`${s.server.url}/api/shelters/${other}/photo`)).status).toBe(404);
    expect((await fetch(`${s.server.url}/api/shelters/x1/photo`)).status).toBe(404);
  });
});
