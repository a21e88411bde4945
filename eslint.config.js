// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Architecture boundaries (CONTRIBUTING.md, "Conventions"):
 * - a web feature (apps/web/src/features/<area>) never imports another feature: shared things move to
 *   components/ or lib/;
 * - the web's components/ and lib/ never import a feature: they are what features share, so a feature that
 *   one of them needs is wired in by the app layer (apps/web/src/app) through a slot or a store;
 * - the contract imports nothing from the apps;
 * - the web app and the server never import each other (they meet only in the contract).
 * Paths are resolved (relative imports included) by eslint-plugin-boundaries; imports by package name
 * are covered by `no-restricted-imports`, because `@campus/*` resolve through workspace links.
 */
const boundaryElements = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'server', pattern: 'apps/server' },
  { type: 'contract', pattern: 'packages/contract' },
  { type: 'e2e', pattern: 'e2e' },
];

const restrictedPackage = (name, message) => ({ group: [name, `${name}/*`], message });

/** Import patterns the server's layers may not use (see the server blocks below). */
const serverRestrictions = {
  web: restrictedPackage('@campus/web', 'El servidor no importa la web: usa @campus/contract.'),
  otherModuleRepository: {
    group: ['../*/*.repository', '../../modules/*/*.repository', '../../../modules/*/*.repository'],
    message: 'Un módulo no importa el repositorio de otro módulo: llama a su servicio (o recibe los datos por app-context).',
  },
  policies: {
    group: ['**/policies', '**/policies/*', '**/lib/authorization'],
    message: 'Un repositorio solo lee filas: las decisiones de acceso están en src/policies y los repositorios no las importan.',
  },
  modules: {
    regex: '^(\\.\\./)+modules(/|$)',
    message:
      'http, realtime, policies, integrations y db están por debajo de los módulos y no los importan: declara aquí la interfaz que necesitas (la app conecta el servicio) o mueve lo compartido a lib/ o db/.',
  },
};

/** The server's lower layers: the modules build on them, never the other way round. */
const serverLowerLayers = 'apps/server/src/{http,realtime,policies,integrations,db}';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'e2e/.artifacts/**',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The demo media's interactive quiz runs in the browser (inside the H5P frame), as a classic script.
  {
    files: ['apps/server/media/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // Build and config files of the web app run in Node.
  {
    files: ['apps/web/*.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/include': ['apps/**/*', 'packages/**/*', 'e2e/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'Una feature de la web no importa otra feature: mueve lo compartido a components/ o lib/.',
            },
            {
              from: { element: { types: { anyOf: ['web-components', 'web-lib'] } } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'components/ y lib/ no importan features: la capa app/ conecta la feature mediante un hueco (contexto) o un store.',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { types: { anyOf: ['web', 'web-feature', 'web-components', 'web-lib', 'server', 'e2e'] } } } },
              message: 'El contrato no importa nada de las aplicaciones.',
            },
            {
              from: { element: { types: { anyOf: ['web', 'web-feature', 'web-components', 'web-lib'] } } },
              disallow: { to: { element: { type: 'server' } } },
              message: 'La web no importa el servidor: compartid tipos y reglas a través de @campus/contract.',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: ['web', 'web-feature', 'web-components', 'web-lib'] } } } },
              message: 'El servidor no importa la web: compartid tipos y reglas a través de @campus/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrictedPackage('@campus/server', 'El contrato no importa nada de las aplicaciones.'),
            restrictedPackage('@campus/web', 'El contrato no importa nada de las aplicaciones.'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrictedPackage('@campus/server', 'La web no importa el servidor: usa @campus/contract.')] }],
    },
  },
  // Server layering (docs/ARCHITECTURE.md, request path step 3). A later block replaces the rule of an
  // earlier one for the files it matches, so each block lists every pattern that applies to its files.
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverRestrictions.web] }] },
  },
  // Modules call each other's services, never another module's repository.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverRestrictions.web, serverRestrictions.otherModuleRepository] }] },
  },
  // Repositories only fetch rows: access decisions live in src/policies and are never imported by them.
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverRestrictions.web, serverRestrictions.otherModuleRepository, serverRestrictions.policies] }],
    },
  },
  // Every endpoint is written once, in the contract (packages/contract/src/endpoints): the web calls it by name
  // (lib/api/call-endpoint) and the server registers it from there (http/endpoint-route), so neither writes a path.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**', '**/*-factories.ts', '**/*-test-setup.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Las rutas de la API se definen una vez en el contrato (endpoints): usa callEndpoint o endpointRoute.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Las rutas de la API se definen una vez en el contrato (endpoints): usa callEndpoint o endpointRoute.',
        },
      ],
    },
  },
  // Type-aware rules, on the apps' production code only: a floating promise loses its error (an unhandled
  // rejection) and an assertion the types already say hides the next real mismatch. Tests and scripts stay on
  // the syntactic rules, which keeps `npm run lint` fast (type information costs a TypeScript program per app).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**', 'apps/web/src/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's navigate answers a promise that settles when the new route has loaded; a failed load
      // shows the route's error boundary, so nothing is lost by not awaiting it.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  // http, realtime, policies, integrations and db never import modules/ (their tests may: they drive the whole app).
  {
    files: [`${serverLowerLayers}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverRestrictions.web, serverRestrictions.modules] }] },
  },
  {
    files: [`${serverLowerLayers}/**/*.repository.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverRestrictions.web, serverRestrictions.otherModuleRepository, serverRestrictions.policies, serverRestrictions.modules] },
      ],
    },
  },
);
