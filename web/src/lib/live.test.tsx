import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DEBOUNCE_MS, LiveProvider, POLL_MS, useLiveRefetch } from './live';

/**
 * A WebSocket that speaks just enough of graphql-ws for a client to connect: it acknowledges the
 * connection (when `accept` is called) and takes subscriptions without answering them.
 */
class AckingSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: AckingSocket | null = null;
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  sent: { type: string }[] = [];
  constructor(readonly url: string) {
    AckingSocket.last = this;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  accept() {
    this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }
}

let renders = 0;
function View({ refetch }: { refetch: () => void }) {
  renders++;
  useLiveRefetch(refetch);
  return <p>vy</p>;
}

describe('LiveProvider', () => {
  let root: Root;
  let container: HTMLDivElement;
  const realSocket = globalThis.WebSocket;

  beforeEach(() => {
    jest.useFakeTimers();
    renders = 0;
    AckingSocket.last = null;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    globalThis.WebSocket = realSocket;
    jest.useRealTimers();
  });

  it('without a connection, asks every view again every POLL_MS', () => {
    const refetch = jest.fn();
    act(() =>
      root.render(
        <LiveProvider enabled={false}>
          <View refetch={refetch} />
        </LiveProvider>,
      ),
    );
    act(() => jest.advanceTimersByTime(POLL_MS + DEBOUNCE_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(POLL_MS));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('renders no view again when the connection comes up, and stops polling while it is up', async () => {
    globalThis.WebSocket = AckingSocket as unknown as typeof WebSocket;
    const refetch = jest.fn();
    act(() =>
      root.render(
        <LiveProvider>
          <View refetch={refetch} />
        </LiveProvider>,
      ),
    );
    // The connection starts in the task after the provider's effect, not inside the commit.
    expect(AckingSocket.last).toBeNull();
    act(() => jest.advanceTimersByTime(0));
    const socket = AckingSocket.last;
    expect(socket).not.toBeNull();
    await act(async () => {
      socket!.open();
      await Promise.resolve();
      socket!.accept();
      await jest.advanceTimersByTimeAsync(0);
    });
    // Connected and subscribed to `changes`.
    expect(socket!.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe']);
    expect(renders).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(2 * POLL_MS));
    expect(refetch).not.toHaveBeenCalled();
    expect(renders).toBe(1);

    // Down again: the views are polled, still without rendering.
    await act(async () => {
      socket!.close(1011, 'gone');
      await jest.advanceTimersByTimeAsync(POLL_MS + DEBOUNCE_MS);
    });
    expect(refetch).toHaveBeenCalled();
    expect(renders).toBe(1);
  });
});
