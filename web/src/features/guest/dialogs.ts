import { lazy } from 'react';

// The guest's answer dialogs are fetched when a request is sent (while the server answers), not
// with the page: the shelter list and the booking page stay within their first-load budget with
// the server render's hydration (issue 34). Call `prefetchDialogs` as the request goes out.
const resultDialog = () => import('./RequestResultDialog');
const modal = () => import('../../ui/Modal');

export function prefetchDialogs(): void {
  void resultDialog();
  void modal();
}

export const RequestResultDialog = lazy(async () => ({ default: (await resultDialog()).RequestResultDialog }));
export const Modal = lazy(async () => ({ default: (await modal()).Modal }));
