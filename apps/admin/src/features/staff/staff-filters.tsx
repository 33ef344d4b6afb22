/** The staff list's filter bar: the search box (email or name), the role and the account's state. */
import { STAFF_ROLES, USER_ROLE_LABELS } from '@shop/domain/user-role';
import { SelectField } from '../../components/form-field';
import { SearchBox, submittedSearch } from '../../components/search-box';
import type { StaffSearch } from './staff-search';

export function StaffFilters({
  search,
  onChange,
}: {
  search: StaffSearch;
  onChange: (patch: Partial<StaffSearch>) => void;
}) {
  return (
    <form
      role="search"
      aria-label="Lọc nhân viên"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: submittedSearch(e.currentTarget) });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchBox value={search.search} onSearch={(s) => onChange({ search: s })} placeholder="Email hoặc họ tên" />
      <SelectField
        label="Vai trò"
        value={search.role ?? ''}
        onChange={(e) => onChange({ role: (e.target.value || undefined) as StaffSearch['role'] })}
        className="flex-[1_1_9rem]"
      >
        <option value="">Tất cả</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {USER_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Trạng thái"
        value={search.is_active === undefined ? '' : String(search.is_active)}
        onChange={(e) => onChange({ is_active: e.target.value === '' ? undefined : e.target.value === 'true' })}
        className="flex-[1_1_9rem]"
      >
        <option value="">Tất cả</option>
        <option value="true">Đang hoạt động</option>
        <option value="false">Đã vô hiệu hóa</option>
      </SelectField>
    </form>
  );
}
