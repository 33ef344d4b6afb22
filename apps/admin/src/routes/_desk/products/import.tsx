import { createFileRoute } from '@tanstack/react-router';
import { CsvImportPage } from '../../../features/csv/csv-import-page';

export const Route = createFileRoute('/_desk/products/import')({
  head: () => ({ meta: [{ title: 'Nhập / xuất CSV — Quản trị' }] }),
  component: CsvImportPage,
});
