import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { AdministrationPage } from './AdministrationPage';
import { AdminSheltersDocument } from './admin.graphql';
import { OutboxMessagesDocument } from './outbox.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const message = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: 'OutboxMessage',
  id: String(id),
  createdAt: '2025-11-10T09:05:00.000Z',
  template: 'booking.assigned',
  channel: 'email',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: '2025-11-10T09:05:02.000Z',
  lastError: null,
  address: 'an•••@example.org',
  ...over,
});

const page = (n: number, status: string | null, items: unknown[], total: number): Mock => ({
  request: { query: OutboxMessagesDocument, variables: { page: n, status } },
  result: { data: { outboxMessages: { __typename: 'OutboxPage', total, page: n, pageSize: 25, items } } },
});

const shelters: Mock = {
  request: { query: AdminSheltersDocument, variables: { search: null } },
  result: { data: { adminShelters: [], adminRegions: [] } },
};

const FIRST = [
  message(60),
  message(59, {
    status: 'failed',
    attempts: 6,
    sentAt: null,
    lastError: '451 Försök igen senare',
    template: 'booking.declined',
  }),
  message(58, {
    status: 'pending',
    attempts: 2,
    sentAt: null,
    nextAttemptAt: '2025-11-10T09:20:00.000Z',
    lastError: 'ECONNECTION',
    channel: 'sms',
    address: '•••••4567',
  }),
  message(57, { status: 'no_channel', attempts: 0, sentAt: null, template: 'host.digest' }),
];

async function openOutbox(mocks: Mock[]) {
  render(
    <MockedProvider mocks={[shelters, ...mocks]}>
      <AdministrationPage />
    </MockedProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Utskick' }));
  });
  return screen.findByRole('region', { name: 'Lista över utskick' });
}

describe('Utskick (issue 20 §5)', () => {
  it('lists messages newest first: status in Swedish, channel, time, attempts, template, masked address; never a text', async () => {
    const table = await openOutbox([page(1, null, FIRST, 60)]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['2025-11-10 10:05', 'Skickatskickat 2025-11-10 10:05', 'E-post', 'Tilldelad plats', 'an•••@example.org', '1'],
      ['2025-11-10 10:05', 'MisslyckatOrsak: 451 Försök igen senare', 'E-post', 'Nekad', 'an•••@example.org', '6'],
      ['2025-11-10 10:05', 'Väntarnästa försök 2025-11-10 10:20Orsak: ECONNECTION', 'Sms', 'Tilldelad plats', '•••••4567', '2'],
      ['2025-11-10 10:05', 'Ej skickat – ingen kanal', 'E-post', 'Nya förfrågningar (värd)', 'an•••@example.org', '0'],
    ]);
    expect(screen.getByText('60 utskick')).toBeTruthy();
    expect(screen.getByText('Sida 1 av 3')).toBeTruthy();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('pages and filters by status', async () => {
    await openOutbox([
      page(1, null, FIRST, 60),
      page(2, null, [message(30, { template: 'account.reset' })], 60),
      page(1, 'failed', [FIRST[1]], 1),
    ]);
    const nav = screen.getByRole('navigation', { name: 'Sidor' });
    expect((within(nav).getByRole('button', { name: 'Föregående' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(within(nav).getByRole('button', { name: 'Nästa' }));
    });
    expect(await screen.findByText('account.reset')).toBeTruthy();
    expect(screen.getByText('Sida 2 av 3')).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Visa'), { target: { value: 'failed' } });
    });
    expect(await screen.findByText('1 utskick')).toBeTruthy();
    expect(screen.getByText('Sida 1 av 1')).toBeTruthy();
  });

  it('says so when there is nothing', async () => {
    render(
      <MockedProvider mocks={[shelters, page(1, null, [], 0)]}>
        <AdministrationPage />
      </MockedProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Utskick' }));
    });
    expect(await screen.findByText('Inga utskick.')).toBeTruthy();
  });
});
