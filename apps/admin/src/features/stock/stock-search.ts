/** The ledger page's filter and page as the URL keeps them; a bad value falls back to none. */
import { z } from 'zod';

export const StockSearch = z.object({
  page: z.int().min(1).optional().catch(undefined),
  variant: z.int().min(1).optional().catch(undefined),
});
export type StockSearch = z.infer<typeof StockSearch>;
