// Lint: recommended JS + TypeScript rules; bundled benchmarks, fixtures and .cjs preloads are CommonJS for Node >= 16.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The house's floors, lowest first: a module imports only from floors below its own (no arrow runs back up, so no
// circle can form). A room that needs one above it moves up here first, where everyone sees it.
const FLOORS = [
  ['errors.ts'],
  ['stats', 'util'],
  ['process'],
  ['options', 'net'],
  ['github', 'artifact', 'binaries'],
  ['request', 'run'],
  ['runner-check', 'suggest'],
  ['report', 'pipeline', 'site'],
  ['nightly'],
  ['commands'],
  ['action', 'cli.ts'],
  ['main.ts'],
  ['jobs', 'index.ts'],
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The rule for a room of src/: nothing from its own floor's other rooms or any floor above. */
function floorRule(floor, room) {
  const banned = FLOORS.slice(floor)
    .flat()
    .filter((other) => other !== room);
  const target = (other) => (other.endsWith('.ts') ? escape(other) + '$' : escape(other) + '/');
  // src/<room>/x.ts reaches another room as ../other/, src/x.ts as ./other/
  const from = room.endsWith('.ts') ? '\\./' : '\\.\\./';
  const regex = `^${from}(${banned.map(target).join('|')})`;
  const files = room.endsWith('.ts') ? [`src/${room}`] : [`src/${room}/**/*.ts`];
  const message = `src/${room} is on floor ${floor + 1} of the house (eslint.config.js FLOORS): it imports only from floors below.`;
  const patterns = [{ regex, message }];
  if (room !== 'run') patterns.push(RUN_FRONT);
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}
/** run/'s rooms (suites/, plan/, measure/) are its own: the rest of the house comes in by src/run/index.ts. */
const RUN_FRONT = {
  regex: '^(\\./|(\\.\\./)+)run/(?!index\\.ts$)',
  message: "src/run/ is entered by its front, src/run/index.ts: import from '../run/index.ts', not from its rooms.",
};
const floorRules = FLOORS.flatMap((rooms, floor) => rooms.map((room) => floorRule(floor, room)));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.cache/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['benchmarks/**/*.js', 'test/fixtures/**/*.js', 'src/**/*.cjs', 'test/fixtures/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A CpuList, Seed, Shard or SetRecord is what an option's rule read (src/options/made.ts): the runners trust it, so
    // only src/options/ may make one. Everyone else calls the parse functions.
    files: ['**/*.ts'],
    ignores: ['src/options/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'].map((node) => ({
          selector: `${node}[typeAnnotation.typeName.name=/^(CpuList|Seed|Shard|SetRecord|Made)$/]`,
          message:
            'Only src/options/ makes a CpuList, Seed, Shard or SetRecord: call its parse function instead of a cast.',
        })),
      ],
    },
  },
  ...floorRules,
);
