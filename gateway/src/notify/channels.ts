/**
 * The channels a message leaves by (issue 20 §2): e-mail over SMTP (nodemailer) and SMS through an
 * HTTP SMS gateway. A send answers sent, or failed with the reason and whether trying again can
 * help: the delivery worker retries the transient failures with back-off and gives up at once on
 * the permanent ones.
 */
import { onFirstUse } from '../platform/on-first-use';
import type { Rendered } from './catalogue';
import type { SmsSettings } from './config';

export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface Sender {
  /** `messageId`: the e-mail's Message-ID, the same on every attempt of one message (issue 29 §2). */
  send(to: string, message: Rendered, headers?: Record<string, string>, messageId?: string): Promise<SendResult>;
  close(): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first e-mail (platform/on-first-use.ts)
const nodemailer = onFirstUse(() => require('nodemailer') as typeof import('nodemailer'));

/** At most this much of a provider's answer is kept as the reason (never the message). */
const MAX_ERROR = 300;
const short = (s: string): string => (s.length > MAX_ERROR ? `${s.slice(0, MAX_ERROR)}…` : s);

/**
 * E-mail over SMTP: smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS
 * from the first byte (nodemailer reads both from the URL, with the credentials in it). An SMTP
 * answer 5xx (e.g. 550 no such mailbox) is permanent; 4xx (451 try later), a refused connection
 * or a timeout is transient.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export function emailSender(url: string, from: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Sender {
  const transport = nodemailer().createTransport(
    { url, connectionTimeout: timeouts.connectionMs, greetingTimeout: timeouts.greetingMs, socketTimeout: timeouts.socketMs },
    { from },
  );
  return {
    async send(to, message, headers, messageId) {
      try {
        await transport.sendMail({ to, subject: message.subject, text: message.text, headers, messageId });
        return { ok: true };
      } catch (e) {
        const err = e as { responseCode?: number; response?: string; code?: string; message?: string };
        const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500 && err.responseCode < 600;
        const reason = err.response ?? [err.code, err.message].filter(Boolean).join(': ');
        return { ok: false, permanent, error: short(reason || 'SMTP-fel') };
      }
    },
    close: () => transport.close(),
  };
}

/**
 * SMS through an HTTP gateway, the shape Swedish providers such as 46elks use: POST with a
 * form-encoded body `from`, `to`, `message`, and the account's credentials as HTTP Basic auth.
 * 2xx is sent; 4xx is permanent (a bad number or account: trying again sends nothing); 5xx, a
 * network error or no answer in 15 s is transient.
 */
export function smsSender(settings: SmsSettings, timeoutMs = 15_000): Sender {
  const auth = `Basic ${Buffer.from(`${settings.user}:${settings.password}`).toString('base64')}`;
  return {
    async send(to, message) {
      try {
        const res = await fetch(settings.url, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ from: settings.from, to, message: message.sms }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await res.text().catch(() => '');
        if (res.ok) return { ok: true };
        return { ok: false, permanent: res.status >= 400 && res.status < 500, error: short(`HTTP ${res.status}: ${body.trim()}`) };
      } catch (e) {
        return { ok: false, permanent: false, error: short(e instanceof Error ? `${e.name}: ${e.message}` : 'nätverksfel') };
      }
    },
    close: () => undefined,
  };
}

/** The senders the settings configure; a channel left out is off ('no_channel'). */
export function sendersFrom(config: { smtpUrl: string | null; mailFrom: string; sms: SmsSettings | null }): {
  email: Sender | null;
  sms: Sender | null;
} {
  return {
    email: config.smtpUrl ? emailSender(config.smtpUrl, config.mailFrom) : null,
    sms: config.sms ? smsSender(config.sms) : null,
  };
}
