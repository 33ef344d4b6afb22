// The pieces every part of the environment's schema is built from (config.ts and the config-*.ts beside it).
import { z } from 'zod';

/** A setting that may be left out: unset, empty or blank all read as undefined. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** true/false, 1/0, yes/no. */
export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional http(s) address. */
export const httpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+/.test(v), {
  message: 'must be an http:// or https:// address',
});

/** The names of the settings left unset. */
export function missingNames(settings: Record<string, string | undefined>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => (value ? [] : [name]));
}

/** A base address without its trailing slashes, as the clients join paths to it. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** What stops the process at start: each line a setting and what is wrong with it. */
export function invalidEnvironment(...lines: string[]): Error {
  return new Error(`Invalid environment:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

/** A schema's parse of the environment, or the error listing every setting it refused. */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw invalidEnvironment(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return parsed.data;
}
