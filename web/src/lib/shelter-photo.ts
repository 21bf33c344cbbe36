/**
 * A shelter photo's thumbnail (issue 19 §5): the gateway serves a 400 px version of its own photos
 * (`/api/shelters/{id}/photo?v=…`) with `size=thumb`; any other image address stays as it is.
 * No imports: the guest's first chunk uses it.
 */
export function shelterThumb(image: string): string {
  return /^\/api\/shelters\/\d+\/photo(\?|$)/.test(image) ? `${image}${image.includes('?') ? '&' : '?'}size=thumb` : image;
}
