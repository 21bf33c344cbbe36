import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../../i18n/sv';
import { HostShelterPage } from './HostShelterPage';
import { PHOTO_UPLOAD, uploadPhoto } from '../../../lib/photo-upload';
import { MyShelterProfileDocument, OpenFeedSettingDocument, SetOpenFeedDocument, UpdateMyShelterDocument } from './shelter.graphql';
import { createCache } from '../../../lib/apollo';

const t = sv.host.shelter;
type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const SHELTER = {
  __typename: 'Shelter' as const,
  id: '1',
  name: 'Härbärget Ljusglimten',
  street: 'Stigbergsgatan 5',
  postcode: '11628',
  city: 'Stockholm',
  image: null as string | null,
  phone: '08-123 456 78',
  checkInFrom: '18:00',
  checkInUntil: '22:00',
  houseRules: 'Tyst efter kl. 23.',
  houseRulesTranslations: [],
  criteria: ['accessible'],
  latitude: 59.3185,
  longitude: 18.0805,
  releaseNoShows: true,
};

const profileMock = (shelter = SHELTER): Mock => ({
  request: { query: MyShelterProfileDocument },
  result: { data: { myShelter: shelter } },
});

/** The open feed's setting (issue 37), off: every render of the page asks it. */
const openFeedMock = (on = false): Mock => ({
  request: { query: OpenFeedSettingDocument, variables: { shelterId: '1' } },
  result: { data: { openFeed: on } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const renderPage = (mocks: Mock[], openFeed: Mock[] = [openFeedMock()]) =>
  render(
    <MockedProvider cache={createCache()} mocks={[...mocks, ...openFeed]}>
      <HostShelterPage />
    </MockedProvider>,
  );

const realFetch = globalThis.fetch;
/** What the upload reads of a fetch answer (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('Härberget', () => {
  it('fills the form from the shelter, checks the fields before sending, and saves every field', async () => {
    const saved = { ...SHELTER, postcode: '11629', criteria: ['accessible', 'pets_allowed'], checkInUntil: '01:30', releaseNoShows: false };
    renderPage([
      profileMock(),
      {
        request: {
          query: UpdateMyShelterDocument,
          variables: {
            input: {
              street: 'Stigbergsgatan 5',
              postcode: '11629',
              city: 'Stockholm',
              phone: '08-123 456 78',
              checkInFrom: '18:00',
              checkInUntil: '01:30',
              houseRules: 'Tyst efter kl. 23.',
              houseRulesTranslations: [],
              criteria: ['accessible', 'pets_allowed'],
              latitude: 59.3185,
              longitude: 18.0805,
              releaseNoShows: false,
            },
          },
        },
        result: { data: { updateMyShelter: saved } },
      },
    ]);
    const postcode = (await screen.findByLabelText(t.postcode)) as HTMLInputElement;
    expect(postcode.value).toBe('116 28');
    expect((screen.getByLabelText(t.latitude) as HTMLInputElement).value).toBe('59,3185');
    expect((screen.getByRole('checkbox', { name: t.criterionLabel.accessible }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(t.noPhoto)).toBeTruthy();

    // Field errors, tied to their inputs, and nothing sent.
    fireEvent.change(postcode, { target: { value: '116' } });
    fireEvent.change(screen.getByLabelText(t.phone), { target: { value: 'ring mig' } });
    fireEvent.change(screen.getByLabelText(t.longitude), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.fixErrors);
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postcode.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.errors.postcode);
    expect(screen.getByText(t.errors.phone)).toBeTruthy();
    expect(screen.getByText(t.errors.together)).toBeTruthy();

    fireEvent.change(postcode, { target: { value: '116 29' } });
    fireEvent.change(screen.getByLabelText(t.phone), { target: { value: '08-123 456 78' } });
    fireEvent.change(screen.getByLabelText(t.longitude), { target: { value: '18,0805' } });
    fireEvent.change(screen.getByLabelText(t.checkInUntil), { target: { value: '01:30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: t.criterionLabel.pets_allowed }));
    // The no-show release (issue 19 §6): on by default, turned off here.
    const release = screen.getByRole('checkbox', { name: t.releaseNoShows }) as HTMLInputElement;
    expect(release.checked).toBe(true);
    fireEvent.click(release);
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(postcode.value).toBe('116 29');
    expect(postcode.getAttribute('aria-invalid')).toBe('false');
  });

  it("shows the server's refusal", async () => {
    renderPage([
      profileMock(),
      {
        request: { query: UpdateMyShelterDocument, variables: () => true },
        result: { errors: [new GraphQLError('Telefonnumret är ogiltigt.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Telefonnumret är ogiltigt.');
  });

  it('uploads a chosen photo as the body and shows the new one', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer(200, { image: '/api/shelters/1/photo?v=abc' });
    }) as typeof fetch;
    renderPage([profileMock(), profileMock({ ...SHELTER, image: '/api/shelters/1/photo?v=abc' })]);
    const input = await screen.findByLabelText(t.choosePhoto);
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'hus.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(t.photoSaved)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(PHOTO_UPLOAD);
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe(file);
    const img = await screen.findByRole('img', { name: t.photoAlt('Härbärget Ljusglimten') });
    expect(img.getAttribute('src')).toBe('/api/shelters/1/photo?v=abc');
  });

  it("refuses a file that is too large or of another type before sending, and shows the server's refusal", async () => {
    let calls = 0;
    const refuse = (async () => {
      calls += 1;
      return answer(400, { message: 'Bilden kunde inte läsas.', code: 'BAD_USER_INPUT' });
    }) as unknown as typeof fetch;
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'stor.jpg', { type: 'image/jpeg' });
    await expect(uploadPhoto(big, refuse)).rejects.toThrow(t.photoTooLarge(8));
    await expect(uploadPhoto(new File(['GIF89a'], 'x.gif', { type: 'image/gif' }), refuse)).rejects.toThrow(t.photoWrongType);
    expect(calls).toBe(0);
    await expect(uploadPhoto(new File(['x'], 'x.png', { type: 'image/png' }), refuse)).rejects.toThrow('Bilden kunde inte läsas.');
    expect(calls).toBe(1);

    globalThis.fetch = refuse;
    renderPage([profileMock()]);
    fireEvent.change(await screen.findByLabelText(t.choosePhoto), { target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] } });
    const photo = screen.getByRole('heading', { name: t.photo }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(photo).getByRole('alert').textContent).toBe('Bilden kunde inte läsas.'));
  });

  it('puts the shelter in the open feed of free beds tonight (issue 37)', async () => {
    let sent = 0;
    renderPage(
      [
        profileMock(),
        {
          request: { query: SetOpenFeedDocument, variables: { shelterId: '1', on: true } },
          result: () => {
            sent++;
            return { data: { setOpenFeed: true } };
          },
        },
      ],
      [
        { request: { query: OpenFeedSettingDocument, variables: { shelterId: '1' } }, result: { data: { openFeed: false } } },
        { request: { query: OpenFeedSettingDocument, variables: { shelterId: '1' } }, result: { data: { openFeed: true } } },
      ],
    );
    const box = (await screen.findByRole('checkbox', { name: t.openFeed })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await screen.findByText(t.openFeedOn);
    expect(sent).toBe(1);
    await waitFor(() => expect(box.checked).toBe(true));
  });
});
