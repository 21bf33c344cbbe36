import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterPageMounted, lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('says once that the next page has mounted, after the page’s own effects (app/hydrate.tsx)', async () => {
    const order: string[] = [];
    function Page() {
      useEffect(() => {
        order.push('page');
      }, []);
      return <p>Sidan</p>;
    }
    afterPageMounted(() => order.push('mounted'));

    const first = render(lazyPage(async () => ({ Page }), 'Page'));
    expect(await screen.findByText('Sidan')).toBeTruthy();
    expect(order).toEqual(['page', 'mounted']);
    first.unmount();

    // Once: the next page does not call it again.
    render(lazyPage(async () => ({ Page }), 'Page'));
    expect(await screen.findByText('Sidan')).toBeTruthy();
    expect(order).toEqual(['page', 'mounted', 'page']);
  });
});
