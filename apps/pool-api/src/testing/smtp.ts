import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type CaughtMail, parseCaught } from '../mail/catcher';

// A real SMTP server for tests, on a free loopback port (or a given one, to come back where it was): it keeps what it
// receives and can be told to refuse (`451`, a temporary failure, the way a busy or greylisting server answers) or to
// hold its answer to a message's data (a send still in flight).

/** A running test SMTP server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for `mail.smtpUrl`. */
  url: string;
  /** Every message accepted, oldest first. */
  received: CaughtMail[];
  /** While true, every message is refused with 451 after its data was read. */
  refusing: boolean;
  /** How many messages were refused. */
  refused: number;
  /** While set, a message's data is read but not answered until `release()`: the sender waits mid-delivery. */
  holding: boolean;
  /** Messages read and waiting for `release()`. */
  held: number;
  /** Answers the held messages (accepted) and stops holding. */
  release(): void;
  close(): Promise<void>;
}

/** Starts the server on a free loopback port, or on `port`. */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  let waiting: (() => void)[] = [];
  const control: TestSmtp = {
    url: '',
    received: [],
    refusing: false,
    refused: 0,
    holding: false,
    held: 0,
    release() {
      control.holding = false;
      control.held = 0;
      for (const answer of waiting) answer();
      waiting = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      if (control.refusing) {
        stream.on('end', () => {
          control.refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        });
        stream.resume();
        return;
      }
      parseCaught(stream, session).then(
        (mail) => {
          const accept = () => {
            control.received.push(mail);
            callback();
          };
          if (!control.holding) return accept();
          control.held += 1;
          waiting.push(accept);
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  control.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return control;
}
