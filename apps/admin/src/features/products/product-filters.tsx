/**
 * The product list's filter bar: search (accents and case ignored by the server, a barcode matched exactly; typed
 * text waits 300 ms), the category (with its sub-categories) and four yes/no filters. Every value lives in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { SearchBox, submittedSearch } from '../../components/search-box';
import { CategoryOptions } from './category-options';
import type { ProductsSearch } from './products-search';
import { productsQueries } from './products.queries';

type Flag = 'is_active' | 'in_stock' | 'discounted' | 'low_stock';
const FLAGS: { key: Flag; label: string; yes: string; no: string }[] = [
  { key: 'is_active', label: 'Trạng thái', yes: 'Đang bán', no: 'Ngừng bán' },
  { key: 'in_stock', label: 'Tồn kho', yes: 'Còn hàng', no: 'Hết hàng' },
  { key: 'discounted', label: 'Khuyến mãi', yes: 'Đang giảm giá', no: 'Không giảm giá' },
  { key: 'low_stock', label: 'Sắp hết', yes: 'Sắp hết hàng', no: 'Không sắp hết' },
];

export function ProductFilters({
  search,
  onChange,
}: {
  search: ProductsSearch;
  onChange: (patch: Partial<ProductsSearch>) => void;
}) {
  const categories = useQuery(productsQueries.categories());
  const filtered = Boolean(search.search || search.category || FLAGS.some((f) => search[f.key] !== undefined));
  return (
    <form
      role="search"
      aria-label="Lọc sản phẩm"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: submittedSearch(e.currentTarget) });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchBox
        value={search.search}
        onSearch={(s) => onChange({ search: s })}
        placeholder="Tên, đường dẫn, mã SKU hoặc mã vạch"
      />
      <SelectField
        label="Danh mục"
        value={search.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value ? Number(e.target.value) : undefined })}
        className="flex-[1_1_12rem]"
      >
        <option value="">Tất cả</option>
        <CategoryOptions tree={categories.data} />
      </SelectField>
      {FLAGS.map((f) => (
        <SelectField
          key={f.key}
          label={f.label}
          value={search[f.key] === undefined ? '' : String(search[f.key])}
          onChange={(e) => onChange({ [f.key]: e.target.value === '' ? undefined : e.target.value === 'true' })}
          className="flex-[1_1_9rem]"
        >
          <option value="">Tất cả</option>
          <option value="true">{f.yes}</option>
          <option value="false">{f.no}</option>
        </SelectField>
      ))}
      {filtered && (
        <Button
          tone="ghost"
          onClick={() =>
            onChange({
              search: undefined,
              category: undefined,
              is_active: undefined,
              in_stock: undefined,
              discounted: undefined,
              low_stock: undefined,
            })
          }
        >
          Xóa bộ lọc
        </Button>
      )}
    </form>
  );
}
