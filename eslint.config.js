import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

// The import rules of docs/architecture.md, as zones: files in `target` may not import `from`.
const webZones = [
  // A feature never imports another feature (shared query keys are exported by their owner and
  // composed by a dashboard), nor anything above it.
  ...dirs(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in a dashboard or page.',
  })),
  { target: `${WEB}/features`, from: [`${WEB}/dashboards`, `${WEB}/pages`, `${WEB}/app`], message: 'Imports flow app -> dashboards/pages -> features.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/dashboards`, `${WEB}/pages`, `${WEB}/app`],
    message: 'components/ and lib/ import no feature, dashboard or page.',
  },
  { target: [`${WEB}/dashboards`, `${WEB}/pages`], from: `${WEB}/app`, message: 'Imports flow app -> dashboards/pages.' },
];
const serverZones = [
  // Routes declare HTTP and call one service; SQL stays in queries, reached through services.
  { target: `${SERVER}/modules/**/*.routes.ts`, from: `${SERVER}/modules/**/*.queries.ts`, message: 'A route calls its service, never queries.' },
  ...dirs(`${SERVER}/modules`).map((module) => ({
    target: `${SERVER}/modules/${module}`,
    from: `${SERVER}/modules/!(${module})/**/*.queries.ts`,
    // Every write publishes its live events in its own transaction (decision 0027).
    except: ['**/modules/live/live-events.queries.ts'],
    message: 'A module talks to another through its service, never its queries.',
  })),
  {
    target: `${SERVER}/modules/**/*.queries.ts`,
    from: `${SERVER}/modules/**/*.service.ts`,
    message: 'Queries hold SQL only: a service calls queries, never the other way.',
  },
  // Modules register themselves in one ordered list; app.ts and main.ts walk it and wire none by hand.
  {
    target: [`${SERVER}/app.ts`, `${SERVER}/main.ts`],
    from: `${SERVER}/modules`,
    except: ['./index.ts', './define-module.ts'],
    message: 'A module registers itself (its <name>.module.ts, listed in modules/index.ts); app.ts and main.ts reach it through app.services.',
  },
  {
    target: `${SERVER}/lib`,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/cache`],
    message: 'lib/ holds plain helpers that know no module, plugin or cache; Fastify-specific helpers live in plugins/.',
  },
];

// The contract (packages/contract/src/index.ts): shared/ is what every domain builds on, so it knows none.
const contractZones = [
  {
    target: 'packages/contract/src/shared',
    from: 'packages/contract/src',
    except: ['./shared'],
    message: "shared/ imports only shared/: a domain's schema, type or text lives in its domain folder.",
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...contractZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hackcamp/contract',
              importNames: ['api'],
              allowTypeImports: true,
              message: "Call routes through lib/api-routes.ts: the contract's `api` holds every schema, and with them zod, for pages that need none.",
            },
          ],
        },
      ],
    },
  },
  {
    // One clock (issue 42): every moment is shown on the event's clock in one form, through
    // lib/format.ts; a locale call elsewhere would follow the browser's zone or language.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts', 'apps/web/src/lib/event-zone.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: "Use lib/format.ts: dates on the event's clock (formatDate, formatDateTime, formatTime), numbers with formatNumber.",
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'], CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Use lib/format.ts: it formats moments on the event's clock, never the browser's.",
        },
      ],
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/**/*.tsx'],
    // `role` is also a prop of our own components (a leaderboard's role, a guard's role).
    rules: {
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrolling region must be focusable for keyboard users (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // Tests read loosely typed JSON bodies all the time; `any` there keeps them readable.
    files: ['**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A server a test starts listens on a port the system chooses (0) and says which (issue 44):
    // a fixed port, or one found free and handed over, can be taken by a test file running beside.
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^port$/i] > Literal[raw=/^[\'"]?[1-9][0-9]*[\'"]?$/]',
          message: 'Listen on port 0 and read the port the server got (spawnServer does; app.listen answers its address).',
        },
        { selector: "Identifier[name='freePort']", message: 'A free port found now can be taken before it is used: listen on port 0.' },
      ],
    },
  },
  // Formatting is Prettier's (`npm run format:check`); no lint rule argues with it.
  prettier,
);
