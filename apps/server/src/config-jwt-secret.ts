// The JWT signing secret when JWT_SECRET is not set: one generated on first start and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from './config';

/** The fewest bytes a JWT secret may have, set (JWT_SECRET) or kept in its file. */
export const MIN_SECRET_BYTES = 32;

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so tokens survive restarts
 * (DESIGN §2).
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  return readSecretFile(file) ?? createSecretFile(file);
}

function readSecretFile(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(
      `${file} holds fewer than ${MIN_SECRET_BYTES} bytes. Delete it to have a new secret generated (everyone is ` +
        'signed out), or set JWT_SECRET.',
    );
  }
  return secret;
}

/**
 * Writes a new secret to a private temporary file, flushed to disk, then publishes it under its name in one step:
 * no process ever reads a half-written secret, and a crash leaves either no file or the whole one. link() rather
 * than rename() so that of two processes starting at once the first one's secret stays and both use it.
 */
function createSecretFile(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, secret);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // Another process published its secret first: use that one.
    if (code === 'EEXIST') return readSecretFile(file)!;
    // A file system without hard links (some network and container mounts): an atomic rename is the next best.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
    renameSync(temp, file);
    return secret;
  } finally {
    rmSync(temp, { force: true });
  }
  return secret;
}
