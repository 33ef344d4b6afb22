// The back office's category tree: create, rename, new image, hide, move under another parent,
// reorder, delete only an empty one, never a cycle; each write audited and seen by the shop at once.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import { AdminCategory } from '@shop/domain/admin-catalog.schemas';
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { Category, ProductPage } from '@shop/domain/catalog.schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { auditOf, catalogueSnapshot, createdProduct, productBody } from '../../testing/catalog.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let customer: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
});
afterAll(() => t?.close());

const create = async (body: Record<string, unknown>) => {
  const res = await adminCall(t.app, staff, 'POST', '/api/admin/categories/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminCategory.parse(res.body);
};
const move = (id: number, body: unknown) =>
  adminCall(t.app, staff, 'POST', `/api/admin/categories/${id}/move/`, { body });
const tree = async () =>
  z.array(AdminCategory).parse((await adminCall(t.app, staff, 'GET', '/api/admin/categories/')).body);
const shopTree = async () => z.array(Category).parse((await call(t.app, 'GET', '/api/categories/hierarchy/')).body);
const childrenOf = (nodes: { id: number; children: { id: number; name: string }[] }[], id: number) =>
  nodes.find((n) => n.id === id)?.children.map((c) => c.name);

async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, body: object) {
  const before = await catalogueSnapshot(t.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject(body);
  expect(await catalogueSnapshot(t.db)).toEqual(before);
}

describe('who may call the categories API', () => {
  it('401 without a token, 403 for a customer; nothing changes', async () => {
    const c = await create({ name: 'Kiểm tra quyền' });
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/admin/categories/'],
      ['POST', '/api/admin/categories/', { name: 'X' }],
      ['GET', `/api/admin/categories/${c.id}/`],
      ['PATCH', `/api/admin/categories/${c.id}/`, { name: 'Y' }],
      ['POST', `/api/admin/categories/${c.id}/move/`, { parent: null }],
      ['DELETE', `/api/admin/categories/${c.id}/`],
    ];
    const before = await catalogueSnapshot(t.db);
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect(await adminCall(t.app, customer, method, url, { body }), `${method} ${url}`).toMatchObject({
        status: 403,
        body: { detail: ADMIN_MESSAGES.forbidden },
      });
    }
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});

describe('the category tree', () => {
  it('creates under a parent, last among its siblings, with a folded unique slug; audits it; the shop has it', async () => {
    const drinks = await create({ name: 'Đồ uống' });
    const a = await create({ name: 'Trà sữa', parent: drinks.id, image_url: '/media/categories/tra-sua.webp' });
    const b = await create({ name: 'Trà sữa', parent: drinks.id });
    expect(a).toMatchObject({ slug: 'tra-sua', parent: drinks.id, top_level: false, sort_order: 0, product_count: 0 });
    expect(b).toMatchObject({ slug: 'tra-sua-2', sort_order: 1, is_hidden: false });
    expect((await auditOf(t.db, 'category', a.id))[0]).toMatchObject({
      action: 'category.create',
      actorId: staff.user.id,
      after: { name: 'Trà sữa', slug: 'tra-sua', parent: drinks.id },
    });
    expect(childrenOf(await shopTree(), drinks.id)).toEqual(['Trà sữa', 'Trà sữa']);
  });

  it('refuses a taken slug, an unknown parent, a blank name', async () => {
    const taken = await create({ name: 'Bột' });
    await refused(
      () => adminCall(t.app, staff, 'POST', '/api/admin/categories/', { body: { name: 'Khác', slug: taken.slug } }),
      400,
      {
        slug: [M.slugTaken],
      },
    );
    await refused(
      () => adminCall(t.app, staff, 'POST', '/api/admin/categories/', { body: { name: 'Khác', parent: 99_999 } }),
      400,
      {
        parent: [M.parentMissing],
      },
    );
    await refused(() => adminCall(t.app, staff, 'POST', '/api/admin/categories/', { body: { name: '  ' } }), 400, {
      name: [M.categoryNameRequired],
    });
  });

  it('renames (the products are found by the new name), hides and shows again', async () => {
    const c = await create({ name: 'Siro' });
    const product = await createdProduct(t.app, staff, productBody(c.id, { name: 'Chai số 9', variants: [] }));
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/categories/${c.id}/`, {
      body: { name: 'Mứt Đặc Sản' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminCategory.parse(res.body)).toMatchObject({ name: 'Mứt Đặc Sản', slug: c.slug, product_count: 1 });
    const found = ProductPage.parse((await call(t.app, 'GET', '/api/products/search/?q=mut%20dac%20san')).body);
    expect(found.results.map((p) => p.id)).toEqual([product.id]);

    const child = await create({ name: 'Con', parent: c.id });
    const hidden = await adminCall(t.app, staff, 'PATCH', `/api/admin/categories/${c.id}/`, {
      body: { is_hidden: true },
    });
    expect(AdminCategory.parse(hidden.body).is_hidden).toBe(true);
    // Gone from the shop's tree with all under it, and its page; its product stays on sale.
    const ids = (nodes: Category[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
    expect(ids(await shopTree())).not.toContain(c.id);
    expect(ids(await shopTree())).not.toContain(child.id);
    expect((await call(t.app, 'GET', `/api/categories/${c.id}/`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/products/${product.id}/`)).status).toBe(200);
    // Staff still see it.
    expect((await tree()).find((n) => n.id === c.id)).toMatchObject({ is_hidden: true, children: [{ id: child.id }] });
    await adminCall(t.app, staff, 'PATCH', `/api/admin/categories/${c.id}/`, { body: { is_hidden: false } });
    expect(ids(await shopTree())).toContain(child.id);
    expect((await auditOf(t.db, 'category', c.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['category.create', null, expect.objectContaining({ name: 'Siro' })],
      ['category.update', { name: 'Siro' }, { name: 'Mứt Đặc Sản' }],
      ['category.update', { is_hidden: false }, { is_hidden: true }],
      ['category.update', { is_hidden: true }, { is_hidden: false }],
    ]);
  });

  it('moves under another parent and reorders siblings; refuses a move into itself or below itself', async () => {
    const root = await create({ name: 'Gốc' });
    const a = await create({ name: 'A', parent: root.id });
    const b = await create({ name: 'B', parent: root.id });
    const c = await create({ name: 'C', parent: root.id });
    const a1 = await create({ name: 'A1', parent: a.id });
    const names = async () => childrenOf(await tree(), root.id);

    expect((await move(c.id, { parent: root.id, position: 0 })).status).toBe(200);
    expect(await names()).toEqual(['C', 'A', 'B']);
    expect((await move(c.id, { parent: root.id, position: 99 })).status).toBe(200);
    expect(await names()).toEqual(['A', 'B', 'C']);
    const moved = await move(b.id, { parent: a.id, position: 0 });
    expect(AdminCategory.parse(moved.body)).toMatchObject({ parent: a.id, sort_order: 0 });
    expect(await names()).toEqual(['A', 'C']);
    expect((await tree()).find((n) => n.id === root.id)!.children[0]!.children.map((n) => n.name)).toEqual(['B', 'A1']);
    expect(childrenOf(await shopTree(), root.id)).toEqual(['A', 'C']);
    expect((await auditOf(t.db, 'category', b.id)).at(-1)).toMatchObject({
      action: 'category.move',
      before: { parent: root.id },
      after: { parent: a.id, sort_order: 0 },
    });

    await refused(() => move(a.id, { parent: a.id }), 400, { parent: [M.categoryCycle] });
    await refused(() => move(root.id, { parent: a1.id }), 400, { parent: [M.categoryCycle] });
    await refused(() => move(a.id, { parent: 99_999 }), 400, { parent: [M.parentMissing] });
    await refused(() => move(a.id, { parent: root.id, position: -1 }), 400, { position: [M.positionInvalid] });
    await refused(() => move(99_999, { parent: null }), 404, { detail: M.categoryNotFound });
    // To the top level.
    expect(AdminCategory.parse((await move(a1.id, { parent: null })).body)).toMatchObject({ top_level: true });
  });

  it('deletes only an empty category: one with products can be hidden, one with children must be emptied', async () => {
    const full = await create({ name: 'Có hàng' });
    await createdProduct(t.app, staff, productBody(full.id, { variants: [] }));
    const parent = await create({ name: 'Cha' });
    await create({ name: 'Con', parent: parent.id });
    const empty = await create({ name: 'Trống' });
    const del = (id: number) => adminCall(t.app, staff, 'DELETE', `/api/admin/categories/${id}/`);
    await refused(() => del(full.id), 409, { detail: M.categoryHasProducts });
    await refused(() => del(parent.id), 409, { detail: M.categoryHasChildren });
    expect((await del(empty.id)).status).toBe(204);
    expect((await adminCall(t.app, staff, 'GET', `/api/admin/categories/${empty.id}/`)).status).toBe(404);
    expect((await auditOf(t.db, 'category', empty.id)).at(-1)).toMatchObject({
      action: 'category.delete',
      before: { name: 'Trống' },
      after: null,
    });
  });
});
