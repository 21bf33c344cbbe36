/**
 * A device unused this long is a stranger again (issue 29 §4): the device cookie's life and the
 * login throttle's memory of it. A module of its own, without dependencies, so the throttle (and
 * the bench's baseline, which compiles it outside the gateway's workspace) need not load the cookie parser.
 */
export const DEVICE_DAYS = 180;
