/**
 * The browser journeys' mailbox (issue 20): global-setup.ts starts a real SMTP server
 * (`smtp-server`, no TLS, no login) on a free local port and gives the gateway
 * NOQ_SMTP_URL=smtp://127.0.0.1:<port>; every mail it accepts is written as it came (raw RFC 5322)
 * to e2e/.tmp/mail/ (mail-2/, … for the other lanes: support/paths.ts), one file per recipient.
 * Journeys read their lane's here with mailparser.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailDir } from './paths';

export interface MailSink {
  port: number;
  close(): Promise<void>;
}

/** Starts lane `n`'s sink on `port` (127.0.0.1) with an empty mail folder. */
export async function startMailSink(port: number, n: number): Promise<MailSink> {
  const dir = mailDir(n);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (e) => callback(e));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const stamp = `${Date.now()}-${String(++seq).padStart(4, '0')}`;
        Promise.all(
          session.envelope.rcptTo.map((rcpt) => {
            const name = `${stamp}-${rcpt.address.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
            return writeFile(path.join(dir, name), raw);
          }),
        )
          .then(() => callback())
          .catch((e: unknown) => callback(e as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every captured mail to `address` (oldest first). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const wanted = address.toLowerCase();
  const dir = mailDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: Mail[] = [];
  for (const file of files) {
    if (!file.toLowerCase().endsWith(`-${wanted.replace(/[^a-z0-9@._-]/g, '_')}.eml`)) continue;
    const parsed = await simpleParser(await readFile(path.join(dir, file)));
    mails.push({ file, to: wanted, subject: parsed.subject ?? '', text: parsed.text ?? '' });
  }
  return mails;
}

/**
 * Waits (the delivery worker passes every NOQ_OUTBOX_INTERVAL_MS) for a mail to `address` whose
 * subject matches (and whose text holds `containing`: other journeys mail the same demo people),
 * newer than the `seen` ones; answers the newest.
 */
export async function waitForMail(
  address: string,
  subject: RegExp,
  opts: { seen?: number; timeoutMs?: number; containing?: string } = {},
): Promise<Mail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    const mails = (await mailsTo(address))
      .slice(opts.seen ?? 0)
      .filter((m) => subject.test(m.subject) && (opts.containing === undefined || m.text.includes(opts.containing)));
    const last = mails[mails.length - 1];
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${String(subject)} within the time`);
    await sleep(200);
  }
}

/** The first link in a mail's text that starts with `prefix` (e.g. the reset page's address). */
export function linkIn(mail: Mail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!link) throw new Error(`no link ${prefix}… in the mail "${mail.subject}"`);
  return link;
}
