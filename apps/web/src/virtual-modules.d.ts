declare module 'virtual:api-routes' {
  import type { api, RouteRefs } from '@hackcamp/contract';

  /** Built by api-routes-plugin.ts from the contract. */
  const refs: RouteRefs<typeof api>;
  export default refs;
}
