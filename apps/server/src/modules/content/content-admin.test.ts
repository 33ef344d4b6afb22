// Home content and store locations in the back office: banners with a schedule, feedback,
// stores picked from the bundled units; each write audited and seen by the shop (and the shipping fee) at once.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { Banner, FeedbackList, StoreLocation } from '@shop/domain/catalog.schemas';
import { AdminBanner, AdminFeedback, CONTENT_MESSAGES as M } from '@shop/domain/content.schemas';
import { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { AdminUnits } from '../address/address.service';
import { type SignedUp, call } from '../auth/auth.testing';
import { ADDRESSES } from '../orders/orders.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function created<T>(schema: z.ZodType<T>, path: string, body: object, who = staff): Promise<T> {
  const res = await adminCall(t.app, who, 'POST', path, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return schema.parse(res.body);
}
const banner = (body: object) => created(AdminBanner, '/api/admin/banners/', { image_url: '/media/b.webp', ...body });
const shopBanners = async () => z.array(Banner).parse((await call(t.app, 'GET', '/api/banners/')).body);
const shopFeedback = async () => FeedbackList.parse((await call(t.app, 'GET', '/api/feedback/?limit=20')).body);
const shopStores = async () => z.array(StoreLocation).parse((await call(t.app, 'GET', '/api/store-locations/')).body);
const auditRows = (targetType: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));

describe('who may call the content API', () => {
  it('401 without a token, 403 for a customer; staff and admins may', async () => {
    const b = await banner({});
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [];
    for (const list of ['banners', 'feedback', 'store-locations']) {
      calls.push(
        ['GET', `/api/admin/${list}/`],
        ['GET', `/api/admin/${list}/${b.id}/`],
        ['GET', `/api/admin/${list}/999999/`],
        ['POST', `/api/admin/${list}/`, {}],
        ['PATCH', `/api/admin/${list}/${b.id}/`, {}],
        ['DELETE', `/api/admin/${list}/${b.id}/`],
        ['POST', `/api/admin/${list}/reorder/`, { ids: [] }],
      );
    }
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect(await adminCall(t.app, customer, method, url, { body }), `${method} ${url}`).toMatchObject({
        status: 403,
        body: { detail: ADMIN_MESSAGES.forbidden },
      });
    }
    expect((await adminCall(t.app, admin, 'GET', '/api/admin/banners/')).status).toBe(200);
    expect((await shopBanners()).map((x) => x.id)).toContain(b.id);
    await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${b.id}/`);
  });
});

/** A place's unit codes, as the store form sends them. */
function unitCodes(place: { city: string; district: string; ward: string }) {
  const u = new AdminUnits('legacy').resolve(place);
  return { city_code: u.province!.code, district_code: u.district!.code, ward_code: u.ward!.code };
}

describe('one item of each list', () => {
  it('GET {id} answers the item as the list shows it; a missing id is a 404, a bad one a 400', async () => {
    const b = await banner({ link: '/khuyen-mai' });
    const f = await created(AdminFeedback, '/api/admin/feedback/', {
      name: 'Chị Mai',
      role: 'Chủ quán trà sữa',
      feedback: 'Hàng về nhanh, đóng gói kỹ.',
      rating: 5,
    });
    const s = await created(AdminStoreLocation, '/api/admin/store-locations/', {
      name: 'Cửa hàng Quận 1',
      street: '12 Lê Lợi',
      ...unitCodes(ADDRESSES.near),
      phone: '0909000000',
      opening_hours: '8:00–21:00',
    });
    const cases: [string, number, z.ZodType, string][] = [
      ['banners', b.id, AdminBanner, M.bannerNotFound],
      ['feedback', f.id, AdminFeedback, M.feedbackNotFound],
      ['store-locations', s.id, AdminStoreLocation, M.storeNotFound],
    ];
    for (const [list, id, schema, notFound] of cases) {
      const listed = (await adminCall(t.app, staff, 'GET', `/api/admin/${list}/`)).body as { id: number }[];
      const one = await adminCall(t.app, staff, 'GET', `/api/admin/${list}/${id}/`);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(schema.parse(one.body)).toEqual(listed.find((x) => x.id === id));
      expect((await adminCall(t.app, admin, 'GET', `/api/admin/${list}/${id}`)).body).toEqual(one.body);
      expect(await adminCall(t.app, staff, 'GET', `/api/admin/${list}/999999/`)).toMatchObject({
        status: 404,
        body: { detail: notFound },
      });
      expect((await adminCall(t.app, staff, 'GET', `/api/admin/${list}/abc/`)).status).toBe(400);
      // The lists stay as the tests below expect them.
      expect((await adminCall(t.app, staff, 'DELETE', `/api/admin/${list}/${id}/`)).status).toBe(204);
    }
  });
});

describe('banners', () => {
  it('creates, edits, reorders and deletes; each audited; the shop shows active ones in order', async () => {
    const a = await banner({ link: '/products?promotion=true' });
    const b = await banner({ link: 'https://zalo.me/123', status: 'inactive' });
    const c = await banner({});
    expect(a).toMatchObject({ status: 'active', sort_order: 0, starts_at: null, ends_at: null, is_live: true });
    expect([b.sort_order, c.sort_order]).toEqual([1, 2]);
    expect((await shopBanners()).map((x) => x.id)).toEqual([a.id, c.id]);

    const patched = await adminCall(t.app, staff, 'PATCH', `/api/admin/banners/${b.id}/`, {
      body: { status: 'active', link: '' },
    });
    expect(patched.body).toMatchObject({ status: 'active', link: '', is_live: true });
    expect((await auditRows('banner', b.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['banner.create', null, expect.objectContaining({ status: 'inactive' })],
      ['banner.update', { link: 'https://zalo.me/123', status: 'inactive' }, { link: '', status: 'active' }],
    ]);

    const reordered = await adminCall(t.app, staff, 'POST', '/api/admin/banners/reorder/', {
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(
      z
        .array(AdminBanner)
        .parse(reordered.body)
        .map((x) => x.id),
    ).toEqual([c.id, a.id, b.id]);
    expect((await shopBanners()).map((x) => x.id)).toEqual([c.id, a.id, b.id]);

    expect((await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${a.id}/`)).status).toBe(204);
    expect((await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${a.id}/`)).status).toBe(404);
    expect((await shopBanners()).map((x) => x.id)).toEqual([c.id, b.id]);
    expect((await auditRows('banner', a.id)).map((r) => r.action)).toEqual(['banner.create', 'banner.delete']);
    for (const id of [b.id, c.id]) await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${id}/`);
  });

  it('shows a scheduled banner only inside its window', async () => {
    const now = await banner({ starts_at: at(-HOUR), ends_at: at(HOUR) });
    const later = await banner({ starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    const past = await banner({ starts_at: at(-2 * HOUR), ends_at: at(-HOUR) });
    const open = await banner({ ends_at: at(HOUR) });
    expect((await shopBanners()).map((x) => x.id)).toEqual([now.id, open.id]);
    const listed = z.array(AdminBanner).parse((await adminCall(t.app, staff, 'GET', '/api/admin/banners/')).body);
    expect(listed.map((x) => [x.id, x.is_live])).toEqual([
      [now.id, true],
      [later.id, false],
      [past.id, false],
      [open.id, true],
    ]);
    for (const x of listed) await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${x.id}/`);
  });

  it("the shop's cached answer changes at a window's edge, not a minute later", async () => {
    const startsAt = Date.now() + 3_000;
    const endsAt = startsAt + 3_000;
    const until = (t: number) => sleep(Math.max(0, t - Date.now()));
    const soon = await banner({ starts_at: new Date(startsAt).toISOString(), ends_at: new Date(endsAt).toISOString() });
    // Asked before the window: the answer is cached, and must not outlive the window's start.
    expect((await shopBanners()).map((x) => x.id)).toEqual([]);
    await until(startsAt + 300);
    expect((await shopBanners()).map((x) => x.id)).toEqual([soon.id]);
    await until(endsAt + 300);
    expect((await shopBanners()).map((x) => x.id)).toEqual([]);
    await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${soon.id}/`);
  });

  it.each([
    ['no image', {}, { image_url: [M.imageRequired] }],
    ['an image path that is not one', { image_url: 'javascript:alert(1)' }, { image_url: [M.imageUrlInvalid] }],
    ['a bad link', { image_url: '/b.webp', link: 'javascript:alert(1)' }, { link: [M.linkInvalid] }],
    ['an unknown status', { image_url: '/b.webp', status: 'live' }, { status: [M.statusInvalid] }],
    ['a date that is not one', { image_url: '/b.webp', starts_at: 'tomorrow' }, { starts_at: [M.dateTimeInvalid] }],
    [
      'an end before the start',
      { image_url: '/b.webp', starts_at: '2026-05-02T00:00:00+07:00', ends_at: '2026-05-01T00:00:00+07:00' },
      { ends_at: [M.windowOrder] },
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/banners/', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fields);
  });

  it("checks an edited edge against the banner's other one; 404 for a missing banner", async () => {
    const b = await banner({ starts_at: '2030-01-02T00:00:00Z' });
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/banners/${b.id}/`, {
      body: { ends_at: '2030-01-01T00:00:00Z' },
    });
    expect(res).toMatchObject({ status: 400, body: { ends_at: [M.windowOrder] } });
    expect((await adminCall(t.app, staff, 'PATCH', '/api/admin/banners/999999/', { body: {} })).status).toBe(404);
    await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${b.id}/`);
  });

  it('refuses a reorder that is not exactly the list', async () => {
    const a = await banner({});
    const b = await banner({});
    for (const ids of [[a.id], [a.id, b.id, 999_999], [a.id, a.id]]) {
      const res = await adminCall(t.app, staff, 'POST', '/api/admin/banners/reorder/', { body: { ids } });
      expect(res, JSON.stringify(ids)).toMatchObject({ status: 400, body: { ids: [M.reorderMismatch] } });
    }
    const wrongType = await adminCall(t.app, staff, 'POST', '/api/admin/banners/reorder/', { body: { ids: ['x'] } });
    expect(wrongType).toMatchObject({ status: 400, body: { 'ids.0': [M.reorderMismatch] } });
    for (const x of [a, b]) await adminCall(t.app, staff, 'DELETE', `/api/admin/banners/${x.id}/`);
  });
});

describe('feedback', () => {
  it('adds, edits and hides entries; the shop lists the visible ones with role and rating', async () => {
    const f = await created(AdminFeedback, '/api/admin/feedback/', {
      name: 'Chị Lan',
      role: 'Chủ quán trà sữa',
      feedback: 'Nguyên liệu thơm, giao nhanh.',
      avatar_url: '/media/p/abc/320.webp',
      rating: 4,
    });
    const g = await created(AdminFeedback, '/api/admin/feedback/', {
      name: 'Anh Minh',
      feedback: 'Tốt.',
      avatar_url: '',
    });
    expect(f).toMatchObject({ sort_order: 0, is_hidden: false, rating: 4 });
    expect(g).toMatchObject({ role: '', avatar_url: null, rating: 5, sort_order: 1 });
    expect(await shopFeedback()).toEqual({
      count: 2,
      results: [
        {
          id: f.id,
          name: 'Chị Lan',
          role: 'Chủ quán trà sữa',
          feedback: 'Nguyên liệu thơm, giao nhanh.',
          avatar_url: '/media/p/abc/320.webp',
          rating: 4,
        },
        { id: g.id, name: 'Anh Minh', role: '', feedback: 'Tốt.', avatar_url: null, rating: 5 },
      ],
    });

    const hidden = await adminCall(t.app, staff, 'PATCH', `/api/admin/feedback/${f.id}/`, {
      body: { is_hidden: true },
    });
    expect(hidden.body).toMatchObject({ is_hidden: true });
    expect(await shopFeedback()).toMatchObject({ count: 1, results: [{ id: g.id }] });
    expect((await auditRows('feedback', f.id)).at(-1)).toMatchObject({
      action: 'feedback.update',
      before: { is_hidden: false },
      after: { is_hidden: true },
    });

    await adminCall(t.app, staff, 'PATCH', `/api/admin/feedback/${f.id}/`, { body: { is_hidden: false } });
    await adminCall(t.app, staff, 'POST', '/api/admin/feedback/reorder/', { body: { ids: [g.id, f.id] } });
    expect((await shopFeedback()).results.map((x) => x.id)).toEqual([g.id, f.id]);
    for (const x of [f, g])
      expect((await adminCall(t.app, staff, 'DELETE', `/api/admin/feedback/${x.id}/`)).status).toBe(204);
    expect(await shopFeedback()).toEqual({ count: 0, results: [] });
  });

  it.each([
    ['no name', { feedback: 'x' }, { name: [M.nameRequired] }],
    ['a blank text', { name: 'A', feedback: '  ' }, { feedback: [M.feedbackRequired] }],
    ['6 stars', { name: 'A', feedback: 'x', rating: 6 }, { rating: [M.ratingInvalid] }],
    ['"5" stars', { name: 'A', feedback: 'x', rating: '5' }, { rating: [M.ratingInvalid] }],
    ['a bad avatar', { name: 'A', feedback: 'x', avatar_url: 'data:x' }, { avatar_url: [M.imageUrlInvalid] }],
  ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/feedback/', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fields);
  });
});

describe('store locations', () => {
  const units = new AdminUnits('legacy');
  const far = units.resolve(ADDRESSES.far);
  const near = units.resolve(ADDRESSES.near);
  const codes = (u: typeof far) => ({
    city_code: u.province!.code,
    district_code: u.district!.code,
    ward_code: u.ward!.code,
  });
  const fee = async (address: object) =>
    (await call(t.app, 'POST', '/api/shipping/calculate-fee/', { body: { ...address, order_total: 100_000 } })).body;

  it('creates a store from unit codes, its address and centroid from them; the shop lists it', async () => {
    const s = await created(AdminStoreLocation, '/api/admin/store-locations/', {
      name: 'Cửa hàng Bến Nghé',
      street: '12 Nguyễn Huệ',
      ...codes(near),
      phone: '028 3822 6688',
      opening_hours: '7:00 – 21:00 hằng ngày',
    });
    expect(s).toMatchObject({
      address: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
      status: 'active',
      status_display: 'Đang hoạt động',
      lat: near.ward!.lat,
      lng: near.ward!.lng,
      // After the migration's warehouse: the back office lists every location, the shop only its stores.
      sort_order: 1,
      kind: 'store',
      kind_display: 'Cửa hàng',
    });
    const adminList = z
      .array(AdminStoreLocation)
      .parse((await adminCall(t.app, staff, 'GET', '/api/admin/store-locations/')).body);
    expect(adminList.map((l) => [l.name, l.kind])).toEqual([
      ['Kho chính', 'warehouse'],
      ['Cửa hàng Bến Nghé', 'store'],
    ]);
    expect(await shopStores()).toEqual([
      {
        id: s.id,
        name: 'Cửa hàng Bến Nghé',
        address: s.address,
        phone: '028 3822 6688',
        status: 'active',
        status_display: 'Đang hoạt động',
      },
    ]);
    // Coordinates adjusted by hand stay; a new address without them moves the store to its centroid.
    const moved = await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${s.id}/`, {
      body: { lat: 10.78, lng: 106.7 },
    });
    expect(moved.body).toMatchObject({ lat: 10.78, lng: 106.7, address: s.address });
    const elsewhere = await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${s.id}/`, {
      body: { ...codes(far), street: '5 Tỉnh lộ 8' },
    });
    expect(elsewhere.body).toMatchObject({
      address: '5 Tỉnh lộ 8, Xã An Phú, Huyện Củ Chi, Thành phố Hồ Chí Minh',
      lat: far.ward!.lat,
      lng: far.ward!.lng,
    });
    expect((await auditRows('store_location', s.id)).map((r) => r.action)).toEqual([
      'store_location.create',
      'store_location.update',
      'store_location.update',
    ]);
    await adminCall(t.app, staff, 'DELETE', `/api/admin/store-locations/${s.id}/`);
    expect(await shopStores()).toEqual([]);
  });

  it('the shipping fee uses a new store at once, and stops using a closed one at once', async () => {
    // Without a store the fee falls back; this answer is now in the shipping fee's cache.
    expect(await fee(ADDRESSES.far)).toMatchObject({ fallback_used: true });
    const s = await created(AdminStoreLocation, '/api/admin/store-locations/', {
      name: 'Cửa hàng Củ Chi',
      street: '1 Tỉnh lộ 8',
      ...codes(far),
    });
    expect(await fee(ADDRESSES.far)).toMatchObject({ fallback_used: false, distance_km: 0, shipping_fee: 15_000 });

    const closed = await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${s.id}/`, {
      body: { status: 'closed' },
    });
    expect(closed.body).toMatchObject({ status: 'closed', status_display: 'Đã đóng cửa' });
    expect(await fee(ADDRESSES.far)).toMatchObject({ fallback_used: true });
    expect(await shopStores()).toEqual([]);

    await adminCall(t.app, staff, 'PATCH', `/api/admin/store-locations/${s.id}/`, { body: { status: 'coming_soon' } });
    expect(await shopStores()).toMatchObject([{ id: s.id, status: 'coming_soon', status_display: 'Sắp khai trương' }]);
    expect(await fee(ADDRESSES.far)).toMatchObject({ fallback_used: true });
    await adminCall(t.app, staff, 'DELETE', `/api/admin/store-locations/${s.id}/`);
  });

  it('reorders the shop list', async () => {
    const body = { street: '1 Lê Lợi', ...codes(near) };
    const a = await created(AdminStoreLocation, '/api/admin/store-locations/', { ...body, name: 'A' });
    const b = await created(AdminStoreLocation, '/api/admin/store-locations/', { ...body, name: 'B' });
    // Every location of the list once: the migration's warehouse too, which the shop doesn't list.
    const list = z
      .array(AdminStoreLocation)
      .parse((await adminCall(t.app, staff, 'GET', '/api/admin/store-locations/')).body);
    const warehouse = list[0]!.id;
    const refused = await adminCall(t.app, staff, 'POST', '/api/admin/store-locations/reorder/', {
      body: { ids: [b.id, a.id] },
    });
    expect(refused.status).toBe(400);
    await adminCall(t.app, staff, 'POST', '/api/admin/store-locations/reorder/', {
      body: { ids: [b.id, warehouse, a.id] },
    });
    expect((await shopStores()).map((s) => s.name)).toEqual(['B', 'A']);
    for (const x of [a, b]) await adminCall(t.app, staff, 'DELETE', `/api/admin/store-locations/${x.id}/`);
  });

  const valid = () => ({ name: 'X', street: '1 Lê Lợi', ...codes(near) });
  it.each([
    ['no province', () => ({ ...valid(), city_code: undefined }), { city_code: [M.cityRequired] }],
    ['an unknown province', () => ({ ...valid(), city_code: '999' }), { city_code: [M.unitUnknown] }],
    ['no district', () => ({ ...valid(), district_code: null }), { district_code: [M.districtRequired] }],
    ['a district of another province', () => ({ ...valid(), city_code: '01' }), { district_code: [M.unitMismatch] }],
    ['a ward of another district', () => ({ ...valid(), ward_code: far.ward!.code }), { ward_code: [M.unitMismatch] }],
    ['no street', () => ({ ...valid(), street: '' }), { street: [M.streetRequired] }],
    ['a bad phone', () => ({ ...valid(), phone: 'gọi đi' }), { phone: [M.phoneInvalid] }],
    ['a latitude of 91', () => ({ ...valid(), lat: 91, lng: 106 }), { lat: [M.latInvalid] }],
    ['a latitude alone', () => ({ ...valid(), lat: 10.7 }), { lng: [M.coordinatesPair] }],
    ['an unknown status', () => ({ ...valid(), status: 'open' }), { status: [M.statusInvalid] }],
  ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/store-locations/', { body: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject(fields);
  });
});

describe("a store's place, previewed", () => {
  it('answers the levels, the full address and the centroid; 400 for units that do not fit', async () => {
    const units = new AdminUnits('legacy');
    const near = units.resolve(ADDRESSES.near);
    const place = (q: string) => adminCall(t.app, staff, 'GET', `/api/admin/store-locations/place/?${q}`);
    expect((await place('')).body).toEqual({ levels: 3, address: '', lat: null, lng: null });
    const q = `city_code=${near.province!.code}&district_code=${near.district!.code}&ward_code=${near.ward!.code}`;
    expect((await place(`${q}&street=${encodeURIComponent('12 Nguyễn Huệ')}`)).body).toEqual({
      levels: 3,
      address: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
      lat: near.ward!.lat,
      lng: near.ward!.lng,
    });
    expect(await place(`city_code=01&district_code=${near.district!.code}`)).toMatchObject({
      status: 400,
      body: { district_code: [M.unitMismatch] },
    });
    expect((await adminCall(t.app, customer, 'GET', `/api/admin/store-locations/place/?${q}`)).status).toBe(403);
  });
});
