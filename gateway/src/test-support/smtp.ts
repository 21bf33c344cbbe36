/**
 * A real SMTP server for tests (smtp-server on a free local port, no TLS, no auth needed): every
 * accepted mail parsed with mailparser. `rcpt` may refuse recipients (e.g. 451 or 550) to play a
 * failing server.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { type AddressInfo, type Socket, connect, createServer } from 'node:net';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  headers: Map<string, unknown>;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: CapturedMail[];
  /** Mails to this address. */
  to(address: string): CapturedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(
  opts: { rcpt?: (address: string) => { code: number; message: string } | null; delayMs?: number } = {},
): Promise<SmtpSink> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = opts.rcpt?.(address.address) ?? null;
      if (!refusal) return callback();
      const err = new Error(refusal.message) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      return callback(err);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({
              to: rcpt.address,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              headers: parsed.headers as Map<string, unknown>,
            });
          }
          callback();
        })
        .catch((e: unknown) => callback(e as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    to: (address) => mails.filter((m) => m.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface StallingSmtp {
  url: string;
  /** While true, a new connection is accepted and never answered (no greeting, nothing). */
  stalled: boolean;
  /** Connections accepted while stalled. */
  stalledConnections: number;
  close(): Promise<void>;
}

/**
 * An SMTP server that can stall (issue 29 §2): a TCP front of `target` that, while `stalled`,
 * accepts each connection and never says a word; otherwise it passes the connection through to
 * the real server behind it.
 */
export async function startStallingSmtp(target: SmtpSink): Promise<StallingSmtp> {
  const held = new Set<Socket>();
  const state = {
    stalled: true,
    stalledConnections: 0,
  };
  const server = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.on('error', () => undefined);
    if (state.stalled) {
      state.stalledConnections++;
      return;
    }
    const upstream = connect(target.port, '127.0.0.1');
    held.add(upstream);
    upstream.on('close', () => held.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const s of held) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
