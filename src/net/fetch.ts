// The one fetch for everything that leaves the machine (release downloads,
// the GitHub API), chosen from the host environment the entry read.
//
// Node's own fetch ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY, which self-hosted
// runners behind a corporate proxy set; undici's EnvHttpProxyAgent honours
// them with curl's rules. We hand it the variables explicitly, from the
// environment we were given, so nothing here reads process.env. Extra CA
// certificates (NODE_EXTRA_CA_CERTS) are Node's default trust store already,
// which undici's TLS connections use, proxied or not.
import { UserError } from '../errors.ts';
import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';
import type { HostEnv } from '../process/env.ts';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** The proxy variables as curl reads them: lower case first, then upper case; empty means unset. */
export function proxySettings(env: HostEnv): ProxySettings | undefined {
  const read = (name: string) => {
    const value = env[name.toLowerCase()] ?? env[name.toUpperCase()];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const httpProxy = read('http_proxy');
  const httpsProxy = read('https_proxy');
  if (httpProxy === undefined && httpsProxy === undefined) return undefined;
  for (const [name, value] of [
    ['HTTP_PROXY', httpProxy],
    ['HTTPS_PROXY', httpsProxy],
  ] as const) {
    if (value === undefined) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ProxySettingError(`${name} ${JSON.stringify(value)} is not a URL (expected e.g. http://proxy:3128)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ProxySettingError(`${name} ${JSON.stringify(value)} must be an http:// or https:// URL`);
  }
  return { httpProxy, httpsProxy, noProxy: read('no_proxy') };
}

/** A proxy variable that is no URL: the user's to fix, so the CLI and the Action print it without a stack. */
export class ProxySettingError extends UserError {}

/** Global fetch without proxy variables; with them, undici's fetch through the proxy (NO_PROXY honoured). */
export function fetchFor(env: HostEnv): FetchFn {
  const proxy = proxySettings(env);
  if (proxy === undefined) return (input, init) => fetch(input, init);
  // '' rather than undefined: EnvHttpProxyAgent reads process.env for what it is not given.
  // Without HTTPS_PROXY, https goes through HTTP_PROXY (undici's rule, as npm's).
  const agent = new EnvHttpProxyAgent({
    httpProxy: proxy.httpProxy ?? '',
    httpsProxy: proxy.httpsProxy ?? '',
    noProxy: proxy.noProxy ?? '',
  });
  return (input, init) =>
    undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
    }) as unknown as Promise<Response>;
}
