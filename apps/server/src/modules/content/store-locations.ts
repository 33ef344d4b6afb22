import { STORE_STATUS_LABELS } from '@shop/domain/catalog.constants';
import { CONTENT_MESSAGES as M } from '@shop/domain/content.schemas';
import {
  type AdminStoreLocation,
  type StoreLocationInput,
  type StoreLocationUpdate,
  type StorePlace,
  type StorePlaceQuery,
} from '@shop/domain/store-location.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { AdminUnits, Unit } from '../address/address.service';
import { type ContentWriter, changed, refuse, refuseNotFound, someSet } from './content-writes';
import * as repo from './content.repo';
import {
  type FlagPatch,
  afterFlags,
  beforeDelete,
  checkFlags,
  deleteRefusal,
  flagValues,
  flagsOf,
  touchesStock,
} from './location-flags';

function storeOf(s: repo.StoreRow): AdminStoreLocation {
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    street: s.street,
    city_code: s.cityCode,
    district_code: s.districtCode,
    ward_code: s.wardCode,
    phone: s.phone,
    opening_hours: s.openingHours,
    status: s.status,
    status_display: STORE_STATUS_LABELS[s.status],
    lat: s.lat,
    lng: s.lng,
    sort_order: s.sortOrder,
    ...flagsOf(s),
  };
}

/**
 * Store locations in the back office: the address from the bundled units, the coordinates from
 * its centroid unless staff set them.
 */
export function createStoreLocations({ db, units, writer }: { db: Db; units: AdminUnits; writer: ContentWriter }) {
  const { write, reorder } = writer;

  /** The units the codes name, checked level by level; the full address and the centroid of the deepest. */
  function placeOf(street: string, codes: { city: string; district: string | null; ward: string | null }) {
    const province = units.unit(1, codes.city) ?? refuse('city_code', M.unitUnknown);
    let district: Unit | undefined;
    let ward: Unit | undefined;
    if (units.depth === 3) {
      if (!codes.district) return refuse('district_code', M.districtRequired);
      district = units.unit(2, codes.district) ?? refuse('district_code', M.unitUnknown);
      if (district.parent !== province.code) refuse('district_code', M.unitMismatch);
    }
    if (codes.ward) {
      ward = units.unit(units.depth, codes.ward) ?? refuse('ward_code', M.unitUnknown);
      if (ward.parent !== (district ?? province).code) refuse('ward_code', M.unitMismatch);
    }
    const deepest = ward ?? district ?? province;
    const centroid = [ward, district, province].find((u) => u?.lat !== undefined && u.lng !== undefined);
    return {
      address: `${street}, ${units.fullPath(deepest)}`,
      codes: { cityCode: province.code, districtCode: district?.code ?? null, wardCode: ward?.code ?? null },
      centroid: centroid ? { lat: centroid.lat!, lng: centroid.lng! } : { lat: null, lng: null },
    };
  }

  async function storeFor(tx: DbOrTx, id: number) {
    return (await repo.storeById(tx, id)) ?? refuseNotFound(M.storeNotFound);
  }

  return {
    async stores(): Promise<AdminStoreLocation[]> {
      return (await repo.listStores(db)).map(storeOf);
    },

    store: async (id: number): Promise<AdminStoreLocation> => storeOf(await storeFor(db, id)),

    /** A store's fields; the kind and stock flags too from `/api/admin/locations/` (admins). */
    createStore: (staff: StaffContext, input: StoreLocationInput & FlagPatch) =>
      write(
        staff,
        async (tx, record) => {
          const place = placeOf(input.street, {
            city: input.city_code,
            district: input.district_code,
            ward: input.ward_code,
          });
          await repo.lockOrder(tx, 'store_location');
          const point = input.lat === null || input.lng === null ? place.centroid : { lat: input.lat, lng: input.lng };
          const row = await repo.insertStore(tx, {
            name: input.name,
            street: input.street,
            address: place.address,
            ...place.codes,
            phone: input.phone,
            openingHours: input.opening_hours,
            status: input.status,
            ...point,
            ...flagValues(input),
            sortOrder: await repo.nextSortOrder(tx, 'store_location'),
          });
          const shaped = storeOf(row);
          await record('store_location.create', row.id, null, shaped);
          return shaped;
        },
        true,
      ),

    updateStore: (staff: StaffContext, id: number, patch: StoreLocationUpdate & FlagPatch) =>
      write(
        staff,
        async (tx, record) => {
          if (touchesStock(patch)) await repo.lockOrder(tx, 'store_location');
          const current = await storeFor(tx, id);
          await checkFlags(tx, current, patch);
          const addressSent = [patch.street, patch.city_code, patch.district_code, patch.ward_code].some(
            (v) => v !== undefined,
          );
          let addressFields = {};
          let point: { lat: number | null; lng: number | null } | undefined =
            patch.lat === undefined || patch.lng === undefined ? undefined : { lat: patch.lat, lng: patch.lng };
          if (addressSent || point?.lat === null) {
            const city = patch.city_code ?? current.cityCode ?? refuse('city_code', M.cityRequired);
            const place = placeOf(patch.street ?? current.street, {
              city,
              district: patch.district_code === undefined ? current.districtCode : patch.district_code,
              ward: patch.ward_code === undefined ? current.wardCode : patch.ward_code,
            });
            addressFields = { street: patch.street ?? current.street, address: place.address, ...place.codes };
            // A new address without coordinates moves the store to its centroid; null asks for the centroid.
            if (point === undefined || point.lat === null) point = place.centroid;
          }
          const values = {
            name: patch.name,
            phone: patch.phone,
            openingHours: patch.opening_hours,
            status: patch.status,
            ...addressFields,
            ...point,
            ...flagValues(patch),
          };
          const row = someSet(values) ? await repo.updateStore(tx, id, values) : current;
          await afterFlags(tx, current, row);
          const after = storeOf(row);
          const diff = changed(storeOf(current), after);
          if (Object.keys(diff.after).length) await record('store_location.update', id, diff.before, diff.after);
          return after;
        },
        true,
      ),

    /** `GET /api/admin/store-locations/place/`: the full address and centroid the form previews. */
    storePlace(q: StorePlaceQuery): StorePlace {
      if (!q.city_code) return { levels: units.depth, address: '', lat: null, lng: null };
      const place = placeOf(q.street ?? '', {
        city: q.city_code,
        district: q.district_code ?? null,
        ward: q.ward_code ?? null,
      });
      return { levels: units.depth, address: place.address.replace(/^, /, ''), ...place.centroid };
    },

    /** 409 while units are there, or when an order, the ledger or a till still names it (DESIGN §15). */
    async deleteStore(staff: StaffContext, id: number): Promise<void> {
      let name = '';
      try {
        await write(
          staff,
          async (tx, record) => {
            await repo.lockOrder(tx, 'store_location');
            const row = await storeFor(tx, id);
            name = row.name;
            await beforeDelete(tx, row);
            await repo.deleteRow(tx, 'store_location', id);
            await record('store_location.delete', id, storeOf(row), null);
          },
          true,
        );
      } catch (error) {
        throw deleteRefusal(error, name) ?? error;
      }
    },
    /** `GET /api/admin/locations/`: every location, the first (lowest id) first. */
    async locations(): Promise<AdminStoreLocation[]> {
      return (await repo.listLocations(db)).map(storeOf);
    },
    reorderStores: reorder('store_location', 'store_location.reorder'),
  };
}
