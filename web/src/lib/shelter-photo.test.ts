import { shelterThumb } from './shelter-photo';

it("asks for the gateway's thumbnail of its own photos only", () => {
  expect(shelterThumb('/api/shelters/3/photo?v=abc')).toBe('/api/shelters/3/photo?v=abc&size=thumb');
  expect(shelterThumb('/api/shelters/3/photo')).toBe('/api/shelters/3/photo?size=thumb');
  expect(shelterThumb('https://example.org/hus.jpg')).toBe('https://example.org/hus.jpg');
  expect(shelterThumb('/images/hus.jpg')).toBe('/images/hus.jpg');
});
