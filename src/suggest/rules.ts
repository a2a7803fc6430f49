// What a changed file of node core means for its benchmarks: the rules, as
// data. A file is matched by the first rule whose glob fits; with no rule it
// is read by its place in the tree (lib/X.js, lib/internal/X/…, src/node_X.cc)
// as a module name, which names its benchmark category through ALIASES or by
// itself (`url`, `buffer` → `buffers`). What the base tree's benchmark files
// load (src/suggest/scan.ts) adds the categories no rule knows.
//
// Kinds: `groups` runs the named categories (those that exist in the base
// tree); `nothing` changes no benchmark (tests, docs, tools); `broad` changes
// every benchmark (the engine, the build): the gate asks which groups to run
// rather than run all of core.

export type RuleKind = 'groups' | 'nothing' | 'broad';

export interface PathRule {
  /** `*` within a path segment, `**` across segments, `?` one character; matched against the whole path */
  glob: string;
  kind: RuleKind;
  /** kind groups: the categories (those missing from the base tree are dropped) */
  groups?: readonly string[];
  /** why, for the reply: short, after the file name */
  why: string;
}

/** Checked before the layout rules, first match wins. */
export const PATH_RULES: readonly PathRule[] = [
  // Everything, or the build of everything: never all of core silently.
  { glob: 'deps/v8/**', kind: 'broad', why: 'V8 runs every benchmark' },
  { glob: 'tools/v8_gypfiles/**', kind: 'broad', why: 'how V8 is built' },
  { glob: 'configure', kind: 'broad', why: 'build configuration' },
  { glob: 'configure.py', kind: 'broad', why: 'build configuration' },
  { glob: 'node.gyp', kind: 'broad', why: 'build of the whole binary' },
  { glob: 'node.gypi', kind: 'broad', why: 'build of the whole binary' },
  { glob: 'common.gypi', kind: 'broad', why: 'compiler flags of the whole binary' },

  // Not in the binary, or not measured.
  { glob: 'test/**', kind: 'nothing', why: 'tests' },
  { glob: 'doc/**', kind: 'nothing', why: 'documentation' },
  { glob: '**/*.md', kind: 'nothing', why: 'documentation' },
  { glob: 'tools/**', kind: 'nothing', why: 'tools and CI' },
  { glob: '.github/**', kind: 'nothing', why: 'CI' },
  { glob: '.*', kind: 'nothing', why: 'repository settings' },
  { glob: 'typings/**', kind: 'nothing', why: 'type declarations for editors' },
  { glob: 'benchmark/*', kind: 'nothing', why: 'the benchmark harness, not a benchmark' },
  { glob: 'benchmark/fixtures/**', kind: 'nothing', why: 'benchmark fixtures' },
  { glob: 'deps/npm/**', kind: 'nothing', why: 'npm is not benchmarked' },
  { glob: 'deps/corepack/**', kind: 'nothing', why: 'corepack is not benchmarked' },
  { glob: 'deps/googletest/**', kind: 'nothing', why: 'C++ test framework' },
  { glob: 'src/README.md', kind: 'nothing', why: 'documentation' },
  { glob: 'lib/internal/test/**', kind: 'nothing', why: 'test helpers' },
  { glob: 'Makefile', kind: 'nothing', why: 'developer build script' },
  { glob: 'vcbuild.bat', kind: 'nothing', why: 'Windows build script' },
  { glob: 'BSDmakefile', kind: 'nothing', why: 'developer build script' },
  { glob: '*.gn', kind: 'nothing', why: 'GN build (not the release build)' },
  { glob: '*.gni', kind: 'nothing', why: 'GN build (not the release build)' },
  { glob: 'android*', kind: 'nothing', why: 'Android build' },
  { glob: '{LICENSE,AUTHORS,CODEOWNERS}', kind: 'nothing', why: 'repository metadata' },
  { glob: 'pyproject.toml', kind: 'nothing', why: 'Python tooling' },
  { glob: 'tsconfig.json', kind: 'nothing', why: 'editor settings' },
  { glob: 'codecov.yml', kind: 'nothing', why: 'CI' },

  // Bundled libraries: the categories that exercise them.
  { glob: 'deps/ada/**', kind: 'groups', groups: ['url'], why: 'ada parses URLs' },
  { glob: 'deps/llhttp/**', kind: 'groups', groups: ['http'], why: 'llhttp parses HTTP' },
  { glob: 'deps/undici/**', kind: 'groups', groups: ['fetch', 'websocket'], why: 'undici is fetch and WebSocket' },
  {
    glob: 'deps/sqlite/**',
    kind: 'groups',
    groups: ['sqlite', 'webstorage'],
    why: 'SQLite is node:sqlite and Web Storage',
  },
  { glob: 'deps/openssl/**', kind: 'groups', groups: ['crypto', 'tls'], why: 'OpenSSL' },
  { glob: 'deps/ncrypto/**', kind: 'groups', groups: ['crypto', 'tls'], why: 'crypto bindings' },
  { glob: 'deps/zlib/**', kind: 'groups', groups: ['zlib'], why: 'zlib' },
  { glob: 'deps/brotli/**', kind: 'groups', groups: ['zlib'], why: 'brotli is in zlib' },
  { glob: 'deps/zstd/**', kind: 'groups', groups: ['zlib'], why: 'zstd is in zlib' },
  { glob: 'deps/nghttp2/**', kind: 'groups', groups: ['http2'], why: 'nghttp2 is HTTP/2' },
  { glob: 'deps/cares/**', kind: 'groups', groups: ['dns'], why: 'c-ares resolves names' },
  {
    glob: 'deps/simdutf/**',
    kind: 'groups',
    groups: ['buffers', 'string_decoder', 'util'],
    why: 'simdutf transcodes strings (Buffer, TextDecoder)',
  },
  { glob: 'deps/base64/**', kind: 'groups', groups: ['buffers'], why: 'base64 coding of Buffer' },
  { glob: 'deps/nbytes/**', kind: 'groups', groups: ['buffers'], why: 'byte helpers of Buffer' },
  {
    glob: 'deps/uv/**',
    kind: 'groups',
    groups: ['fs', 'net', 'dgram', 'child_process'],
    why: 'libuv does the I/O; a short list, name others by hand',
  },
  { glob: 'deps/histogram/**', kind: 'groups', groups: ['perf_hooks'], why: 'HdrHistogram' },
  { glob: 'deps/cjs-module-lexer/**', kind: 'groups', groups: ['esm', 'module'], why: 'CommonJS export detection' },
  { glob: 'deps/simdjson/**', kind: 'groups', groups: ['module'], why: 'package.json parsing' },
  { glob: 'deps/amaro/**', kind: 'groups', groups: ['ts'], why: 'type stripping' },
  { glob: 'deps/icu-small/**', kind: 'groups', groups: ['util', 'url'], why: 'ICU (TextDecoder, IDNA)' },
  { glob: 'src/crypto/**', kind: 'groups', groups: ['crypto', 'tls'], why: 'crypto bindings' },
];

/**
 * A module name (from lib/X.js, lib/internal/X/…, src/node_X.cc, with the
 * longest name tried first) → its categories, where the name alone does not
 * say it. Names not here are their own category, or that name plus `s`.
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  _http: ['http'],
  _stream: ['streams'],
  _tls: ['tls'],
  http_parser: ['http'],
  stream: ['streams'],
  stream_base: ['net', 'streams'],
  stream_wrap: ['net'],
  tcp_wrap: ['net'],
  pipe_wrap: ['net'],
  udp_wrap: ['dgram'],
  cares_wrap: ['dns'],
  process_wrap: ['child_process'],
  spawn_sync: ['child_process'],
  file: ['fs'],
  dir: ['fs'],
  fs_event_wrap: ['fs'],
  event_target: ['events'],
  perf: ['perf_hooks'],
  histogram: ['perf_hooks'],
  'modules/esm': ['esm'],
  'modules/cjs': ['module'],
  modules: ['module', 'esm'],
  'modules/typescript': ['ts'],
  module_wrap: ['esm'],
  errors: ['error'],
  encoding: ['util'],
  encoding_binding: ['util'],
  i18n: ['util'],
  string_bytes: ['buffers', 'string_decoder'],
  messaging: ['worker'],
  worker_threads: ['worker'],
  contextify: ['vm'],
  bootstrap: ['misc'],
  main: ['misc'],
  realm: ['misc'],
  snapshot: ['misc'],
  url_pattern: ['url'],
  querystring: ['querystring', 'url'],
  punycode: ['url'],
  blocklist: ['net'],
  socketaddress: ['net'],
  js_stream_socket: ['net'],
  freelist: ['http'],
  priority_queue: ['timers'],
  linkedlist: ['timers'],
  process_methods: ['process'],
  'process/permission': ['permission'],
  test: ['test_runner'],
  report: ['process'],
  trace_events: ['misc'],
  async_wrap: ['async_hooks'],
  async_context_frame: ['async_hooks'],
  async_local_storage: ['async_hooks'],
  util_types: ['util'],
  types: ['util'],
  mime: ['mime'],
  webidl: ['webstreams'],
  webstreams: ['webstreams'],
  wasm_web_api: ['es'],
  validators: ['validators'],
  abort_controller: ['abort_controller'],
};

/**
 * Modules benchmarks load to set themselves up (fixtures, temp dirs, child
 * processes), not to measure: a benchmark that loads them is not found by them.
 */
export const HELPER_MODULES: readonly string[] = ['fs', 'path', 'assert', 'os', 'child_process', 'common'];

/**
 * A category is found by what its files load when at least this share of them
 * load the changed public module (any one file, for an internal module).
 */
export const LOAD_SHARE = 1 / 3;
