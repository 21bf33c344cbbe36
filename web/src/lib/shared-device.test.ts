import { act, renderHook } from '@testing-library/react';
import { markSharedDevice, OWN_BOOKINGS_KEY, saveOwnBookings, SESSION_MARK_COOKIE } from './offline-store';
import { useSharedDeviceIdleLogout } from './shared-device';

/** "Inte min telefon" (issue 36 §4): no bookings kept on the device, and a logout after a short idle time. */
describe('a shared device', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it('keeps no bookings for the offline page', () => {
    document.cookie = `${SESSION_MARK_COOKIE}=abc.${Math.floor(Date.now() / 1000) + 3600}`;
    const snapshot = { fetchedAt: new Date().toISOString(), bookings: [] };
    markSharedDevice(true);
    saveOwnBookings(snapshot, '7');
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
    markSharedDevice(false);
    saveOwnBookings(snapshot, '7');
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).not.toBeNull();
  });

  it('logs out after the idle time, and activity puts it off; an own phone never', () => {
    jest.useFakeTimers();
    const logout = jest.fn(() => Promise.resolve());
    renderHook(() => useSharedDeviceIdleLogout(logout, 1000));
    jest.advanceTimersByTime(5000);
    expect(logout).not.toHaveBeenCalled();

    markSharedDevice(true);
    const shared = jest.fn(() => Promise.resolve());
    renderHook(() => useSharedDeviceIdleLogout(shared, 1000));
    jest.advanceTimersByTime(800);
    act(() => void window.dispatchEvent(new Event('keydown')));
    jest.advanceTimersByTime(800);
    expect(shared).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    expect(shared).toHaveBeenCalledTimes(1);
  });
});
