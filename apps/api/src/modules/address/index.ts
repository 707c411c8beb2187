/** A verified member's residential address and its proof (issue 48, Tier 3). */
export { addressRoutes } from './routes.js';
export {
  addressService,
  confirmedAddressAt,
  type AddressDeps,
  type AddressService,
} from './service.js';
