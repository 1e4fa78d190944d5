import "server-only";
import pino from "pino";

/**
 * Keys whose values never reach a log line, at the top level or one level down (`{ user: { password } }`): the
 * request lines carry no bodies, headers or query strings in the first place; this covers anything logged by hand.
 */
export const SECRET_KEYS = [
  "password",
  "current_password",
  "new_password",
  "passwordHash",
  "password_hash",
  "token",
  "access_token",
  "refresh_token",
  "authorization",
  "cookie",
  "secret",
  "hash",
];

type Sink = { write(line: string): unknown };
// Written asynchronously (sonic-boom, flushed when the process exits): under load the lines queued while one write is
// in flight go out together, rather than one blocking write to stdout's pipe per request.
const stdout = pino.destination({ dest: 1, sync: false });
let sink: Sink = stdout;

/** Tests read the lines the app writes: they swap the sink (stdout otherwise) and restore it afterwards. */
export function setLogSink(next: Sink | null): void {
  sink = next ?? stdout;
}

// One JSON object per line on stdout, for whatever collects the process's output. LOG_LEVEL=silent turns it off.
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: { service: "lawnlink" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: "[redacted]" },
  },
  { write: (line: string) => sink.write(line) },
);
