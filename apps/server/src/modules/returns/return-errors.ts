// A return's or a refund's broken limit (DESIGN §17): a 409 whose body names it for a machine as well as a person.
import type { ReturnLimit } from '@shop/domain/returns.rules';
import { ConflictError } from '../../http/errors';

/** 409 `{detail, limit, order_item}`: the Vietnamese message, which limit broke, and on which line (if one). */
export class ReturnLimitError extends ConflictError {
  constructor(
    message: string,
    readonly limit: ReturnLimit,
    readonly orderItem: number | null = null,
  ) {
    super(message);
  }

  override toBody() {
    return { detail: this.message, limit: this.limit, order_item: this.orderItem };
  }
}
