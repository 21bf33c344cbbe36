import type { Request, Response } from 'express';
import type { Actor } from '../../domain/actor';
import type { CookieSettings } from '../session-cookie';
import type { Loaders, Services } from '../services';

/** What every resolver gets: the actor (or null), the services, per-request loaders. */
export interface Context {
  actor: Actor | null;
  /** The session token from the cookie (login rotates it, logout ends it). */
  token: string | null;
  services: Services;
  loaders: Loaders;
  cookieSettings: CookieSettings;
  req: Request;
  res: Response;
}

/** Subscriptions (graphql-ws) have no HTTP request or response. */
export type SubscriptionContext = Omit<Context, 'req' | 'res'>;
