/**
 * The notification settings (issue 20 §2), read once at start from the environment; README's
 * "Notifications" section lists them. A channel without its settings is off: its messages stay in
 * the outbox as 'no_channel' ("Ej skickat – ingen kanal"), so a demo shows what would have gone.
 */
export interface SmsSettings {
  /** The provider's form-encoded send endpoint, e.g. https://api.46elks.com/a1/sms. */
  url: string;
  /** The sender name or number (NOQ_SMS_FROM), default "noQ". */
  from: string;
  /** HTTP Basic credentials (NOQ_SMS_USER, NOQ_SMS_PASSWORD). */
  user: string;
  password: string;
}

export interface NotifyConfig {
  /** NOQ_SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS). */
  smtpUrl: string | null;
  /** NOQ_MAIL_FROM, default "noQ <noreply@localhost>". */
  mailFrom: string;
  sms: SmsSettings | null;
  /** Where links in messages point: NOQ_PUBLIC_URL, else http://localhost:PORT. */
  baseUrl: string;
  /** NOQ_OUTBOX_INTERVAL_MS between the delivery worker's passes; 0 turns the worker off. */
  intervalMs: number;
}

export const DEFAULT_MAIL_FROM = 'noQ <noreply@localhost>';
export const DEFAULT_OUTBOX_INTERVAL_MS = 5_000;

const text = (v: string | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

export function notifyConfigFrom(env: NodeJS.ProcessEnv = process.env, port = 4000): NotifyConfig {
  const smtpUrl = text(env.NOQ_SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('NOQ_SMTP_URL must start with smtp:// or smtps://');
  const smsUrl = text(env.NOQ_SMS_URL);
  if (smsUrl && !/^https?:\/\//.test(smsUrl)) throw new Error('NOQ_SMS_URL must start with https:// or http://');
  const interval = text(env.NOQ_OUTBOX_INTERVAL_MS);
  const publicUrl = text(env.NOQ_PUBLIC_URL);
  return {
    smtpUrl,
    mailFrom: text(env.NOQ_MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    sms: smsUrl
      ? { url: smsUrl, from: text(env.NOQ_SMS_FROM) ?? 'noQ', user: env.NOQ_SMS_USER ?? '', password: env.NOQ_SMS_PASSWORD ?? '' }
      : null,
    baseUrl: publicUrl && URL.canParse(publicUrl) ? publicUrl.replace(/\/+$/, '') : `http://localhost:${port}`,
    intervalMs: interval && /^\d+$/.test(interval) ? Number(interval) : DEFAULT_OUTBOX_INTERVAL_MS,
  };
}
