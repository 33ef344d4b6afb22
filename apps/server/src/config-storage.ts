// Object storage for uploaded images (S3-compatible), read by config.ts: all five settings or none; without them
// uploads stay in DATA_DIR/media.
import { type z } from 'zod';
import { httpUrl, invalidEnvironment, missingNames, optionalText, withoutTrailingSlash } from './config-fields';

export const S3_ENV = {
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: httpUrl,
  S3_REGION: optionalText,
};

type S3Env = z.output<z.ZodObject<typeof S3_ENV>>;

/** S3_*: all five or none (a half-configured store would lose uploads to the local disk of one instance). */
export function objectStorage(e: S3Env) {
  const settings = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: e.S3_PUBLIC_URL,
  };
  const unset = missingNames(settings);
  if (unset.length === Object.keys(settings).length) return undefined;
  if (unset.length) {
    throw invalidEnvironment(
      `${unset.join(', ')}: not set. The S3_* settings go together: set all five ` +
        '(S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL) or none.',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: withoutTrailingSlash(e.S3_PUBLIC_URL!),
    region: e.S3_REGION ?? 'us-east-1',
  };
}
