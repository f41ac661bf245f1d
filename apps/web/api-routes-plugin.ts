import { runnerImport, type Plugin } from 'vite';
import type * as Contract from '@hackcamp/contract';

const ID = 'virtual:api-routes';
const RESOLVED = `\0${ID}`;

/**
 * Serves `virtual:api-routes`: the method and path of every call of the contract, computed from
 * it when the app is built. The browser needs nothing else to call a route, so the schemas (and
 * zod) stay out of every page that validates no form (docs/decisions/0019-route-references.md).
 * The dev server reads the contract once: restart it after adding a route.
 */
export function apiRoutes(): Plugin {
  return {
    name: 'hackcamp-api-routes',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Through Vite's module runner: the contract is TypeScript, which Node cannot import itself.
      const { module: contract } = await runnerImport<typeof Contract>('@hackcamp/contract');
      return `export default ${JSON.stringify(contract.routeRefs(contract.api))};`;
    },
  };
}
