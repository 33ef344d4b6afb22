import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';
import { AdminUnits } from './admin-units';

type ListAnswer = { error: number; data: { id: string; full_name: string }[] };

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
};

describe('the address service (spec 2 §7 shape)', () => {
  it('lists the 63 provinces sorted by name, HCMC as 79', async () => {
    const res = await get('/api/address/1/0.htm');
    expect(res.status).toBe(200);
    const body = res.body as ListAnswer;
    expect(body.error).toBe(0);
    expect(body.data).toHaveLength(63);
    expect(body.data).toContainEqual({ id: '79', full_name: 'Thành phố Hồ Chí Minh' });
    const names = body.data.map((p) => p.full_name);
    expect(names).toEqual([...names].sort(new Intl.Collator('vi').compare));
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('lists the districts of a province and the wards of a district', async () => {
    const districts = (await get('/api/address/2/79.htm')).body as ListAnswer;
    expect(districts.data).toHaveLength(22);
    const q1 = districts.data.find((d) => d.full_name === 'Quận 1')!;
    const wards = (await get(`/api/address/3/${q1.id}.htm`)).body as ListAnswer;
    expect(wards.data.map((w) => w.full_name)).toContain('Phường Bến Nghé');
  });

  it('gives the full path of a unit', async () => {
    const q1 = ((await get('/api/address/2/79.htm')).body as ListAnswer).data.find((d) => d.full_name === 'Quận 1')!;
    const wards = (await get(`/api/address/3/${q1.id}.htm`)).body as ListAnswer;
    const benNghe = wards.data.find((w) => w.full_name === 'Phường Bến Nghé')!;
    expect((await get(`/api/address/5/${benNghe.id}.htm`)).body).toEqual({
      error: 0,
      error_text: '',
      data: { id: benNghe.id, full_name: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' },
    });
  });

  it.each([
    '/api/address/2/999.htm',
    '/api/address/3/abc.htm',
    '/api/address/1/5.htm',
    '/api/address/4/79.htm',
    '/api/address/2/79',
  ])('answers %s with a 404, not a 500', async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.status);
  });
});

describe('AdminUnits.resolve', () => {
  const legacy = new AdminUnits('legacy');

  it('resolves names without case, accents or unit types', () => {
    const r = legacy.resolve({ city: 'ho chi minh', district: 'quan 1', ward: 'PHUONG BEN NGHE' });
    expect(r.province?.code).toBe('79');
    expect(r.district?.full_name).toBe('Quận 1');
    expect(r.ward?.full_name).toBe('Phường Bến Nghé');
    expect(r.ward?.lat).toBeTypeOf('number');
  });

  it('takes a code whose name agrees (without case or accents), and resolves lower levels only under the level above', () => {
    const coded = legacy.resolve({ city_code: '79', city: 'ho chi minh', district_code: '760', district: 'QUẬN 1' });
    expect([coded.province?.full_name, coded.district?.full_name, coded.mismatched]).toEqual([
      'Thành phố Hồ Chí Minh',
      'Quận 1',
      [],
    ]);
    // A code alone is taken as it is.
    expect(legacy.resolve({ city_code: '01' }).province?.full_name).toBe('Thành phố Hà Nội');
    const wrong = legacy.resolve({ city: 'Thành phố Hà Nội', district: 'Quận 1' });
    expect(wrong.province?.code).toBe('01');
    expect(wrong.district).toBeUndefined();
    expect(legacy.resolve({ city: 'Atlantis' })).toEqual({ mismatched: [] });
  });

  it.each([
    ["an HCMC name with Hà Nội's code", { city_code: '01', city: 'Hồ Chí Minh' }, ['city']],
    ["a Hà Nội name with HCMC's code", { city_code: '79', city: 'Thành phố Hà Nội' }, ['city']],
    ['an unknown code with a name', { city_code: '999', city: 'Hồ Chí Minh' }, ['city']],
    [
      'a district code from another province',
      { city: 'Hồ Chí Minh', district_code: '001', district: 'Quận Ba Đình' },
      ['district'],
    ],
    [
      "a district's name with another district's code",
      { city: 'Hồ Chí Minh', district_code: '778', district: 'Quận 1' },
      ['district'],
    ],
    [
      'a ward code that contradicts its name',
      { city: 'Hồ Chí Minh', district: 'Quận 1', ward_code: '27475', ward: 'Phường Bến Nghé' },
      ['ward'],
    ],
  ])('finds a contradiction: %s', (_, address, fields) => {
    const resolved = legacy.resolve(address);
    expect(resolved.mismatched).toEqual(fields);
    // Neither the code nor the name is taken at the contradicted level.
    const level =
      fields[0] === 'city' ? resolved.province : fields[0] === 'district' ? resolved.district : resolved.ward;
    expect(level).toBeUndefined();
  });

  it('switches to the 2-level structure of 2025', () => {
    const v2025 = new AdminUnits('v2025');
    expect(v2025.depth).toBe(2);
    expect(v2025.provinces).toHaveLength(34);
    const hcmcWards = v2025.childrenOf(1, '79')!;
    expect(hcmcWards.length).toBe(168);
    const r = v2025.resolve({ city: 'Thành phố Hồ Chí Minh', ward: hcmcWards[0]!.full_name });
    expect(r.ward?.code).toBe(hcmcWards[0]!.code);
  });
});
