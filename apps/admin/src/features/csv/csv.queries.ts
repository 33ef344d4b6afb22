/**
 * The products CSV (`/api/admin/products/export.csv` and `import/`). The import sends the file itself as
 * the body (`text/csv`); `dry_run` reports without writing. Applying changes products: their lists go stale.
 */
import type { ImportReport } from '@shop/domain/admin-import.schemas';
import { shopDay } from '@shop/domain/shop-time';
import type { QueryClient } from '@tanstack/react-query';
import { api, apiBlob, toQuery } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export function importProducts(file: File, dryRun: boolean): Promise<ImportReport> {
  return api<ImportReport>(`/api/admin/products/import/${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'text/csv' },
  });
}

export function productsImported(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
}

/**
 * The products the list's filters show (all of them without filters), one line per variant, as the server writes
 * them, BOM included, saved as a download.
 */
export async function downloadProductsCsv(filters: Record<string, string | number | boolean | undefined> = {}) {
  saveFile(await apiBlob(`/api/admin/products/export.csv${toQuery(filters)}`), `san-pham-${shopDay(new Date())}.csv`);
}
