import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput } from './early-input';
import { lazyPage, loadPageOf } from './lazy-page';

/** A form whose state lives in React: a name field, a choice, a checkbox and a button that sends them. */
function Form({ sent }: { sent: (what: string) => void }) {
  const [name, setName] = useState('');
  const [region, setRegion] = useState('a');
  const [urgent, setUrgent] = useState(false);
  return (
    <div>
      <input aria-label="Namn" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Region" value={region} onChange={(e) => setRegion(e.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <input type="checkbox" aria-label="Brådskande" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} />
      <button type="button" onClick={() => sent(`${name}/${region}/${String(urgent)}`)}>
        Skicka
      </button>
    </div>
  );
}

const type = (field: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change') => {
  field.value = value;
  field.dispatchEvent(new Event(event, { bubbles: true }));
};

describe('holdEarlyInput (a server-rendered page before React has it)', () => {
  it('gives React what was typed, chosen and ticked before hydration, then makes the last tap again', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form sent={(what) => sent.push(what)} />);
    document.body.append(container);
    const early = holdEarlyInput(document);

    // Before React: typed, chosen, ticked and tapped.
    type(container.querySelector('input') as HTMLInputElement, 'Region Norr', 'input');
    type(container.querySelector('select') as HTMLSelectElement, 'b', 'change');
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    const button = container.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(sent).toEqual([]);

    const root = await act(async () => hydrateRoot(container, <Form sent={(what) => sent.push(what)} />));
    // The same elements: hydrated, not drawn again.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => {
      early.replay();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sent).toEqual(['Region Norr/b/true']);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('Region Norr');

    // After the replay, React alone answers.
    await act(async () => button.click());
    expect(sent).toEqual(['Region Norr/b/true', 'Region Norr/b/true']);
    await act(async () => root.unmount());
    container.remove();
  });

  it('presses the arrow keys of a tab list again once React has the page, in their order', async () => {
    const TABS = ['a', 'b', 'c'] as const;
    function Tabs() {
      const [tab, setTab] = useState<(typeof TABS)[number]>('a');
      return (
        <div
          role="tablist"
          onKeyDown={(e) => {
            const i = TABS.indexOf(tab);
            const next = e.key === 'ArrowRight' ? TABS[(i + 1) % 3] : e.key === 'ArrowLeft' ? TABS[(i + 2) % 3] : null;
            if (!next) return;
            setTab(next);
            document.getElementById(`tab-${next}`)?.focus();
          }}
        >
          {TABS.map((k) => (
            <button key={k} id={`tab-${k}`} type="button" role="tab" aria-selected={tab === k} tabIndex={tab === k ? 0 : -1}>
              {k}
            </button>
          ))}
        </div>
      );
    }
    const selected = () => container.querySelector('[aria-selected="true"]')?.id;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs />);
    document.body.append(container);
    const early = holdEarlyInput(document);
    const first = container.querySelector<HTMLButtonElement>('#tab-a');
    first?.focus();
    // Before React: two keys to the right, and one the page's scrolling is given (outside the list).
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(press(first as Element, 'ArrowRight')).toBe(false);
    expect(press(document.activeElement as Element, 'ArrowRight')).toBe(false);
    expect(press(document.body, 'ArrowDown')).toBe(true);
    expect(selected()).toBe('tab-a');

    const root = await act(async () => hydrateRoot(container, <Tabs />));
    await act(async () => {
      early.replay();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(selected()).toBe('tab-c');
    expect(document.activeElement?.id).toBe('tab-c');
    await act(async () => root.unmount());
    container.remove();
  });

  it('leaves the plain form posts and the menu toggle to the browser', () => {
    document.body.innerHTML =
      '<button class="menu-toggle" aria-expanded="false">Meny</button><nav id="side-menu" class="side-menu"></nav>' +
      '<form action="/user/accommodations/1/book-tonight" method="post"><button type="submit">Boka i natt</button></form>';
    const early = holdEarlyInput(document);
    let posted = 0;
    document.querySelector('form')?.addEventListener('submit', (e) => {
      posted += 1;
      e.preventDefault();
    });
    (document.querySelector('form button') as HTMLButtonElement).click();
    expect(posted).toBe(1);
    (document.querySelector('.menu-toggle') as HTMLButtonElement).click();
    expect(document.querySelector('.menu-toggle')?.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('side-menu')?.classList.contains('side-menu--open')).toBe(true);
    // Once React has the shell, the toggle is React's.
    early.shellHydrated();
    (document.querySelector('.menu-toggle') as HTMLButtonElement).click();
    expect(document.querySelector('.menu-toggle')?.getAttribute('aria-expanded')).toBe('true');
    early.replay();
    document.body.innerHTML = '';
  });
});

describe('loadPageOf (a page hydrated in the first pass: app/hydrate.tsx)', () => {
  const Page = () => <p>Sidan</p>;

  it('makes a lazy page render at once, without waiting for its chunk', async () => {
    const waiting = lazyPage(async () => ({ Page }), 'Page');
    expect(renderToString(waiting)).not.toContain('Sidan');
    const loaded = lazyPage(async () => ({ Page }), 'Page');
    await loadPageOf(loaded);
    expect(renderToString(loaded)).toContain('<p>Sidan</p>');
  });

  it('does nothing for an element lazyPage did not make', async () => {
    await expect(loadPageOf(<p>Sidan</p>)).resolves.toBeUndefined();
    await expect(loadPageOf(null)).resolves.toBeUndefined();
  });
});
