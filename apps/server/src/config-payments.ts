// The online payment providers' settings (DESIGN §5), read by config.ts: the shop's bank account (VietQR), SePay's
// webhook key, and PayOS. A method missing any of its settings is off; cash is always offered.
import type { ShopperPaymentMethod } from '@shop/domain/order-status';
import { z } from 'zod';
import { missingNames, optionalText, withoutTrailingSlash } from './config-fields';

export const PAYMENTS_ENV = {
  SHOP_BANK_BIN: optionalText,
  SHOP_BANK_NAME: optionalText,
  SHOP_ACCOUNT_NO: optionalText,
  SHOP_ACCOUNT_NAME: optionalText,
  SEPAY_API_KEY: optionalText,
  PAYOS_CLIENT_ID: optionalText,
  PAYOS_API_KEY: optionalText,
  PAYOS_CHECKSUM_KEY: optionalText,
  PAYOS_BASE_URL: z.string().default('https://api-merchant.payos.vn'),
};

type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV>>;

export function paymentsConfig(e: PaymentsEnv) {
  const bank = {
    bin: e.SHOP_BANK_BIN,
    name: e.SHOP_BANK_NAME,
    accountNo: e.SHOP_ACCOUNT_NO,
    accountName: e.SHOP_ACCOUNT_NAME,
  };
  const payos = {
    clientId: e.PAYOS_CLIENT_ID,
    apiKey: e.PAYOS_API_KEY,
    checksumKey: e.PAYOS_CHECKSUM_KEY,
    baseUrl: withoutTrailingSlash(e.PAYOS_BASE_URL),
  };
  return {
    bank,
    sepayApiKey: e.SEPAY_API_KEY,
    payos,
    /** Each online method and the settings it still lacks (DESIGN §5: a missing one turns the method off). */
    missingPaymentSettings: {
      sepay: missingNames({ SHOP_BANK_BIN: bank.bin, SHOP_ACCOUNT_NO: bank.accountNo, SEPAY_API_KEY: e.SEPAY_API_KEY }),
      payos: missingNames({
        PAYOS_CLIENT_ID: payos.clientId,
        PAYOS_API_KEY: payos.apiKey,
        PAYOS_CHECKSUM_KEY: payos.checksumKey,
      }),
    },
  };
}

type PaymentsConfig = ReturnType<typeof paymentsConfig>;

/** The payment methods the shop offers: cash always, an online one only with all its settings. */
export function paymentMethods(config: Pick<PaymentsConfig, 'missingPaymentSettings'>): ShopperPaymentMethod[] {
  const online = (['sepay', 'payos'] as const).filter((m) => config.missingPaymentSettings[m].length === 0);
  return ['cash', ...online];
}
