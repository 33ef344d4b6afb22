import { type Shared, area } from '../../lib/area';
import { addressRoutes } from './address.routes';
import { AdminUnits } from './address.service';

/** Vietnam's administrative units in the structure the shop is set to (DESIGN §4): the address pickers' lists. */
export function addressArea({ config }: Shared) {
  const units = new AdminUnits(config.addressStructure);
  return area({ units, shopRoutes: [addressRoutes(units)] });
}
