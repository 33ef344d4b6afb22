/** Which of a 400's field messages go onto a form: the rule every form's write shares (DESIGN §2's error shape). */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { showOnFields } from './use-staff-write';

function formRecorder() {
  const shown: Record<string, string> = {};
  return { shown, form: { setError: (field: string, error: { message?: string }) => (shown[field] = error.message!) } };
}

const invalid = new ApiError(400, { name: ['Tên đã có.'], non_field_errors: ['Dữ liệu không hợp lệ.'] }, 'Tên đã có.');

describe('showOnFields', () => {
  it('puts every field message but non_field_errors on the form when no fields are listed', () => {
    const { shown, form } = formRecorder();
    expect(showOnFields(invalid, { form })).toEqual(['name']);
    expect(shown).toEqual({ name: 'Tên đã có.' });
  });

  it('puts only the listed fields, and names none when the server named another', () => {
    const { shown, form } = formRecorder();
    expect(showOnFields(invalid, { form, fields: ['note'] })).toEqual([]);
    expect(shown).toEqual({});
  });

  it('leaves refusals other than a 400, and writes without a form, to be told otherwise', () => {
    const { shown, form } = formRecorder();
    expect(showOnFields(new ApiError(409, { detail: 'Đơn đã đổi.' }, 'Đơn đã đổi.'), { form })).toEqual([]);
    expect(showOnFields(new Error('Mạng lỗi'), { form })).toEqual([]);
    expect(showOnFields(invalid, {})).toEqual([]);
    expect(shown).toEqual({});
  });
});
