// Lint: recommended JS + TypeScript rules; bundled benchmarks, fixtures and .cjs preloads are CommonJS for Node >= 16.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
);
