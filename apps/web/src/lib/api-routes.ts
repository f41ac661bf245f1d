import type { api as contractApi, RouteRefs } from '@hackcamp/contract';
import refs from 'virtual:api-routes';

/**
 * Every call of the API by domain, as `callApi` takes them: the method and path at run time (built
 * from the contract by api-routes-plugin.ts), each route's full declaration as its type.
 */
export const api: RouteRefs<typeof contractApi> = refs;
