import { distanceKm } from '@shop/domain/shipping.rules';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Where the shipping fee's distance comes from (DESIGN §4): the offline straight line by default; an online maps
 * provider (road distance) may implement the same interface. It may throw or reject: the fee then falls back.
 */
export interface DistanceProvider {
  readonly name: string;
  distanceKm(from: LatLng, to: LatLng): Promise<number>;
}

/** Great-circle distance between the two points: works offline, from the bundled centroids. */
export const straightLineDistance: DistanceProvider = {
  name: 'straight-line',
  distanceKm: async (from, to) => distanceKm(from, to),
};
