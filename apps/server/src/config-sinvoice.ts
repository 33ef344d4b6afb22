// The e-invoice provider's settings (DESIGN §13), read by config.ts: Viettel SInvoice is on only when all five of
// its settings are set; the VAT rate of products without their own and of the shipping line is the shop's default.
import { z } from 'zod';
import { missingNames, optionalText as optional, withoutTrailingSlash } from './config-fields';

export const SINVOICE_ENV = {
  SINVOICE_USERNAME: optional,
  SINVOICE_PASSWORD: optional,
  SINVOICE_TAX_CODE: optional,
  SINVOICE_TEMPLATE_CODE: optional,
  SINVOICE_SERIES: optional,
  SINVOICE_BASE_URL: z.string().trim().default('https://api-vinvoice.viettel.vn'),
  /** Percent: the reduced 8 % applies to most goods through 2026 (Decree 174/2025); 10 is the standard rate. */
  VAT_DEFAULT_RATE: z.enum(['0', '5', '8', '10']).default('8').transform(Number),
};

type SinvoiceEnv = z.output<z.ZodObject<typeof SINVOICE_ENV>>;

export interface SinvoiceSettings {
  username: string;
  password: string;
  taxCode: string;
  templateCode: string;
  series: string;
  baseUrl: string;
}

/** The provider's settings, or the names still missing (then e-invoices are off). */
export function sinvoiceConfig(e: SinvoiceEnv) {
  const required = {
    SINVOICE_USERNAME: e.SINVOICE_USERNAME,
    SINVOICE_PASSWORD: e.SINVOICE_PASSWORD,
    SINVOICE_TAX_CODE: e.SINVOICE_TAX_CODE,
    SINVOICE_TEMPLATE_CODE: e.SINVOICE_TEMPLATE_CODE,
    SINVOICE_SERIES: e.SINVOICE_SERIES,
  };
  const missing = missingNames(required);
  const settings: SinvoiceSettings | undefined =
    missing.length > 0
      ? undefined
      : {
          username: e.SINVOICE_USERNAME!,
          password: e.SINVOICE_PASSWORD!,
          taxCode: e.SINVOICE_TAX_CODE!,
          templateCode: e.SINVOICE_TEMPLATE_CODE!,
          series: e.SINVOICE_SERIES!,
          baseUrl: withoutTrailingSlash(e.SINVOICE_BASE_URL),
        };
  return { settings, missing, vatDefaultRate: e.VAT_DEFAULT_RATE as 0 | 5 | 8 | 10 };
}
