import {
  CATALOG_ADMIN_MESSAGES as M,
  type RuleIssue,
  issuesToFields,
  wouldMakeCycle,
} from '@shop/domain/admin-catalog.rules';
import type { AdminCategory, CategoryInput, CategoryMove, CategoryUpdate } from '@shop/domain/admin-catalog.schemas';
import { productSearchText } from '@shop/domain/search-text';
import type { Db, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import * as repo from './category-admin.repo';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { auditedBy, catalogWriter, freeSlug } from './catalog-writes';

function refuse(issue: RuleIssue): never {
  throw new BadRequestError(issue.message, issuesToFields([issue]));
}

/** What an audit row keeps of a category. */
function auditState(c: repo.CategoryRecord) {
  return {
    name: c.name,
    slug: c.slug,
    image_url: c.imageUrl,
    parent: c.parentId,
    sort_order: c.sortOrder,
    is_hidden: c.isHidden,
  };
}

function changedFields(before: repo.CategoryRecord, after: repo.CategoryRecord) {
  const a = auditState(before);
  const b = auditState(after);
  const keys = (Object.keys(b) as (keyof typeof b)[]).filter((k) => a[k] !== b[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, a[k]])),
    after: Object.fromEntries(keys.map((k) => [k, b[k]])),
  };
}

/**
 * The category tree for the back office: the whole tree with hidden categories, create, rename, new
 * slug or image, hide, move under another parent or to another place among its siblings, and delete an empty one.
 * Every write locks the tree (moves run one at a time, so none can make a cycle), tells every instance's catalogue
 * cache and writes its audit row inside the transaction.
 */
export function createCategoryAdminService({ db, cache, audit }: { db: Db; cache: ReadCache; audit: AuditService }) {
  const write = catalogWriter(db, cache);
  const audited = auditedBy(audit);

  async function tree(): Promise<AdminCategory[]> {
    const rows = await repo.listWithCounts(db);
    const nodes = new Map<number, AdminCategory>();
    for (const { row, productCount } of rows) {
      nodes.set(row.id, {
        id: row.id,
        name: row.name,
        slug: row.slug,
        image_url: row.imageUrl,
        parent: row.parentId,
        top_level: row.parentId === null,
        is_hidden: row.isHidden,
        sort_order: row.sortOrder,
        product_count: productCount,
        children: [],
      });
    }
    const roots: AdminCategory[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent === null ? undefined : nodes.get(node.parent);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  function find(nodes: AdminCategory[], id: number): AdminCategory | undefined {
    for (const node of nodes) {
      if (node.id === id) return node;
      const below = find(node.children, id);
      if (below) return below;
    }
    return undefined;
  }

  async function one(id: number): Promise<AdminCategory> {
    const node = find(await tree(), id);
    if (!node) throw new NotFoundError(M.categoryNotFound);
    return node;
  }

  /** The tree locked, and the category `id` in it (404 when it isn't). */
  async function lockedWith(tx: Tx, id: number) {
    const all = await repo.lockTree(tx);
    const category = all.find((c) => c.id === id);
    if (!category) throw new NotFoundError(M.categoryNotFound);
    return { all, category };
  }

  /** A slug given by staff must be free; a blank one is made from the name. */
  async function slugFor(tx: Tx, slug: string, name: string, id: number | null): Promise<string> {
    const takenLike = (base: string) => repo.slugsLike(tx, base, id ?? undefined);
    if (slug === '') {
      const made = await freeSlug(name, takenLike);
      if (typeof made !== 'string') refuse(made);
      return made;
    }
    if ((await takenLike(slug)).has(slug)) refuse({ path: ['slug'], message: M.slugTaken });
    return slug;
  }

  /** Puts `id` at `position` among `parent`'s children (last when absent) and numbers them 0, 1, 2… */
  async function place(tx: Tx, all: repo.CategoryRecord[], id: number, parent: number | null, position?: number) {
    const siblings = all.filter((c) => c.parentId === parent && c.id !== id).map((c) => c.id);
    siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, id);
    for (const [sortOrder, siblingId] of siblings.entries()) {
      const current = all.find((c) => c.id === siblingId);
      if (siblingId === id || current?.sortOrder !== sortOrder) {
        await repo.updateCategory(tx, siblingId, { sortOrder, ...(siblingId === id ? { parentId: parent } : {}) });
      }
    }
  }

  return {
    /** `GET /api/admin/categories/`: the whole tree, hidden categories included. */
    tree,

    /** `GET /api/admin/categories/{id}/`: one category with its subtree. */
    get: one,

    /** `POST /api/admin/categories/`: last among its siblings. */
    async create(staff: StaffContext, input: CategoryInput): Promise<AdminCategory> {
      const onWritten = audited(staff);
      const id = await write(async (tx) => {
        const all = await repo.lockTree(tx);
        if (input.parent !== null && !all.some((c) => c.id === input.parent)) {
          refuse({ path: ['parent'], message: M.parentMissing });
        }
        const slug = await slugFor(tx, input.slug, input.name, null);
        const siblings = all.filter((c) => c.parentId === input.parent);
        const row = await repo.insertCategory(tx, {
          name: input.name,
          slug,
          imageUrl: input.image_url,
          parentId: input.parent,
          isHidden: input.is_hidden,
          sortOrder: siblings.length ? Math.max(...siblings.map((c) => c.sortOrder)) + 1 : 0,
        });
        await onWritten(tx, [
          {
            action: 'category.create',
            targetType: 'category',
            targetId: row.id,
            before: null,
            after: auditState(row),
            stock: [],
          },
        ]);
        return row.id;
      });
      return one(id);
    },

    /** `PATCH /api/admin/categories/{id}/`: a new name also refreshes its products' search text. */
    async update(staff: StaffContext, id: number, patch: CategoryUpdate): Promise<AdminCategory> {
      const onWritten = audited(staff);
      await write(async (tx) => {
        const { category } = await lockedWith(tx, id);
        const name = patch.name ?? category.name;
        const slug = patch.slug === undefined ? category.slug : await slugFor(tx, patch.slug, name, id);
        const next = {
          ...category,
          name,
          slug,
          imageUrl: patch.image_url ?? category.imageUrl,
          isHidden: patch.is_hidden ?? category.isHidden,
        };
        const change = changedFields(category, next);
        if (Object.keys(change.after).length === 0) return;
        await repo.updateCategory(tx, id, { name, slug, imageUrl: next.imageUrl, isHidden: next.isHidden });
        if (name !== category.name) {
          const rows = await repo.productsIn(tx, id);
          await repo.setSearchTexts(
            tx,
            rows.map((p) => ({ id: p.id, searchText: productSearchText({ ...p, categoryName: name }) })),
          );
        }
        await onWritten(tx, [
          { action: 'category.update', targetType: 'category', targetId: id, ...change, stock: [] },
        ]);
      });
      return one(id);
    },

    /** `POST /api/admin/categories/{id}/move/`: under another parent and/or to another place; never into itself. */
    async move(staff: StaffContext, id: number, body: CategoryMove): Promise<AdminCategory> {
      const onWritten = audited(staff);
      await write(async (tx) => {
        const { all, category } = await lockedWith(tx, id);
        if (body.parent !== null && !all.some((c) => c.id === body.parent)) {
          refuse({ path: ['parent'], message: M.parentMissing });
        }
        const parents = new Map(all.map((c) => [c.id, c.parentId]));
        if (wouldMakeCycle(parents, id, body.parent)) refuse({ path: ['parent'], message: M.categoryCycle });
        await place(tx, all, id, body.parent, body.position);
        const after = (await repo.lockTree(tx)).find((c) => c.id === id)!;
        await onWritten(tx, [
          {
            action: 'category.move',
            targetType: 'category',
            targetId: id,
            ...changedFields(category, after),
            stock: [],
          },
        ]);
      });
      return one(id);
    },

    /** `DELETE /api/admin/categories/{id}/`: only an empty one (409 with products, which may be hidden instead). */
    async remove(staff: StaffContext, id: number): Promise<void> {
      const onWritten = audited(staff);
      await write(async (tx) => {
        const { all, category } = await lockedWith(tx, id);
        if ((await repo.countProductsIn(tx, id)) > 0) throw new ConflictError(M.categoryHasProducts);
        if (all.some((c) => c.parentId === id)) throw new ConflictError(M.categoryHasChildren);
        await repo.deleteCategory(tx, id);
        await onWritten(tx, [
          {
            action: 'category.delete',
            targetType: 'category',
            targetId: id,
            before: auditState(category),
            after: null,
            stock: [],
          },
        ]);
      });
    },
  };
}

export type CategoryAdminService = ReturnType<typeof createCategoryAdminService>;
